import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach } from 'vitest';
import { anonymousToken, buildTestApp, sessionOf, testConfig } from '../../../test/helper.ts';
import type { Db } from '../../db/database.ts';
import { addressesRepository } from '../addresses/addresses.repository.ts';
import { addressesService } from '../addresses/addresses.service.ts';
import type { Principal } from '../../http/principal.ts';
import { locationsRepository } from '../locations/locations.repository.ts';
import { locationsService } from '../locations/locations.service.ts';
import { quoteTokens } from '../quotes/quote-token.ts';
import { quotesRepository } from '../quotes/quotes.repository.ts';
import { quotesService } from '../quotes/quotes.service.ts';
import type { BookingMailOutbox } from './ports.ts';
import { bookingsRepository } from './bookings.repository.ts';
import { customersRepository } from '../customers/customers.repository.ts';
import { customersService } from '../customers/customers.service.ts';
import { bookingsService } from './bookings.service.ts';
import { buildApp } from '../../app.ts';
import type { AppConfig } from '../../config.ts';
import { mailRepository } from '../mail/mail.repository.ts';
import { mailService } from '../mail/mail.service.ts';
import { sendReviewExpired } from '../mail/booking-mails.ts';
import { type BookingsDeps } from './bookings.service.ts';

/** Shared pieces of the bookings tests (not a test file itself). */

export const GENEVA_AIRPORT = 1;
export const CHAMONIX = 10;
/**
 * Geneva Airport Arrivals Hall, Hôtel Mont-Blanc Chamonix (a door-to-door drop, not a stop) and
 * Gare Routière de Chamonix Sud (a fixed stop) (seed ids: locationID * 100 + row).
 */
export const GVA_ARRIVALS = 101;
export const CHAMONIX_HOTEL = 1003;
export const CHAMONIX_STOP = 1001;

/**
 * One leg of a fare search (spec part 2 §7 POST /fares/quotes): Geneva Airport -> Chamonix on
 * 19 December 2026 at 10:30, by plane (modeID 1), 2 passengers, shared and private; `over`
 * replaces fields.
 */
export function searchItem(over: Record<string, unknown> = {}) {
  return {
    brand: { brandID: 1 },
    origin: { locationID: GENEVA_AIRPORT },
    destination: { locationID: CHAMONIX },
    connection: { date: '2026-12-19', time: '10:30', modeID: 1 },
    private: null,
    fixed: null,
    pax: 2,
    ...over,
  };
}

/** A quote as the search answers it, reduced to what the tests read. */
export type TestQuote = {
  quoteID: string;
  journey: {
    product: string;
    private: boolean;
    pax: number;
    time: string;
    date: string;
    seatsLeft: number | null;
  };
  fare: { price: number; currency: string };
  status: { statusID: number };
  partner?: { partnerID: number } | null;
  payment?: { card: boolean; invoice: boolean };
};

/** The quote tokens of the test configuration (to forge or re-sign quotes). */
export const testQuoteTokens = () => quoteTokens(testConfig().jwtSecret);

/**
 * The Chamonix drop-off a leg of `quoteID` may take: the fixed stop for a fixed-stop coach
 * (`shared_fixed` stops only at its stops), the hotel otherwise or when the quoteID is not one
 * of the test secret's (a forged or broken quote keeps the hotel; the quote's own check refuses it).
 */
export function chamonixDropFor(quoteID: string): number {
  const verified = testQuoteTokens().verify(quoteID, new Date(0));
  return verified.ok && verified.claims.product === 'shared_fixed' ? CHAMONIX_STOP : CHAMONIX_HOTEL;
}

/** The session id (jti) of an access token (test/helper.ts). */
export { sessionOf };

/** An anonymous principal for the session of `token`. */
export const clientPrincipal = (token: string): Principal => ({
  kind: 'client',
  clientID: 'web',
  sessionID: sessionOf(token),
});

/**
 * A bookings service on `db` wired like app.ts, with its own clock, confirmation callback and
 * outbox; `extra` overrides other deps (e.g. onReviewExpired, reviewHoldHours).
 */
