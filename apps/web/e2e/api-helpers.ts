import { expect, type APIRequestContext } from '@playwright/test';
import { fifteenthOfNextMonth } from './journey-helpers.ts';

/**
 * What the journeys ask of their server's API directly (the one kit for it): the e-mails of the
 * development outbox, and bookings made through the API for journeys whose subject comes after the
 * booking (the operator's console), with the same calls the site's booking steps make (spec part 2
 * §7), without walking the steps again. The steps themselves are walked by booking.spec.ts (the
 * coach request at both widths) and the other booking journeys.
 */

/** One e-mail of the development outbox (GET /api/v1/dev/outbox). */
export type OutboxMail = { id: string; to: string; subject: string; text: string; attachments: string[] };

/** Every e-mail of this worker's server's development outbox (GET /api/v1/dev/outbox), as it is now. */
export async function outboxMails(request: APIRequestContext): Promise<OutboxMail[]> {
  return ((await (await request.get('/api/v1/dev/outbox')).json()) as { data: OutboxMail[] }).data;
}

/**
 * The first e-mail of the outbox addressed to `to` (and whose subject matches `subject`, when
 * given), waited for: mails are queued after the answer that causes them.
 */
export async function mailTo(request: APIRequestContext, to: string, subject?: RegExp): Promise<OutboxMail> {
  let found: OutboxMail | undefined;
  await expect(async () => {
    found = (await outboxMails(request)).find(
      (m) => m.to.includes(to) && (!subject || subject.test(m.subject)),
    );
    expect(found).toBeDefined();
  }).toPass();
  return found!;
}

/** Geneva Airport and Chamonix (locationIDs), and two of their seeded addresses (addressIDs). */
const GENEVA_AIRPORT = 1;
const CHAMONIX = 10;
const GVA_ARRIVALS = 101;
const CHAMONIX_HOTEL = 1003;

/** A quote of the search as the journeys read it. */
type Quote = { quoteID: string; journey: { product: string } };

/** An anonymous token of the site's client (POST /api/v1/auth/token, client_credentials). */
async function anonymousToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/v1/auth/token', {
    data: { grant_type: 'client_credentials', client_id: 'web', client_secret: 'web-public' },
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { access_token: string }).access_token;
}

/**
 * A 40-passenger private coach from Geneva Airport to a Chamonix hotel on the 15th of next month
 * (statusID 1: on request), booked by a guest with `email` and sent for review, as the site's
 * Continue button does (POST /api/v1/bookings/{bookingID}/review). Its bookingID.
 */
export async function coachForReviewByApi(request: APIRequestContext, email: string): Promise<number> {
  const headers = { authorization: `Bearer ${await anonymousToken(request)}` };
  const post = async (url: string, data: unknown) => {
    const res = await request.post(url, { headers, data: data as object });
    expect(res.status(), `${url}: ${await res.text()}`).toBe(200);
    return (await res.json()) as { data: unknown };
  };
  const search = await post('/api/v1/fares/quotes', [
    {
      brand: { brandID: 1 },
      origin: { locationID: GENEVA_AIRPORT },
      destination: { locationID: CHAMONIX },
      connection: { date: fifteenthOfNextMonth(), time: '10:30', modeID: 1 },
      private: null,
      fixed: null,
      pax: 40,
    },
  ]);
  const coach = (search.data as Quote[][])[0]!.find((q) => q.journey.product === 'private_coach');
  expect(coach, 'a private coach in the search').toBeDefined();
  const person = { firstName: 'Anna', lastName: 'Muller', email, mobile: '+447900000000' };
  const customer = (await post('/api/v1/customers', person)).data as { customerID: number };
  const booking = (await post('/api/v1/bookings', { customerID: customer.customerID, brandID: 1, ...person }))
    .data as { bookingID: number };
  const { bookingID } = booking;
  await post(`/api/v1/bookings/${bookingID}/passengers`, {
    bookingID,
    quote: { quoteID: coach!.quoteID },
    flight: 'EZY1234',
    origin: { addressID: GVA_ARRIVALS },
    destination: { addressID: CHAMONIX_HOTEL },
    items: {},
  });
  await post(`/api/v1/bookings/${bookingID}/review`, {});
  return bookingID;
}
