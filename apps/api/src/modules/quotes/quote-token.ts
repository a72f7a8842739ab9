import { createHash, hash, timingSafeEqual } from 'node:crypto';

/**
 * What a quoteID proves (docs/architecture.md §4 "stored or signed"): the priced departure, before promotion,
 * with the promotion, partner and customer it was quoted for, and its expiry. Amounts in minor
 * units; date/time local at the origin; exp in epoch seconds (UTC).
 */
export interface QuoteClaims {
  product: string;
  origin: number;
  destination: number;
  date: string;
  time: string;
  durationMinutes: number;
  pax: number;
  priceMinor: number;
  currency: 'CHF' | 'EUR';
  departureKey: string | null;
  statusID: 1 | 2;
  promotionID: number | null;
  partnerID: number | null;
  customerID: number | null;
  connection: { date: string; time: string; modeID: number };
  exp: number;
}

/** Why a quoteID was refused. */
export type QuoteTokenError = 'malformed' | 'bad_signature' | 'expired';

/** Claims in a fixed order: the wire form is a JSON array, about a third of an object's size. */
const FIELDS = [
  'product',
  'origin',
  'destination',
  'date',
  'time',
  'durationMinutes',
  'pax',
  'priceMinor',
  'currency',
  'departureKey',
  'statusID',
  'promotionID',
  'partnerID',
  'customerID',
  'connection',
  'exp',
] as const satisfies readonly (keyof QuoteClaims)[];

// Scratch of encode: one buffer for every quote instead of a new one each (docs/architecture.md §5).
const encodeScratch = Buffer.alloc(4096);

/** base64url of the claims' JSON (UTF-8), the quoteID's body. */
function encode(claims: QuoteClaims): string {
  const json = claimsJson(claims);
  // UTF-8 takes at most 3 bytes per UTF-16 unit
  if (3 * json.length > encodeScratch.length) return Buffer.from(json).toString('base64url');
  return encodeScratch.toString('base64url', 0, encodeScratch.write(json, 0, 'utf8'));
}

/**
 * JSON.stringify of the claims as the FIELDS array, written by hand (docs/architecture.md §5: 18 quotes per
 * search; this skips building an array per quote). Same text as
 * `JSON.stringify(FIELDS.map(...))`, checked by quote-token.test.ts over random claims. Joined
 * with `+` from plain pieces (`q`, `n`), which measured 7-8 µs for a search's 18 claims against
 * 18 for a template of JSON.stringify calls.
 */
export function claimsJson(c: QuoteClaims): string {
  const k = c.connection;
  return (
    '[' +
    q(c.product) +
    ',' +
    n(c.origin) +
    ',' +
    n(c.destination) +
    ',' +
    q(c.date) +
    ',' +
    q(c.time) +
    ',' +
    n(c.durationMinutes) +
    ',' +
    n(c.pax) +
    ',' +
    n(c.priceMinor) +
    ',' +
    q(c.currency) +
    ',' +
    (c.departureKey === null ? 'null' : q(c.departureKey)) +
    ',' +
    n(c.statusID) +
    ',' +
    n(c.promotionID) +
    ',' +
    n(c.partnerID) +
    ',' +
    n(c.customerID) +
    ',[' +
    q(k.date) +
    ',' +
    q(k.time) +
    ',' +
    n(k.modeID) +
    '],' +
    n(c.exp) +
    ']'
  );
}

// Helpers of claimsJson at module level: no closure made per quote.
/** Characters JSON writes as they are: products, dates, times, currencies, departure keys. */
const PLAIN = /^[\w:. -]*$/;
/** A string as JSON: quoted as it is when PLAIN, else by JSON.stringify (escapes). */
function q(v: string): string {
  return PLAIN.test(v) ? '"' + v + '"' : JSON.stringify(v);
}
/** A number or null as JSON: a finite number as its shortest text (as JSON), anything else 'null'. */
function n(v: number | null): string {
  return v !== null && Number.isFinite(v) ? '' + v : 'null';
}

/** The claims as the generic FIELDS array (the reference form claimsJson must equal; tests). */
export function claimsJsonReference(claims: QuoteClaims): string {
  const c = claims.connection;
  return JSON.stringify(FIELDS.map((f) => (f === 'connection' ? [c.date, c.time, c.modeID] : claims[f])));
}