export function bookingsOn(
  db: Db,
  now: () => Date,
  onConfirmed?: (bookingID: number) => void,
  outbox?: BookingMailOutbox,
  extra: Partial<BookingsDeps> = {},
) {
  const locations = locationsService(locationsRepository(db.kysely));
  const tokens = testQuoteTokens();
  const quotes = quotesService({ repository: quotesRepository(db.kysely), locations, tokens, cacheMs: 0 });
  return bookingsService({
    repository: bookingsRepository(db.kysely),
    quotes: quotes.forBookings,
    addresses: addressesService({ repository: addressesRepository(db.kysely), locations }),
    locations,
    customers: customersService({ repository: customersRepository(db.kysely), now }),
    now,
    onConfirmed,
    ...(outbox ? { outbox } : {}),
    ...extra,
  });
}

/**
 * The expiry sweep as a job runner would run it on `db` (DB-driven, any process): a bookings
 * service whose expired reviews are e-mailed through the outbox of `db` (mail/booking-mails.ts).
 */
export function sweeperOn(db: Db, now: () => Date) {
  const mail = mailService({
    repository: mailRepository(db.kysely),
    smtpUrl: null,
    from: 'test@example.com',
    operator: testConfig().operator,
    now,
  });
  return bookingsOn(db, now, undefined, undefined, { onReviewExpired: (n) => sendReviewExpired(mail, n) });
}

/**
 * The real app on an existing database `db` with the clock `now` (a restart is another call on
 * the same db); `config` overrides the test configuration.
 */
export async function appOn(
  db: Db,
  now: () => Date,
  config: Partial<AppConfig> = {},
): Promise<FastifyInstance> {
  const app = await buildApp(testConfig(config), { db, now, logger: false });
  await app.ready();
  return app;
}

/** Geneva's base (ADR 022; seed 2026112901-fleet.rows.ts): it serves Geneva Airport. */
export const GENEVA_BASE = 1;

/**
 * Sets the vehicles of one fleet row (base, class, size) of `db` for a test (ADR 022): a test's
 * fleet, as a storm sets a departure's seats; never a limit of ADR 011. Answers the row's id.
 */
export async function setFleet(
  db: Db,
  row: { baseID?: number; vehicleClass: 'standard' | 'premium' | 'coach'; size: string; vehicles: number },
): Promise<number> {
  const found = await db.kysely
    .updateTable('fleet')
    .set({ vehicles: row.vehicles })
    .where('base_id', '=', row.baseID ?? GENEVA_BASE)
    .where('vehicle_class', '=', row.vehicleClass)
    .where('size', '=', row.size as never)
    .returning('fleet_id')
    .executeTakeFirstOrThrow();
  return found.fleet_id;
}

