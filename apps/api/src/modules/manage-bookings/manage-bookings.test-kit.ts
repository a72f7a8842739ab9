import type { FastifyInstance } from 'fastify';
import { bookingApi, type TestQuote } from '../bookings/bookings.test-kit.ts';

/** Test support of manage-my-booking (ADR 007). Not a test file itself. */

/** A shared, instantly bookable quote of the default search (Geneva Airport -> Chamonix, 2 pax, 19 Dec 2026). */
export async function sharedQuote(app: FastifyInstance, token: string): Promise<TestQuote> {
  const quote = (await bookingApi(app, token).search()).find(
    (q) => !q.journey.private && q.status.statusID !== 1 && q.journey.seatsLeft !== null,
  );
  if (!quote) throw new Error('no shared quote in the seeded network');
  return quote;
}

/** seatsLeft of the departure of `quote` in a new search. */
export async function seatsLeftOf(app: FastifyInstance, token: string, quote: TestQuote) {
  const again = (await bookingApi(app, token).search()).find(
    (q) => q.journey.product === quote.journey.product && q.journey.time === quote.journey.time,
  );
  return again?.journey.seatsLeft ?? null;
}

/**
 * A confirmed booking paid by sandbox card 4242: created with `token` (a guest's anonymous token,
 * or a user token with its own customerID), one shared leg (flexi when asked), paid in full.
 */
export async function paidBooking(
  app: FastifyInstance,
  token: string,
  opts: { email: string; customerID?: number; flexi?: boolean; quote?: TestQuote },
) {
  const api = bookingApi(app, token);
  const quote = opts.quote ?? (await sharedQuote(app, token));
  const person = { firstName: 'Anna', lastName: 'Muller', email: opts.email, mobile: '+447900000000' };
  let customerID = opts.customerID;
  if (customerID === undefined) {
    // A guest: a new customer, or the one the site looks up when the e-mail has one (spec part 2 §8).
    const created = await api.call('POST', '/api/v1/customers', person);
    const lookedUp =
      created.statusCode === 200
        ? created
        : await api.call('GET', `/api/v1/customers?email=${encodeURIComponent(opts.email)}`);
    const found = (lookedUp.json() as { data: { customerID: number } | { customerID: number }[] }).data;
    customerID = Array.isArray(found) ? found[0]!.customerID : found.customerID;
  }
  const created = await api.call('POST', '/api/v1/bookings', { customerID, brandID: 1, ...person });
  const { bookingID, reference } = (created.json() as { data: { bookingID: number; reference: string } })
    .data;
  const leg = await api.addLeg(bookingID, quote.quoteID, {
    items: { bags: 2, skis: 1, flexi: opts.flexi ? 1 : 0 },
  });
  const { passengerID, price } = (leg.json() as { data: { passengerID: number; price: number } }).data;
  const amount = Math.round(price * 100);
  const { pi, paid } = await api.payByCard({
    bookingID,
    email: opts.email,
    amount,
    currency: quote.fare.currency,
  });
  if ((paid.json() as { status: string }).status !== 'succeeded') throw new Error(paid.body);
  return { bookingID, reference, passengerID, amount, paymentIntentID: pi.payment_intent_id, quote };
}

/** GET or POST with a bearer token. */
export function as(app: FastifyInstance, token: string) {
  return (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
}
