import { randomBytes } from 'node:crypto';

/**
 * 32 letters and digits without 0/O/1/I, so that a reference is typeable and unambiguous
 * (docs/architecture.md §4).
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Length of a booking reference. */
export const REFERENCE_LENGTH = 8;

/** A random booking reference, e.g. "K7Q2MZ9D": 8 characters, 40 bits from node:crypto (unbiased: 256 % 32 = 0). */
export function newReference(): string {
  const bytes = randomBytes(REFERENCE_LENGTH);
  let reference = '';
  for (const byte of bytes) reference += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return reference;
}
