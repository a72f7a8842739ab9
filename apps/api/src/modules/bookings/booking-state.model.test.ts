import type { FastifyInstance } from 'fastify';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { anonymousToken, freshDatabase, onPostgres } from '../../../test/helper.ts';
import type { QuoteClaims } from '../quotes/quote-token.ts';
import { NOT_BOOKED_ERRORS } from '../payments/payment-settlement.ts';
import { ERROR_CATALOGUES } from '../../i18n/errors.ts';
import { SEATS_GONE, VEHICLE_GONE } from './bookings.service.ts';
import { TOO_MANY_REVIEWS } from './review/booking-review.ts';
import { checkInvariants } from './booking-state.test-kit.ts';
import { appOn, bookingApi, setFleet, sweeperOn, testQuoteTokens } from './bookings.test-kit.ts';

/**
 * Model test of the booking state machine (ADR 010): random sequences of hold,
 * second leg, checkout (get-client-secret), pay (4242) or decline (4000 0000 0000 0002), expire
 * (clock + 16 or 31 min, then the expiry sweep), cancel (policy refund), review (statusID 1, its
 * deadline passing with the clock), crash-restart (the app closed and built again on the SAME
 * database, so whatever start-up recovery buildApp runs, runs) and crash mid-payment (an intent
 * left 'processing', charged or not, then a restart) on one small shared departure and, for
 * private legs, a small fleet row (ADR 022: Geneva's standard saloons, FLEET vehicles, one
 * working window, so they run out).
 * After every command the invariants hold (see `checkInvariants`). SQLite only: one in-memory
 * database and one app per sequence.
 */

const NOW = new Date('2026-11-21T12:00:00Z');
const CAPACITY = 3;
/** Geneva's standard saloons in this test (ADR 022): few, so that private holds meet 409 and the caps. */
const FLEET = 2;
/** The 429 texts of the unpaid held vehicles' caps (ADR 011 amended, ADR 022). */
const VEHICLE_CAPS = ['tooManyHeldVehicles', 'tooManyHeldVehiclesHere', 'tooManyHeldVehiclesOfBase'];
const RUNS = Number(process.env.MODEL_RUNS ?? 1000);
const VISA = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };
const DECLINED = { ...VISA, number: '4000 0000 0000 0002' };
/** Review holds last 30 min in this test, so the clock can pass a deadline (REVIEW_HOLD_HOURS). */
const REVIEW_HOLD_HOURS = 0.5;
const NOT_BOOKED_CODES = Object.values(NOT_BOOKED_ERRORS).map((e) => e.code);

type Booking = { id: number; intent: { id: string; secret: string } | null };
type Model = { bookings: Booking[] };
type Real = {
  db: Db;
  app: FastifyInstance;
  clock: { now: Date };
  token: string;
  api: ReturnType<typeof bookingApi>;
  paymentCustomer: string;
  /** The departure's claims as the search signed them (pax 1). */
  base: QuoteClaims;
  /** A standard private quote's claims from Geneva Airport as the search signed them (pax 1; ADR 022). */
  privateBase: QuoteClaims;
  /** The fleet row of those private legs. */
  fleetID: number;
};

const tokens = testQuoteTokens();
/** What the sequences did, counted (printed, and checked so that the run is not vacuous). */
const seen = new Map<string, number>();
const saw = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);

/**
 * A quote of the test departure (or, `privately`, of the private transfer) for `pax`, signed now
 * (statusID 1 = on request: review path; a private leg in review keeps its vehicle, ADR 022).
 */
function quoteFor(r: Real, pax: number, statusID: 1 | 2, privately = false): string {
  const exp = Math.floor(r.clock.now.getTime() / 1000) + 30 * 60 - pax;
  const base = privately ? r.privateBase : r.base;
  const priceMinor = privately ? base.priceMinor : base.priceMinor * pax;
  return tokens.sign({ ...base, pax, priceMinor, statusID, exp });
}

const row = async (db: Db, bookingID: number) =>
  db.kysely
    .selectFrom('bookings')
    .select(['state', 'paid_reference', 'total_minor', 'currency'])
    .where('booking_id', '=', bookingID)
    .executeTakeFirstOrThrow();

const noServerError = (res: { statusCode: number; body: string; json: () => unknown }) => {
  expect(res.statusCode, res.body).toBeLessThan(500);
  if (res.statusCode >= 400) expect(res.json()).toMatchObject({ error: expect.any(String) });
};