/** The sandbox's test cards (payments/sandbox-gateway.ts): paid, and declined. */
export const VISA = { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' };
export const DECLINED_CARD = { ...VISA, number: '4000 0000 0000 0002' };
export type TestCard = typeof VISA;

/** A payment intent as get-client-secret answers it. */
export type ClientSecret = { client_secret: string; payment_intent_id: string };

/**
 * Calls of the booking flow (spec part 2 §7) on an app with a token, from the connection's address
 * `remoteAddress` (default: inject's 127.0.0.1; storms spread their clients over loopback
 * addresses within ADR 011's per-address limits).
 */
export function bookingApi(app: FastifyInstance, token: string, remoteAddress?: string) {
  const from = remoteAddress ? { remoteAddress } : {};
  const call = (
    method: 'GET' | 'POST',
    url: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...headers },
      payload: payload as object,
      ...from,
    });
  /** POST add-customer (the payment provider's customer of `email`): its customer_id. */
  const paymentCustomer = async (email: string): Promise<string> => {
    const res = await call('POST', '/wp-json/stripe-api/v1/add-customer', {
      email,
      name: 'Anna Muller',
      phone: '447900000000',
    });
    return (res.json() as { customer_id: string }).customer_id;
  };
  /** POST get-client-secret for `amount` minor units of `currency` (any case) of a booking. */
  const clientSecret = (p: { customerID: string; bookingID: number; amount: number; currency: string }) =>
    call('POST', '/wp-json/stripe-api/v1/get-client-secret', {
      customer_id: p.customerID,
      amount: p.amount,
      currency: p.currency.toLowerCase(),
      booking_id: p.bookingID,
    });
  /** Confirms a payment intent with a sandbox card (VISA unless given): the sandbox's answer. */
  const confirmCard = (pi: ClientSecret, card: TestCard = VISA) =>
    app.inject({
      method: 'POST',
      url: `/api/v1/sandbox/payment-intents/${pi.payment_intent_id}/confirm`,
      payload: { client_secret: pi.client_secret, card },
      ...from,
    });
  /**
   * Pays a booking by card the way the site does (add-customer, get-client-secret, the sandbox's
   * confirm): get-client-secret's answer, the intent and the confirm's answer. `amount` in minor units.
   */
  const payByCard = async (p: {
    bookingID: number;
    email: string;
    amount: number;
    currency: string;
    card?: TestCard;
  }) => {
    const customerID = await paymentCustomer(p.email);
    const secret = await clientSecret({ customerID, ...p });
    const pi = secret.json() as ClientSecret;
    const paid = await confirmCard(pi, p.card);
    return { secret, pi, paid };
  };
  return {
    call,
    token,
    /** The quotes of a search, outbound only. */
    async search(over: Record<string, unknown> = {}): Promise<TestQuote[]> {
      const res = await call('POST', '/api/v1/fares/quotes', [searchItem(over)]);
      return (res.json() as { data: TestQuote[][] }).data[0]!;
    },
    /** A new customer (unique e-mail) and a booking for it: its bookingID. */
    async newBooking(email = `guest-${Math.random().toString(36).slice(2)}@example.com`): Promise<number> {
      const person = { firstName: 'Anna', lastName: 'Muller', email, mobile: '+447900000000' };
      const customer = await call('POST', '/api/v1/customers', person);
      const customerID = (customer.json() as { data: { customerID: number } }).data.customerID;
      const booking = await call('POST', '/api/v1/bookings', { customerID, brandID: 1, ...person });
      return (booking.json() as { data: { bookingID: number } }).data.bookingID;
    },
    paymentCustomer,
    clientSecret,
    confirmCard,
    payByCard,
    /**
     * Adds a leg from `quoteID` between the seed addresses (default Geneva arrivals -> Chamonix
     * hotel, or Chamonix's bus station when the quote is `shared_fixed`: chamonixDropFor);
     * `headers` go with the request (e.g. Accept-Language).
     */
    addLeg(
      bookingID: number,
      quoteID: string,
      over: Record<string, unknown> = {},
      headers: Record<string, string> = {},
    ) {
      return call(
        'POST',
        `/api/v1/bookings/${bookingID}/passengers`,
        {
          bookingID,
          quote: { quoteID },
          flight: 'EZY1234',
          origin: { addressID: GVA_ARRIVALS },
          destination: { addressID: chamonixDropFor(quoteID) },
          items: {},
          ...over,
        },
        headers,
      );
    },
  };
}

/** The app of one test, its database and the booking flow's calls with an anonymous token. */
export interface BookingApp {
  app: FastifyInstance;
  db: Db;
  api: ReturnType<typeof bookingApi>;
}

/**
 * Gives each test of the calling suite a fresh database, the real app on it with the clock at
 * `now` and the booking flow's calls (bookingApi) with an anonymous token; both are torn down after
 * the test. The object returned is filled anew before each test: read its fields inside the tests.
 */
export function bookingAppEachTest(now: Date): BookingApp {
  const live = {} as BookingApp;
  let close: () => Promise<void> = async () => {};
  beforeEach(async () => {
    const built = await buildTestApp({ now });
    close = built.close;
    live.app = built.app;
    live.db = built.db;
    live.api = bookingApi(built.app, await anonymousToken(built.app));
  });
  afterEach(() => close());
  return live;
}
