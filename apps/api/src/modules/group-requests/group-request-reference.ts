import { randomBytes } from 'node:crypto';

/** The booking references' alphabet: letters and digits without 0/O/1/I. */
const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/**
 * A random group request reference, "GRP-" and 6 characters (30 bits from node:crypto, unbiased:
 * 256 % 32 = 0), e.g. "GRP-K7Q2MZ": it reads as a group's, never as an 8-character booking reference.
 */
export function newGroupRequestReference(): string {
  let reference = 'GRP-';
  for (const byte of randomBytes(6)) reference += ALPHABET[byte % ALPHABET.length];
  return reference;
}