/** The booking `which` names: -1 the latest, else by index (modulo). */
const pickFrom = (list: Booking[], which: number) => list[which < 0 ? list.length - 1 : which % list.length]!;
const pick = (m: Model, which: number) => pickFrom(m.bookings, which);

/** A command whose run is its action followed by the invariants. */
abstract class Step implements fc.AsyncCommand<Model, Real> {
  abstract check(m: Readonly<Model>): boolean;
  abstract act(m: Model, r: Real): Promise<void>;
  async run(m: Model, r: Real): Promise<void> {
    await this.act(m, r);
    await checkInvariants(r.db);
  }
}

class Hold extends Step {
  constructor(
    readonly pax: number,
    readonly review: boolean,
    readonly privately = false,
  ) {
    super();
  }
  override check() {
    return true;
  }
  override async act(m: Model, r: Real) {
    const id = await r.api.newBooking();
    m.bookings.push({ id, intent: null });
    // a private leg from an address of its own, so that the fleet runs out before one address's cap
    const from = this.privately ? bookingApi(r.app, r.token, `127.0.2.${m.bookings.length}`) : r.api;
    const res = await from.addLeg(id, quoteFor(r, this.pax, this.review ? 1 : 2, this.privately));
    noServerError(res);
    saw(`hold${this.privately ? ' private' : ''}: ${res.statusCode}`);
    if (this.privately && res.statusCode === 429) {
      const capTexts = VEHICLE_CAPS.map((key) => ERROR_CATALOGUES.en[key]!.split('{{')[0]!);
      const text = (res.json() as { error_description: string }).error_description;
      expect(
        capTexts.some((start) => text.startsWith(start)),
        text,
      ).toBe(true);
      return;
    }
    if (this.privately && res.statusCode === 409) {
      // the vehicles are really gone: as many stand (held, in review or sold) as the row has
      expect(res.json()).toEqual({ error: 'conflict', error_description: VEHICLE_GONE });
      const standing = await r.db.kysely
        .selectFrom('vehicle_holds')
        .select('hold_id')
        .where('fleet_id', '=', r.fleetID)
        .where('state', 'in', ['held', 'sold'])
        .execute();
      expect(standing.length).toBe(FLEET);
      return;
    }
    if (res.statusCode !== 200) {
      expect(res.json()).toEqual({ error: 'conflict', error_description: SEATS_GONE });
      const load = await r.db.kysely
        .selectFrom('departure_loads')
        .select('seats_taken')
        .executeTakeFirstOrThrow();
      expect(load.seats_taken + this.pax).toBeGreaterThan(CAPACITY);
      return;
    }
    if (!this.review) return;
    const waiting = await r.db.kysely
      .selectFrom('bookings')
      .select('booking_id')
      .where('state', '=', 'awaiting_review')
      .execute();
    const sent = await r.api.call('POST', `/api/v1/bookings/${id}/review`);
    saw(`review: ${sent.statusCode}`);
    if (waiting.length >= 3) {
      expect(sent.json()).toEqual({ error: 'too_many_requests', error_description: TOO_MANY_REVIEWS });
    } else {
      expect(sent.statusCode, sent.body).toBe(200);
      const deadline = new Date(r.clock.now.getTime() + REVIEW_HOLD_HOURS * 3_600_000).toISOString();
      expect(sent.json()).toMatchObject({ data: { state: 'awaiting_review', reviewExpiresAt: deadline } });
    }
  }
  override toString() {
    return `hold(${this.pax}${this.review ? ', review' : ''}${this.privately ? ', private' : ''})`;
  }
}

class SecondLeg extends Step {
  constructor(
    readonly which: number,
    readonly pax: number,
  ) {
    super();
  }
  override check(m: Readonly<Model>) {
    return m.bookings.length > 0;
  }
  override async act(m: Model, r: Real) {
    const b = pick(m, this.which);
    noServerError(await r.api.addLeg(b.id, quoteFor(r, this.pax, 2)));
  }
  override toString() {
    return `secondLeg(#${this.which}, ${this.pax})`;
  }
}

