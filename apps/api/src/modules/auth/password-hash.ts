import { randomBytes, scrypt as scryptCb, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { defaultHashingLimits, hashingQueue } from './hashing-queue.ts';

/**
 * Every scrypt of the process waits its turn here (ADR 011): a few at once, a bounded queue, and
 * 429 too_many_requests 'The service is busy; ...' (Retry-After) past it, so that a flood of
 * registrations or logins neither starves libuv's thread pool nor takes gigabytes of memory.
 */
export const passwordHashing = hashingQueue(defaultHashingLimits());

/** scrypt off the event loop (libuv pool), through {@link passwordHashing}. */
const scrypt = (password: string, salt: Buffer, keylen: number, options: ScryptOptions) =>
  passwordHashing.run(
    () =>
      new Promise<Buffer>((resolve, reject) =>
        scryptCb(password, salt, keylen, options, (err, key) => (err ? reject(err) : resolve(key))),
      ),
  );

/**
 * The cost of new hashes, log2 of scrypt's N (ADR 007 security, OWASP: N = 2^17). Production always
 * hashes at this cost (config.ts); only the API tests build their app with a cheaper one
 * (test/helper.ts), and the tests of the cost itself, the hashing queue and login timing keep it.
 */
export const PASSWORD_HASH_COST = 17;
/** scrypt's other parameters (ADR 007): r = 8, p = 1; 32-byte key, 16-byte salt. */
const PARAMS = { r: 8, p: 1 } as const;
const KEYLEN = 32;
const maxmem = (N: number, r: number) => 256 * N * r;

/**
 * Hashes a password with scrypt at N = 2^`cost`: "scrypt$N$r$p$<salt b64url>$<key b64url>"
 * (docs/architecture.md §10: node:crypto scrypt). Throws the 429 ApiError of {@link passwordHashing}
 * when hashing is saturated.
 */
export async function hashPassword(password: string, cost: number = PASSWORD_HASH_COST): Promise<string> {
  const salt = randomBytes(16);
  const N = 2 ** cost;
  const key = await scrypt(password, salt, KEYLEN, { N, ...PARAMS, maxmem: maxmem(N, PARAMS.r) });
  return ['scrypt', N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

/**
 * A well-formed hash at N = 2^`cost` that no password matches: what a login for an unknown e-mail
 * is checked against, so that it costs what a known one does (ADR 007: no answer tells whether an
 * address has an account).
 */
export function unmatchableHash(cost: number = PASSWORD_HASH_COST): string {
  return `scrypt$${2 ** cost}$${PARAMS.r}$${PARAMS.p}$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
}

/**
 * Checks a password against a stored hash in constant time; false for a malformed hash. Throws the
 * 429 ApiError of {@link passwordHashing} when hashing is saturated.
 */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !n || !r || !p || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await scrypt(password, Buffer.from(salt, 'base64url'), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: maxmem(Number(n), Number(r)),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
