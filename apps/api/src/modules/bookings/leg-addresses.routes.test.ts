import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../test/helper.ts';
import { pdfPlainText } from '../../pdf/pdf-text.test-kit.ts';
import { confirmationAttachments } from '../mail/booking-mails.ts';
import {
  bookingAppEachTest,
  bookingsOn,
  CHAMONIX,
  CHAMONIX_HOTEL,
  CHAMONIX_STOP,
  GENEVA_AIRPORT,
  GVA_ARRIVALS,
  type TestQuote,
} from './bookings.test-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
/** A chalet that no list or gazetteer holds, on a street of Chamonix the gazetteer knows. */
const CHALET = {
  organisation: 'Chalet Les Trois Marmottes',
  street: '12 Rue Joseph Vallot',
  city: 'Chamonix-Mont-Blanc',
  postcode: '74400',
};
/** A Geneva hotel typed on a Chamonix booking: 60 km and more from the resort. */
const GENEVA_HOTEL = {
  organisation: 'Hôtel du Rhône',
  street: 'Quai Turrettini 1',
  city: 'Genève',
  postcode: '1201',
};
type Created = { data: { addressID: number; latitude: number | null; longitude: number | null } };

describe('typed addresses on booking legs (spec part 2 §5, §7; ADR 017, ADR 018)', () => {
  const env = bookingAppEachTest(NOW);

  const create = async (body: object) => {
    const res = await env.api.call('POST', '/api/v1/addresses', body);
    expect(res.statusCode).toBe(200);
    return (res.json() as Created).data;
  };
  const product = (quotes: TestQuote[], name: string) => quotes.find((q) => q.journey.product === name)!;
  const legRow = (bookingID: number) =>
    env.db.kysely
      .selectFrom('booking_legs')
      .select(['destination_address_id'])
      .where('booking_id', '=', bookingID)
      .executeTakeFirst();

  it('spec part 2 §7 create address: a manual chalet is accepted, placed on the map by the server, stored and carried by the leg', async () => {
    const chalet = await create({ locationID: CHAMONIX, ...CHALET });
    // placed by the server from its own text: Rue Joseph Vallot, in the centre of Chamonix
    expect(chalet.latitude).toBeCloseTo(45.925, 2);
    expect(chalet.longitude).toBeCloseTo(6.87, 2);
    const row = await env.db.kysely
      .selectFrom('addresses')
      .select(['organisation', 'street', 'kind', 'latitude'])
      .where('address_id', '=', chalet.addressID)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ organisation: CHALET.organisation, street: CHALET.street, kind: 'typed' });
    const bookingID = await env.api.newBooking();
    const quote = product(await env.api.search(), 'private_standard');
    const res = await env.api.addLeg(bookingID, quote.quoteID, {
      destination: { addressID: chalet.addressID },
    });
    expect(res.statusCode).toBe(200);
    expect((await legRow(bookingID))?.destination_address_id).toBe(chalet.addressID);
    // the confirmation and its e-ticket name the chalet (rendered as the outbox renders them)
    const details = await bookingsOn(env.db, () => NOW).confirmationDetails(bookingID);
    expect(details?.legs[0]?.destinationAddress).toContain(CHALET.organisation);
    const files = await confirmationAttachments(details!, NOW, testConfig().operator);
    const ticket = files.find((f) => f.filename.endsWith('.pdf'))!;
    expect(pdfPlainText(ticket.content as Buffer)).toContain(CHALET.organisation);
  });

  it('door-to-door takes a typed address within 15 km of the resort and refuses one beyond, in the request language', async () => {
    const quotes = await env.api.search();
    const door = product(quotes, 'shared_door');
    const near = await create({ locationID: CHAMONIX, ...CHALET });
    const far = await create({ locationID: CHAMONIX, ...GENEVA_HOTEL });
    const bookingID = await env.api.newBooking();
    const refused = await env.api.addLeg(
      bookingID,
      door.quoteID,
      { destination: { addressID: far.addressID } },
      { 'accept-language': 'fr' },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      error: expect.any(String),
      error_description: expect.stringContaining('transfert privé'),
    });
    expect(await legRow(bookingID)).toBeUndefined();
    // the same address on a private transfer goes: a private driver goes anywhere
    const privateQuote = product(quotes, 'private_standard');
    const other = await env.api.newBooking();
    expect(
      (await env.api.addLeg(other, privateQuote.quoteID, { destination: { addressID: far.addressID } }))
        .statusCode,
    ).toBe(200);
    const taken = await env.api.addLeg(bookingID, door.quoteID, {
      destination: { addressID: near.addressID },
    });
    expect(taken.statusCode).toBe(200);
  });

  it('door-to-door refuses a typed address the server could not place on the map', async () => {
    const nowhere = await create({
      locationID: CHAMONIX,
      organisation: 'Qqqzx Wvvkj',
      street: 'Zzxq 9',
      city: 'Xqzzv',
      postcode: '00000',
    });
    expect(nowhere.latitude).toBeNull();
    const door = product(await env.api.search(), 'shared_door');
    const res = await env.api.addLeg(await env.api.newBooking(), door.quoteID, {
      destination: { addressID: nowhere.addressID },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ error_description: expect.stringContaining('private transfer') });
  });

  it('a fixed-stop shared leg refuses a typed address: the coach serves only its stops', async () => {
    const chalet = await create({ locationID: CHAMONIX, ...CHALET });
    const fixed = product(await env.api.search(), 'shared_fixed');
    const res = await env.api.addLeg(await env.api.newBooking(), fixed.quoteID, {
      origin: { addressID: GVA_ARRIVALS },
      destination: { addressID: chalet.addressID },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({
      error_description: expect.stringContaining('stops only at its stops'),
    });
  });

  it('a fixed-stop shared leg refuses a door-to-door hotel that is not one of its stops, and takes a stop', async () => {
    const fixed = product(await env.api.search(), 'shared_fixed');
    const bookingID = await env.api.newBooking();
    const hotel = await env.api.addLeg(bookingID, fixed.quoteID, {
      origin: { addressID: GVA_ARRIVALS },
      destination: { addressID: CHAMONIX_HOTEL },
    });
    expect(hotel.statusCode).toBe(422);
    expect(hotel.json()).toMatchObject({
      error: 'unprocessable',
      error_description: expect.stringContaining('stops only at its stops'),
    });
    expect(await legRow(bookingID)).toBeUndefined();
    const stop = await env.api.addLeg(bookingID, fixed.quoteID, {
      origin: { addressID: GVA_ARRIVALS },
      destination: { addressID: CHAMONIX_STOP },
    });
    expect(stop.statusCode).toBe(200);
    expect(await legRow(bookingID)).toEqual({ destination_address_id: CHAMONIX_STOP });
  });

  it('spec part 2 §5 address: the origin-end set is required whole only for the listed ids, the destination end always', async () => {
    const partial = { organisation: 'Chalet Sans Rue', street: '', city: '', postcode: '' };
    // Geneva Airport -> Chamonix: origin 1 is not in [2,113,114,111], destination 10 not in [1,93,94,4,97,113,2]
    const atAirport = await create({ locationID: GENEVA_AIRPORT, ...partial });
    const atChamonix = await create({ locationID: CHAMONIX, ...partial });
    const out = product(await env.api.search(), 'private_standard');
    const originPartial = await env.api.addLeg(await env.api.newBooking(), out.quoteID, {
      origin: { addressID: atAirport.addressID },
    });
    expect(originPartial.statusCode).toBe(200);
    const destinationPartial = await env.api.addLeg(await env.api.newBooking(), out.quoteID, {
      destination: { addressID: atChamonix.addressID },
    });
    expect(destinationPartial.statusCode).toBe(422);
    expect(destinationPartial.json()).toMatchObject({
      error_description: expect.stringContaining('all four fields'),
    });
    // Chamonix -> Geneva Airport: destination 1 is listed, so the Chamonix pick-up must be whole
    const back = product(
      await env.api.search({ origin: { locationID: CHAMONIX }, destination: { locationID: GENEVA_AIRPORT } }),
      'private_standard',
    );
    const pickUpPartial = await env.api.addLeg(await env.api.newBooking(), back.quoteID, {
      origin: { addressID: atChamonix.addressID },
      destination: { addressID: GVA_ARRIVALS },
    });
    expect(pickUpPartial.statusCode).toBe(422);
    expect(pickUpPartial.json()).toMatchObject({
      error_description: expect.stringContaining('all four fields'),
    });
  });
});