class Checkout extends Step {
  constructor(readonly which: number) {
    super();
  }
  override check(m: Readonly<Model>) {
    return m.bookings.length > 0;
  }
  override async act(m: Model, r: Real) {
    const b = pick(m, this.which);
    const before = await row(r.db, b.id);
    const legs = await r.db.kysely
      .selectFrom('booking_legs')
      .select('status_id')
      .where('booking_id', '=', b.id)
      .execute();
    const res = await r.api.call('POST', '/wp-json/stripe-api/v1/get-client-secret', {
      customer_id: r.paymentCustomer,
      booking_id: b.id,
      amount: before.total_minor,
      currency: (before.currency ?? 'EUR').toLowerCase(),
    });
    noServerError(res);
    // A pending, card-payable booking is always payable (ADR 010: even after a refund).
    if (before.state === 'pending_payment' && legs.length > 0 && legs.every((l) => l.status_id === 2)) {
      expect(res.statusCode, res.body).toBe(200);
    }
    saw(`checkout: ${res.statusCode}`);
    if (res.statusCode === 200) {
      const pi = res.json() as { client_secret: string; payment_intent_id: string };
      const intent = await r.db.kysely
        .selectFrom('payment_intents')
        .select('status')
        .where('id', '=', pi.payment_intent_id)
        .executeTakeFirstOrThrow();
      expect(intent.status, 'get-client-secret answers an open intent').toMatch(/^requires_/);
      b.intent = { id: pi.payment_intent_id, secret: pi.client_secret };
    }
  }
  override toString() {
    return `checkout(#${this.which})`;
  }
}