function decode(body: string): QuoteClaims | null {
  const values: unknown = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
  if (!Array.isArray(values) || values.length !== FIELDS.length) return null;
  const claims = Object.fromEntries(FIELDS.map((f, i) => [f, values[i]])) as Record<string, unknown>;
  const [date, time, modeID] = claims.connection as [string, string, number];
  return { ...(claims as unknown as QuoteClaims), connection: { date, time, modeID } };
}

/** SHA-256's block size in bytes (RFC 2104's B). */
const BLOCK = 64;

/**
 * HMAC-SHA256 (RFC 2104) of a string (UTF-8) under `key`: the same 32 bytes as
 * `createHmac('sha256', key).update(text).digest()` (quote-token.test.ts compares them over many
 * random inputs), made cheaper for 18 signatures a search (docs/architecture.md §5): the key is padded and
 * XORed with ipad and opad once, and each signature is two one-shot `crypto.hash` calls over
 * scratch buffers instead of a new Hmac object keyed per quote. A text longer than the scratch
 * (a forged quoteID) is hashed from a buffer of its own. `encoding` 'base64url' gives the MAC as
 * that text (signing; no Buffer made per quote), 'buffer' (default) as bytes (verifying).
 */
export function hmacSha256(key: Buffer): (text: string) => Buffer;
export function hmacSha256(key: Buffer, encoding: 'base64url'): (text: string) => string;
export function hmacSha256(
  key: Buffer,
  encoding: 'buffer' | 'base64url' = 'buffer',
): (text: string) => Buffer | string {
  const k = Buffer.alloc(BLOCK);
  (key.length > BLOCK ? createHash('sha256').update(key).digest() : key).copy(k);
  // inner = H((K xor ipad) || text); result = H((K xor opad) || inner).
  const ipad = Buffer.alloc(BLOCK);
  const outer = Buffer.alloc(BLOCK + 32);
  for (let i = 0; i < BLOCK; i++) {
    ipad[i] = k[i]! ^ 0x36;
    outer[i] = k[i]! ^ 0x5c;
  }
  const scratch = Buffer.alloc(BLOCK + 4096);
  ipad.copy(scratch);
  return (text: string) => {
    // UTF-8 takes at most 3 bytes per UTF-16 unit.
    let input: Buffer;
    if (BLOCK + 3 * text.length <= scratch.length) {
      input = scratch.subarray(0, BLOCK + scratch.write(text, BLOCK, 'utf8'));
    } else {
      input = Buffer.concat([ipad, Buffer.from(text, 'utf8')]);
    }
    // the inner digest as a 'binary' (latin1) string, one char per byte, written back: about a
    // third of the time of crypto.hash's 'buffer' output in Node 20 (0.4-0.6 against 1.0-1.7 µs)
    outer.write(hash('sha256', input, 'binary'), BLOCK, 'binary');
    return hash('sha256', outer, encoding);
  };
}

/**
 * Signs and verifies quoteIDs: base64url(JSON array of the claims) + '.' + base64url(HMAC-SHA256).
 * A search costs no write; a booking leg later proves the price it was shown (docs/architecture.md §4).
 */
export function quoteTokens(secret: string) {
  const key = Buffer.from(`${secret}:quotes:v1`);
  const mac = hmacSha256(key);
  // the same MAC written as base64url by the hash itself: no Buffer per signed quote
  const macText = hmacSha256(key, 'base64url');
  return {
    /** Signs claims into a quoteID. */
    sign(claims: QuoteClaims): string {
      const body = encode(claims);
      return `${body}.${macText(body)}`;
    },
    /** Verifies a quoteID at `now`; returns its claims or the reason it is refused. */
    verify(
      quoteID: string,
      now: Date,
    ): { ok: true; claims: QuoteClaims } | { ok: false; error: QuoteTokenError } {
      const [body, signature, extra] = quoteID.split('.');
      if (!body || !signature || extra !== undefined) return { ok: false, error: 'malformed' };
      const given = Buffer.from(signature, 'base64url');
      const expected = mac(body);
      if (given.length !== expected.length || !timingSafeEqual(given, expected))
        return { ok: false, error: 'bad_signature' };
      let claims: QuoteClaims | null;
      try {
        claims = decode(body);
      } catch {
        claims = null;
      }
      if (!claims) return { ok: false, error: 'malformed' };
      if (claims.exp * 1000 <= now.getTime()) return { ok: false, error: 'expired' };
      return { ok: true, claims };
    },
  };
}
export type QuoteTokens = ReturnType<typeof quoteTokens>;
