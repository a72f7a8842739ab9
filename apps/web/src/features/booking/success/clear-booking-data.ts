import { removeStored, writeStored } from '../../../lib/storage.ts';
import { BOOKING_KEYS, STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { tabRelease } from '../../../lib/tab-storage.ts';

/**
 * On the success page this tab's stored booking data is cleared and its completion flag set to yes
 * (spec part 2 §4, with ADR 017 row 3): BOOKING_KEYS leave this tab's storage, and the shared copy
 * a new tab starts from when this tab wrote it last; another tab's booking steps are not touched.
 * The user session, the language and the completed bookings are not booking data and are kept.
 */
export function clearBookingData(): void {
  BOOKING_KEYS.forEach((key) => removeStored(key));
  tabRelease();
  writeStored(STORAGE_KEYS.completed, 'yes', 'session');
}