class Pay extends Step {
  constructor(
    readonly which: number,
    readonly declined: boolean,
  ) {
    super();
  }
  override check(m: Readonly<Model>) {
    return m.bookings.some((b) => b.intent !== null);
  }
  override async act(m: Model, r: Real) {
    const paying = m.bookings.filter((b) => b.intent !== null);
    const b = pickFrom(paying, this.which);
    const res = await r.app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payment-intents/${b.intent!.id}/confirm`,
      payload: { client_secret: b.intent!.secret, card: this.declined ? DECLINED : VISA },
    });
    noServerError(res);
    const answer = res.json() as { status: string; error: { code: string } | null };
    const after = await row(r.db, b.id);
    saw(`pay: ${answer.status}${answer.error ? ` (${answer.error.code})` : ''}`);
    if (answer.status === 'succeeded') expect(after.paid_reference).toBe(b.intent!.id);
    if (answer.status === 'canceled') expect(NOT_BOOKED_CODES).toContain(answer.error?.code);
    if (this.declined && answer.status === 'requires_payment_method') {
      expect(answer.error?.code).toBe('card_declined');
    }
  }
  override toString() {
    return `${this.declined ? 'decline' : 'pay'}(#${this.which})`;
  }
}

/**
 * The refund path of ADR 010: a booking with an open payment gets another leg (its
 * total grows), then the old payment is confirmed with 4242: refunded with a message saying the
 * booking changed, and the booking stays payable (Checkout then gets a new intent).
 */
class StalePay extends Step {
  constructor(readonly which: number) {
    super();
  }
  override check(m: Readonly<Model>) {
    return m.bookings.some((b) => b.intent !== null);
  }
  override async act(m: Model, r: Real) {
    const paying = m.bookings.filter((b) => b.intent !== null);
    const b = pickFrom(paying, this.which);
    const added = await r.api.addLeg(b.id, quoteFor(r, 1, 2));
    noServerError(added);
    saw(`stale: leg ${added.statusCode}`);
    await new Pay(this.which, false).act({ bookings: [b] }, r);
  }
  override toString() {
    return `stalePay(#${this.which})`;
  }
}

class Cancel extends Step {
  constructor(readonly which: number) {
    super();
  }
  override check(m: Readonly<Model>) {
    return m.bookings.length > 0;
  }
  override async act(m: Model, r: Real) {
    const b = pick(m, this.which);
    const before = await row(r.db, b.id);
    const res = await r.api.call('POST', `/api/v1/bookings/${b.id}/cancellation`, { acceptPolicy: true });
    noServerError(res);
    const cancellable = before.state === 'confirmed' || before.state === 'cancelled';
    expect(res.statusCode, res.body).toBe(cancellable ? 200 : 409);
    if (cancellable) expect((await row(r.db, b.id)).state).toBe('cancelled');
    saw(`cancel: ${res.statusCode}`);
  }
  override toString() {
    return `cancel(#${this.which})`;
  }
}

class Advance extends Step {
  constructor(readonly minutes: number) {
    super();
  }
  override check() {
    return true;
  }
  override async act(_m: Model, r: Real) {
    r.clock.now = new Date(r.clock.now.getTime() + this.minutes * 60_000);
    const now = r.clock.now;
    const sweeper = sweeperOn(r.db, () => now);
    const reviews = await sweeper.releaseExpiredReviews(now);
    if ((await sweeper.releaseExpiredHolds(now)) > 0) saw('expire: holds released');
    if (reviews > 0) saw('expire: reviews expired');
    const iso = now.toISOString();
    const stale = await r.db.kysely
      .selectFrom('bookings')
      .select('booking_id')
      .where((eb) =>
        eb.or([
          eb.and([eb('state', '=', 'awaiting_review'), eb('review_expires_at', '<=', iso)]),
          eb.and([
            eb('state', '=', 'pending_payment'),
            eb.or([
              eb.exists(
                eb
                  .selectFrom('seat_holds')
                  .select('hold_id')
                  .whereRef('seat_holds.booking_id', '=', 'bookings.booking_id')
                  .where('seat_holds.state', '=', 'held')
                  .where('seat_holds.expires_at', '<=', iso),
              ),
              eb.exists(
                eb
                  .selectFrom('vehicle_holds')
                  .select('hold_id')
                  .whereRef('vehicle_holds.booking_id', '=', 'bookings.booking_id')
                  .where('vehicle_holds.state', '=', 'held')
                  .where('vehicle_holds.expires_at', '<=', iso),
              ),
            ]),
          ]),
        ]),
      )
      .execute();
    expect(stale, 'holds past their expiry after the sweep').toEqual([]);
  }
  override toString() {
    return `advance(${this.minutes} min) + sweep`;
  }
}

class Restart extends Step {
  override check() {
    return true;
  }
  override async act(_m: Model, r: Real) {
    await r.app.close();
    r.app = await appOn(r.db, () => r.clock.now, { reviewHoldHours: REVIEW_HOLD_HOURS });
    r.api = bookingApi(r.app, r.token);
    saw('crash-restart');
  }
  override toString() {
    return 'crash-restart';
  }
}

/**
 * A process killed while it confirmed a card (ADR 009): the intent is left 'processing', the
 * card charged or not, and the app restarts on the same database. The start-up recovery must
 * settle it: charged -> booking confirmed by this intent (one e-mail, checked by the invariants)
 * or refunded; not charged -> payable again (requires_payment_method).
 */
class CrashMidPayment extends Step {
  constructor(
    readonly which: number,
    readonly charged: boolean,
  ) {
    super();
  }
  override check(m: Readonly<Model>) {
    return m.bookings.some((b) => b.intent !== null);
  }
  override async act(m: Model, r: Real) {
    const b = pickFrom(
      m.bookings.filter((x) => x.intent !== null),
      this.which,
    );
    const intentID = b.intent!.id;
    const before = await r.db.kysely
      .selectFrom('payment_intents')
      .select('status')
      .where('id', '=', intentID)
      .executeTakeFirstOrThrow();
    if (!['requires_payment_method', 'requires_action'].includes(before.status)) return;
    const died = new Date(r.clock.now.getTime() - 60_000).toISOString();
    await r.db.kysely
      .updateTable('payment_intents')
      .set({ status: 'processing', updated_at: died, charged_at: this.charged ? died : null })
      .where('id', '=', intentID)
      .execute();
    await new Restart().act(m, r);
    const after = await r.db.kysely
      .selectFrom('payment_intents')
      .select('status')
      .where('id', '=', intentID)
      .executeTakeFirstOrThrow();
    saw(`crash mid-payment (${this.charged ? 'charged' : 'not charged'}): ${after.status}`);
    if (!this.charged) expect(after.status).toBe('requires_payment_method');
    else {
      expect(['succeeded', 'canceled']).toContain(after.status);
      if (after.status === 'succeeded') expect((await row(r.db, b.id)).paid_reference).toBe(intentID);
    }
  }
  override toString() {
    return `crashMidPayment(#${this.which}, ${this.charged ? 'charged' : 'not charged'})`;
  }
}

/** Mostly the latest booking (so that flows go on), sometimes an older one. */
const which = fc.oneof(
  { arbitrary: fc.constant(-1), weight: 3 },
  { arbitrary: fc.nat({ max: 7 }), weight: 2 },
);
const hold = fc
  .tuple(fc.integer({ min: 1, max: 3 }), fc.integer({ min: 0, max: 3 }), fc.boolean())
  .map(([pax, review, privately]) => new Hold(pax, review === 0, privately));
/** Commands and their weights (one oneof, so fc.commands still shrinks a failing sequence). */
const commands = [
  fc.oneof(
    { arbitrary: hold, weight: 4 },
    {
      arbitrary: fc.tuple(which, fc.integer({ min: 1, max: 2 })).map(([w, pax]) => new SecondLeg(w, pax)),
      weight: 2,
    },
    { arbitrary: which.map((w) => new Checkout(w)), weight: 4 },
    { arbitrary: which.map((w) => new Pay(w, false)), weight: 4 },
    { arbitrary: which.map((w) => new Pay(w, true)), weight: 2 },
    { arbitrary: which.map((w) => new StalePay(w)), weight: 2 },
    { arbitrary: which.map((w) => new Cancel(w)), weight: 2 },
    { arbitrary: fc.constantFrom(16, 31).map((min) => new Advance(min)), weight: 3 },
    { arbitrary: fc.constant(null).map(() => new Restart()), weight: 1 },
    {
      arbitrary: fc.tuple(which, fc.boolean()).map(([w, charged]) => new CrashMidPayment(w, charged)),
      weight: 3,
    },
  ),
];

describe.skipIf(onPostgres)('the booking state machine, modelled (ADR 010)', () => {
  let base: QuoteClaims;
  let privateBase: QuoteClaims;
  let timetableID: number;

  beforeAll(async () => {
    const { db, drop } = await freshDatabase();
    const app = await appOn(db, () => NOW);
    const quotes = await bookingApi(app, await anonymousToken(app)).search({ pax: 1 });
    const quote = quotes.find((q) => q.journey.product === 'shared_door' && q.status.statusID === 2)!;
    const verified = tokens.verify(quote.quoteID, NOW);
    if (!verified.ok || !verified.claims.departureKey) throw new Error('a shared quote should verify');
    base = verified.claims;
    const privately = tokens.verify(
      quotes.find((q) => q.journey.product === 'private_standard')!.quoteID,
      NOW,
    );
    if (!privately.ok) throw new Error('a private quote should verify');
    privateBase = privately.claims;
    timetableID = Number(base.departureKey!.split(':')[0]);
    await app.close();
    await drop();
  });

  it(`keeps its invariants over ${RUNS} random command sequences on SQLite`, async () => {
    const started = Date.now();
    const cpu = process.cpuUsage();
    await fc.assert(
      fc.asyncProperty(fc.commands(commands, { maxCommands: 10, size: '+1' }), async (cmds) => {
        const { db, drop } = await freshDatabase();
        await db.kysely
          .updateTable('timetables')
          .set({ capacity: CAPACITY })
          .where('timetable_id', '=', timetableID)
          .execute();
        const fleetID = await setFleet(db, { vehicleClass: 'standard', size: 'saloon', vehicles: FLEET });
        const clock = { now: NOW };
        const app = await appOn(db, () => clock.now, { reviewHoldHours: REVIEW_HOLD_HOURS });
        const token = await anonymousToken(app);
        const api = bookingApi(app, token);
        const customer = await api.call('POST', '/wp-json/stripe-api/v1/add-customer', {
          email: 'ann@example.com',
          name: 'Anna Muller',
          phone: '447900000000',
        });
        const real: Real = {
          db,
          app,
          clock,
          token,
          api,
          paymentCustomer: (customer.json() as { customer_id: string }).customer_id,
          base,
          privateBase,
          fleetID,
        };
        try {
          await fc.asyncModelRun(() => ({ model: { bookings: [] }, real }), cmds);
        } finally {
          await real.app.close();
          await drop();
        }
      }),
      { numRuns: RUNS },
    );
    // Measured and reported: the whole run should stay well under two minutes.
    console.info(
      `booking state model: ${RUNS} sequences in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      `(CPU ${((process.cpuUsage(cpu).user + process.cpuUsage(cpu).system) / 1e6).toFixed(1)} s)`,
      Object.fromEntries([...seen].sort()),
    );
    // The frequent outcomes must show up (rarer ones, e.g. a seats_gone or booking_changed refund
    // or a 4th review refused, are printed above and have their own deterministic tests).
    if (RUNS >= 1000) {
      for (const what of [
        'pay: succeeded',
        'hold private: 200',
        'pay: requires_payment_method (card_declined)',
        'expire: holds released',
        'expire: reviews expired',
        'crash-restart',
        'crash mid-payment (charged): succeeded',
        'crash mid-payment (not charged): requires_payment_method',
      ]) {
        expect(seen.get(what) ?? 0, `sequences reached "${what}"`).toBeGreaterThan(0);
      }
    }
  }, 300_000);
});
