import { removeStored, writeStored } from '../../../lib/storage.ts';
import { STORAGE_KEYS, type StorageKey } from '../../../lib/storage-keys.ts';

/**
 * What a completed booking leaves in browser storage (spec part 2 §4, with ADR 017 row 3): the
 * application token and the signed-in customer's session (token, userToken, login), the chosen
 * language, and the completion flag set here. The sessionStorage keys (chunkReloadAt, the paid
 * booking Back shows, the operator's token) are not the booking's local data.
 */
const KEPT_KEYS: ReadonlySet<StorageKey> = new Set([
  STORAGE_KEYS.token,
  STORAGE_KEYS.userToken,
  STORAGE_KEYS.login,
  STORAGE_KEYS.language,
  STORAGE_KEYS.completed,
  STORAGE_KEYS.chunkReloadAt,
  STORAGE_KEYS.paidBooking,
  STORAGE_KEYS.operatorToken,
]);

/**
 * The booking data the success page clears (spec part 2 §3, §4): every other key of STORAGE_KEYS
 * (bookingValues, infoState, the steps' states and values, promotionPrice, the personal step's
 * dialCountry), so that a key added later is cleared unless it is kept above on purpose.
 */
export const BOOKING_KEYS: readonly StorageKey[] = Object.values(STORAGE_KEYS).filter(
  (key) => !KEPT_KEYS.has(key),
);

/** On the success page all stored booking data is cleared and the completion flag set to yes (part 2 §4). */
export function clearBookingData(): void {
  BOOKING_KEYS.forEach((key) => removeStored(key));
  writeStored(STORAGE_KEYS.completed, 'yes');
}
