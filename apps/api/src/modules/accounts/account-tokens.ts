import { createHash, randomBytes } from 'node:crypto';

/**
 * A token for an e-mailed link (ADR 007 security): 32 random bytes (256 bits), base64url, sent in
 * the link only; the database keeps its sha256 (hex), so that a read of the table opens no link.
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url');
  return { token, hash: hashLinkToken(token) };
}

/** sha256 (hex) of a link token, the key it is stored under. */
export function hashLinkToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
