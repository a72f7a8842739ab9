import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { anonymousToken } from '../../../test/helper.ts';
import { clockedApp, seedCustomer, userToken } from '../accounts/accounts.test-kit.ts';
import { PASSENGER_NOT_FOUND } from './booking-reads.ts';
import {
  FAILED_PASSENGER_READS_PER_MINUTE,
  PASSENGER_READS_PER_MINUTE,
  TOO_MANY_PASSENGER_READS,
} from './manage-bookings.routes.ts';
import { paidBooking } from './manage-bookings.test-kit.ts';

type App = Awaited<ReturnType<typeof clockedApp>>;
let opened: App | null = null;
afterEach(async () => {
  await opened?.close();
  opened = null;
});
async function open(): Promise<App> {
  opened = await clockedApp(new Date('2026-11-21T12:00:00Z'));
  return opened;
}

/** The reference of the booking under test, as its traveller knows it (set by each test). */
let knownReference: string | undefined;

const NOT_FOUND = { error: 'not_found', error_description: PASSENGER_NOT_FOUND };
const TOO_MANY = { error: 'too_many_requests', error_description: TOO_MANY_PASSENGER_READS };

/**
 * GET /api/v1/passengers/{id}[?email=&reference=] with `token` from `remoteAddress` (a spoofed
 * X-Forwarded-For too); `reference` defaults to the one set by `knownReference` (what a reader who
 * found the booking has).
 */
function passenger(app: FastifyInstance, token: string, remoteAddress = '203.0.113.7') {
  let n = 0;
  return (id: number, email?: string, reference: string | undefined = knownReference) =>
    app.inject({
      method: 'GET',
      url: `/api/v1/passengers/${id}${email === undefined ? '' : `?email=${encodeURIComponent(email)}`}${
        email === undefined || reference === undefined ? '' : `&reference=${reference}`
      }`,
      remoteAddress,
      headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': `198.51.100.${(n++ % 250) + 1}` },
    });
}

describe('passenger reads by e-mail are rate-limited and not enumerable (ADR 011)', () => {
  it('300 sequential ids with a known e-mail from one address meet 429 long before the end, with at most 20 answers', async () => {
    const { app } = await open();
    const victim = await paidBooking(app, await anonymousToken(app), { email: 'victim@example.com' });
    knownReference = victim.reference;
    await paidBooking(app, await anonymousToken(app), { email: 'other@example.com' });
    const read = passenger(app, await anonymousToken(app));
    const statuses: number[] = [];
    const started = performance.now();
    for (let id = 1; id <= 300; id++) statuses.push((await read(id, 'victim@example.com')).statusCode);
    const elapsedMs = Math.round(performance.now() - started);

    const firstRefusal = statuses.indexOf(429);
    const answered = statuses.filter((s) => s !== 429);
    console.info(
      `passenger enumeration: 300 ids in ${elapsedMs} ms; first 429 at request ${firstRefusal + 1}; ` +
        `${statuses.filter((s) => s === 200).length} legs, ${statuses.filter((s) => s === 404).length} 404s, ` +
        `${statuses.filter((s) => s === 429).length} 429s`,
    );
    expect(firstRefusal).toBeGreaterThan(0);
    expect(firstRefusal).toBeLessThanOrEqual(PASSENGER_READS_PER_MINUTE);
    expect(statuses.slice(firstRefusal).every((s) => s === 429)).toBe(true);
    expect(answered.length).toBeLessThanOrEqual(PASSENGER_READS_PER_MINUTE);
    expect(statuses.filter((s) => s === 404).length).toBeLessThanOrEqual(FAILED_PASSENGER_READS_PER_MINUTE);
    expect(statuses[victim.passengerID - 1]).toBe(200);
  });

  it('answers the same 404 body for an unknown id, a wrong e-mail or reference, no e-mail and a signed-in stranger', async () => {
    const { app, db } = await open();
    const leg = await paidBooking(app, await anonymousToken(app), { email: 'anna@example.com' });
    knownReference = leg.reference;
    await seedCustomer(db, { email: 'eve@example.com', password: 'Glacier-2026', verified: true });
    const anon = passenger(app, await anonymousToken(app));
    const eve = passenger(app, await userToken(app, 'eve@example.com', 'Glacier-2026'));
    const answers = [
      await anon(leg.passengerID + 1000, 'anna@example.com'),
      await anon(leg.passengerID, 'eve@example.com'),
      await anon(leg.passengerID, 'anna@example.com', 'ZZZZZZZZ'),
      await anon(leg.passengerID, 'anna@example.com', ''),
      await anon(leg.passengerID),
      await eve(leg.passengerID),
      await eve(leg.passengerID, 'eve@example.com'),
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404, 404, 404]);
    for (const a of answers) expect(a.json()).toEqual(NOT_FOUND);
    expect((await anon(leg.passengerID, 'Anna@Example.com')).statusCode).toBe(200);
  });

  it('after 10 failed look-ups from one address even the right id and e-mail answer 429 with Retry-After', async () => {
    const { app } = await open();
    const leg = await paidBooking(app, await anonymousToken(app), { email: 'anna@example.com' });
    knownReference = leg.reference;
    const read = passenger(app, await anonymousToken(app));
    for (let i = 0; i < FAILED_PASSENGER_READS_PER_MINUTE; i++) {
      expect((await read(leg.passengerID, `guess${i}@example.com`)).statusCode).toBe(404);
    }
    const refused = await read(leg.passengerID, 'anna@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another connection is not held back by this one's guesses.
    expect(
      (await passenger(app, await anonymousToken(app), '203.0.113.8')(leg.passengerID, 'anna@example.com'))
        .statusCode,
    ).toBe(200);
  });

  it('answers 429 to the 21st read by e-mail within a minute from one address, even when every one succeeds', async () => {
    const { app } = await open();
    const leg = await paidBooking(app, await anonymousToken(app), { email: 'anna@example.com' });
    knownReference = leg.reference;
    const read = passenger(app, await anonymousToken(app));
    for (let i = 0; i < PASSENGER_READS_PER_MINUTE; i++) {
      expect((await read(leg.passengerID, 'anna@example.com')).statusCode).toBe(200);
    }
    const refused = await read(leg.passengerID, 'anna@example.com');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual(TOO_MANY);
  });

  it('a signed-in owner reads their own legs 40 times a minute from the same address without meeting the limit', async () => {
    const { app, db } = await open();
    const annaID = await seedCustomer(db, {
      email: 'anna@example.com',
      password: 'Glacier-2026',
      verified: true,
    });
    const anna = await userToken(app, 'anna@example.com', 'Glacier-2026');
    const own = await paidBooking(app, anna, { email: 'anna@example.com', customerID: annaID });
    knownReference = own.reference;
    const read = passenger(app, anna);
    for (let i = 0; i < PASSENGER_READS_PER_MINUTE; i++) {
      expect((await read(own.passengerID, 'anna@example.com')).statusCode).toBe(200);
    }
    const statuses: number[] = [];
    for (let i = 0; i < 40; i++) statuses.push((await read(own.passengerID)).statusCode);
    expect(statuses).toEqual(Array(40).fill(200));
  });
});
