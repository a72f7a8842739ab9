import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousToken, buildTestApp } from '../../test/helper.ts';
import type { Db } from '../db/database.ts';
import { bookingsOn, GVA_ARRIVALS, searchItem } from '../modules/bookings/bookings.test-kit.ts';
import { renderBookingConfirmation } from '../modules/mail/templates/booking-confirmation.ts';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('a booking keeps the language it was made in, for its e-mails (docs/architecture.md §6)', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let token: string;

  beforeEach(async () => {
    ({ app, db, close } = await buildTestApp({ now: NOW }));
    token = await anonymousToken(app);
  });
  afterEach(() => close());

  /** Books Geneva Airport arrivals -> Chamonix with every call in `language`: the bookingID. */
  async function bookIn(language: string): Promise<number> {
    const call = (url: string, payload: unknown) =>
      app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}`, 'accept-language': language },
        payload: payload as object,
      });
    const search = await call('/api/v1/fares/quotes', [searchItem()]);
    const quotes = (search.json() as { data: { quoteID: string; journey: { product: string } }[][] })
      .data[0]!;
    const quote = quotes.find((q) => q.journey.product === 'shared_door')!;
    const person = {
      firstName: 'Anna',
      lastName: 'Muller',
      email: `a-${language.slice(0, 2)}-${Math.random().toString(36).slice(2)}@example.com`,
      mobile: '+447900000000',
    };
    const customer = await call('/api/v1/customers', person);
    const { customerID } = (customer.json() as { data: { customerID: number } }).data;
    const booking = await call('/api/v1/bookings', { customerID, brandID: 1, ...person });
    const { bookingID } = (booking.json() as { data: { bookingID: number } }).data;
    const leg = await call(`/api/v1/bookings/${bookingID}/passengers`, {
      bookingID,
      quote: { quoteID: quote.quoteID },
      flight: 'EZY1234',
      origin: { addressID: GVA_ARRIVALS },
      destination: { addressID: 1003 },
      items: {},
    });
    expect(leg.statusCode).toBe(200);
    return bookingID;
  }

  const storedLanguage = async (bookingID: number) =>
    (
      await db.kysely
        .selectFrom('bookings')
        .select('language')
        .where('booking_id', '=', bookingID)
        .executeTakeFirstOrThrow()
    ).language;

  it('a booking made in French is stored fr, and its confirmation names places and speaks in French', async () => {
    const bookingID = await bookIn('fr');
    expect(await storedLanguage(bookingID)).toBe('fr');
    const details = await bookingsOn(db, () => NOW).confirmationDetails(bookingID);
    expect(details.language).toBe('fr');
    expect(details.legs[0]!.originName).toBe('Aéroport de Genève');
    expect(details.legs[0]!.originAddress).toMatch(/^Aéroport de Genève, hall des arrivées, /);
    const mail = renderBookingConfirmation(details);
    expect(mail.subject).toBe(`Votre réservation de transfert ${details.reference} est confirmée`);
    expect(mail.text).toContain('Prise en charge\u00a0: Aéroport de Genève, hall des arrivées');
  });

  it('a booking made in Spanish is stored es; one without a language is English', async () => {
    const es = await bookIn('es-ES,es;q=0.9');
    expect(await storedLanguage(es)).toBe('es');
    const details = await bookingsOn(db, () => NOW).confirmationDetails(es);
    expect(details.legs[0]!.originName).toBe('Aeropuerto de Ginebra');
    expect(renderBookingConfirmation(details).subject).toMatch(/^Su reserva de traslado/);
    const en = await bookIn('de');
    expect(await storedLanguage(en)).toBe('en');
    expect((await bookingsOn(db, () => NOW).confirmationDetails(en)).legs[0]!.originName).toBe(
      'Geneva Airport',
    );
  });
});
