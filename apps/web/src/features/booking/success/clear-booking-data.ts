import { removeStored, writeStored } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';

/** The booking data a completed booking leaves behind (spec part 2 §3). */
const BOOKING_KEYS = [
  STORAGE_KEYS.bookingValues,
  STORAGE_KEYS.infoState,
  STORAGE_KEYS.flightState,
  STORAGE_KEYS.flightValues,
  STORAGE_KEYS.addressState,
  STORAGE_KEYS.addressValues,
  STORAGE_KEYS.paymentState,
  STORAGE_KEYS.promotionPrice,
] as const;

/** On the success page all stored booking data is cleared and the completion flag set to yes (part 2 §4). */
export function clearBookingData(): void {
  BOOKING_KEYS.forEach((key) => removeStored(key));
  writeStored(STORAGE_KEYS.completed, 'yes');
}
