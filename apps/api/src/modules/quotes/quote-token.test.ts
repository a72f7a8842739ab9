import fc from 'fast-check';
import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { claimsJson, claimsJsonReference, hmacSha256, quoteTokens, type QuoteClaims } from './quote-token.ts';

const claims: QuoteClaims = {
  product: 'shared_fixed',
  origin: 1,
  destination: 10,
  date: '2026-12-19',
  time: '11:00',
  durationMinutes: 75,
  pax: 2,
  priceMinor: 7800,
  currency: 'EUR',
  departureKey: '1101:2026-12-19:11:00',
  statusID: 2,
  promotionID: 1,
  partnerID: null,
  customerID: 77,
  connection: { date: '2026-12-19', time: '10:30', modeID: 1 },
  exp: Date.parse('2026-11-21T12:30:00Z') / 1000,
};
const tokens = quoteTokens('secret-secret-secret-secret-secret-secret');
const before = new Date('2026-11-21T12:29:59Z');

describe('signed quotes: the server can verify a quote price later (docs/architecture.md §4, ADR 003)', () => {
  it('gives back exactly the claims it signed', () => {
    expect(tokens.verify(tokens.sign(claims), before)).toEqual({ ok: true, claims });
  });

  it('refuses a quote whose price was changed by the client', () => {
    const id = tokens.sign(claims);
    const forged = tokens.sign({ ...claims, priceMinor: 100 }).split('.')[0];
    expect(tokens.verify(`${forged}.${id.split('.')[1]}`, before)).toEqual({
      ok: false,
      error: 'bad_signature',
    });
  });

  it('refuses a quote signed with another secret', () => {
    const other = quoteTokens('another-secret-another-secret-another-secret').sign(claims);
    expect(tokens.verify(other, before)).toEqual({ ok: false, error: 'bad_signature' });
  });

  it('refuses an expired quote (30 minutes)', () => {
    expect(tokens.verify(tokens.sign(claims), new Date('2026-11-21T12:30:00Z'))).toEqual({
      ok: false,
      error: 'expired',
    });
  });

  it('refuses malformed ids', () => {
    expect(tokens.verify('nonsense', before)).toEqual({ ok: false, error: 'malformed' });
    expect(tokens.verify('a.b.c', before)).toEqual({ ok: false, error: 'malformed' });
  });
});

describe('quoteID wire form (docs/architecture.md §5: written by hand, same bytes as before)', () => {
  const variants: QuoteClaims[] = [
    claims,
    { ...claims, departureKey: null, promotionID: null, customerID: null, partnerID: 4, statusID: 1 },
    { ...claims, product: 'private_premium', priceMinor: 123456, currency: 'CHF', time: '00:05' },
    { ...claims, product: 'a"b\\c\u2028', connection: { date: '2027-01-01', time: '23:55', modeID: 3 } },
  ];
  it.each(variants.map((v, i) => [i, v] as const))(
    'claimsJson writes claims %i exactly as JSON.stringify of the FIELDS array',
    (_, v) => {
      expect(claimsJson(v)).toBe(claimsJsonReference(v));
      expect(JSON.parse(claimsJson(v))).toHaveLength(16);
    },
  );
  it('claimsJson writes any claims (random strings, escapes, surrogates; integers, -0, NaN, Infinity, null) as the FIELDS array', () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: 'binary' }),
      fc.constantFrom('11:00', 'a b.c-d_e:f'),
    );
    const num = fc.oneof(fc.integer(), fc.double(), fc.constant(-0));
    const maybe = fc.option(num, { nil: null });
    fc.assert(
      fc.property(
        fc.record({
          product: text,
          origin: num,
          destination: num,
          date: text,
          time: text,
          durationMinutes: num,
          pax: num,
          priceMinor: num,
          currency: fc.constantFrom('CHF' as const, 'EUR' as const),
          departureKey: fc.option(text, { nil: null }),
          statusID: fc.constantFrom(1 as const, 2 as const),
          promotionID: maybe,
          partnerID: maybe,
          customerID: maybe,
          connection: fc.record({ date: text, time: text, modeID: num }),
          exp: num,
        }),
        (v) => {
          expect(claimsJson(v)).toBe(claimsJsonReference(v));
        },
      ),
      { numRuns: 2000 },
    );
  });
  it('the signed body is base64url of that JSON', () => {
    const body = tokens.sign(claims).split('.')[0]!;
    expect(Buffer.from(body, 'base64url').toString('utf8')).toBe(claimsJsonReference(claims));
  });
});

describe('quote signatures are HMAC-SHA256 (RFC 2104; docs/architecture.md §5: cheaper, same bytes)', () => {
  /** A random string of `length` UTF-16 units drawn from `alphabet` (or any unit, surrogates too). */
  const randomText = (length: number, alphabet?: string) =>
    Array.from({ length }, () =>
      alphabet ? alphabet[randomInt(alphabet.length)] : String.fromCharCode(randomInt(0x10000)),
    ).join('');
  const base64url = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

  it('hmacSha256 gives the bytes of createHmac (as a Buffer and as base64url) for random keys and texts, short, long and non-ASCII', () => {
    // Keys shorter than, equal to and longer than the 64-byte block; texts up to past the scratch.
    for (const keyLength of [0, 1, 20, 63, 64, 65, 100, 300]) {
      const key = randomBytes(keyLength);
      const mac = hmacSha256(key);
      const macText = hmacSha256(key, 'base64url');
      for (let i = 0; i < 60; i++) {
        const length = i < 50 ? randomInt(400) : randomInt(1300, 6000);
        const text = randomText(length, i % 3 === 2 ? undefined : base64url);
        const reference = createHmac('sha256', key).update(text).digest();
        expect(mac(text).equals(reference)).toBe(true);
        expect(macText(text)).toBe(reference.toString('base64url'));
      }
    }
  });

  it('a signed quoteID carries createHmac over its body, as before the change', () => {
    const secret = 'secret-secret-secret-secret-secret-secret';
    const [body, signature] = quoteTokens(secret).sign(claims).split('.');
    expect(signature).toBe(
      createHmac('sha256', Buffer.from(`${secret}:quotes:v1`))
        .update(body!)
        .digest('base64url'),
    );
  });

  it('a body that only differs in characters outside ASCII is refused (no byte folding)', () => {
    const id = tokens.sign(claims);
    const [body, signature] = id.split('.');
    // Its first character + 0x100 (e.g. 'W' -> U+0157) writes as that same byte in latin1.
    const folded = String.fromCharCode(0x100 + body!.charCodeAt(0)) + body!.slice(1);
    expect(tokens.verify(`${folded}.${signature}`, before)).toEqual({ ok: false, error: 'bad_signature' });
    expect(tokens.verify(`\u0141${body}.${signature}`, before)).toEqual({
      ok: false,
      error: 'bad_signature',
    });
  });
});
