import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { anonymousToken, freshDatabase } from '../../../test/helper.ts';
import { appOn, bookingApi, type TestQuote } from '../bookings/bookings.test-kit.ts';
import { bearer, roleTokens, type RoleTokens } from './operator.test-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const HOUR = 3_600_000;
/** A search whose shared departures are too soon to guarantee (statusID 1). */
const SOON = { connection: { date: '2026-11-22', time: '08:00', modeID: 1 } };

describe('pending review: the queue, confirm and decline (ADR 019)', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let at: number;
  let tokens: RoleTokens;
  let api: ReturnType<typeof bookingApi>;

  beforeEach(async () => {
    ({ db, drop } = await freshDatabase());
    at = NOW.getTime();
    app = await appOn(db, () => new Date(at));
    tokens = await roleTokens(app, db);
    api = bookingApi(app, await anonymousToken(app));
  });
  afterEach(async () => {
    await app.close();
    await drop();
  });

  const operator = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({ method, url, headers: bearer(tokens.operator), payload });
  const coach = (quotes: TestQuote[]) => quotes.find((q) => q.journey.product === 'private_coach')!;
  const sharedSoon = (quotes: TestQuote[]) =>
    quotes.find((q) => q.journey.product === 'shared_door' && q.status.statusID === 1)!;
  /** Books `quote` as a guest with `email` (in `language`) and sends it to review; its bookingID. */
  const toReview = async (quote: TestQuote, email: string, language = 'en') => {
    const person = { firstName: 'Anna', lastName: 'Muller', email, mobile: '+447900000000' };
    const headers = { ...bearer(api.token), 'accept-language': language };
    const customer = await app.inject({ method: 'POST', url: '/api/v1/customers', headers, payload: person });
    const { customerID } = (customer.json() as { data: { customerID: number } }).data;
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/bookings',
      headers,
      payload: { customerID, brandID: 1, ...person },
    });
    const { bookingID } = (created.json() as { data: { bookingID: number } }).data;
    expect((await api.addLeg(bookingID, quote.quoteID)).statusCode).toBe(200);
    const review = await api.call('POST', `/api/v1/bookings/${bookingID}/review`);
    expect(review.statusCode).toBe(200);
    return bookingID;
  };
  const mail = (key: string) =>
    db.kysely
      .selectFrom('mail_outbox')
      .select(['to_address', 'subject', 'text', 'html'])
      .where('dedup_key', '=', key)
      .executeTakeFirst();
  const state = async (bookingID: number) =>
    (
      await db.kysely
        .selectFrom('bookings')
        .select('state')
        .where('booking_id', '=', bookingID)
        .executeTakeFirstOrThrow()
    ).state;
  const payLinkToken = (text: string) => {
    const match = /https?:\/\/\S+\/pay\?token=([A-Za-z0-9_.-]+)/.exec(text);
    if (!match?.[1]) throw new Error(`no pay link in: ${text}`);
    return match[1];
  };

  it('GET /api/v1/operator/bookings?state=awaiting_review lists the queue oldest first, with the deadline, what was asked and why', async () => {
    const first = await toReview(coach(await api.search({ pax: 40 })), 'coach@example.com');
    at += 60_000;
    const second = await toReview(sharedSoon(await api.search(SOON)), 'soon@example.com');
    const res = await operator('GET', '/api/v1/operator/bookings?state=awaiting_review');
    expect(res.statusCode).toBe(200);
    const data = (
      res.json() as {
        data: {
          bookingID: number;
          reasons: string[];
          reviewExpiresAt: string;
          legs: { pax: number; product: string; origin: string }[];
        }[];
      }
    ).data;
    expect(data.map((b) => b.bookingID)).toEqual([first, second]);
    expect(data[0]).toMatchObject({
      reasons: ['on_request'],
      reviewExpiresAt: new Date(NOW.getTime() + 24 * HOUR).toISOString(),
      legs: [{ pax: 40, product: 'private_coach', origin: 'Geneva Airport' }],
    });
    expect(data[1]!.reasons).toEqual(['too_soon']);
  });

  it('POST confirm e-mails a pay link valid 48 h in the booking language; the link opens the payment and paying confirms the booking with its e-ticket', async () => {
    const bookingID = await toReview(coach(await api.search({ pax: 40 })), 'lea@example.com', 'fr');
    const confirmed = await operator('POST', `/api/v1/operator/bookings/${bookingID}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    const payUntil = new Date(NOW.getTime() + 48 * HOUR).toISOString();
    expect(confirmed.json()).toEqual({
      data: {
        bookingID,
        reference: expect.any(String),
        state: 'pending_payment',
        payLinkExpiresAt: payUntil,
      },
    });
    const sent = await mail(`review-confirmed:${bookingID}`);
    expect(sent?.to_address).toBe('lea@example.com');
    expect(sent?.subject).toMatch(/Bonne nouvelle/);
    expect(sent?.text).toContain('avant le');
    expect(sent?.text).toMatch(/https?:\/\/\S+\/fr\/pay\?token=/);

    // The traveller opens the link in another browser (another session) and pays there.
    const traveller = bookingApi(app, await anonymousToken(app));
    const opened = await traveller.call('POST', '/api/v1/bookings/pay-link', {
      token: payLinkToken(sent!.text),
    });
    expect(opened.statusCode).toBe(200);
    const booking = (opened.json() as { data: { total: { price: number; currency: string } } }).data;
    expect(opened.json()).toMatchObject({
      data: { bookingID, state: 'pending_payment', payLinkExpiresAt: payUntil },
    });
    // The session that made the booking no longer acts on it.
    const { secret, paid } = await traveller.payByCard({
      bookingID,
      email: 'lea@example.com',
      amount: Math.round(booking.total.price * 100),
      currency: booking.total.currency,
    });
    expect(secret.statusCode).toBe(200);
    expect((paid.json() as { status: string }).status).toBe('succeeded');
    expect(await state(bookingID)).toBe('confirmed');
    expect(await mail(`booking-confirmation:${bookingID}`)).toBeDefined();

    const detail = await operator('GET', `/api/v1/operator/bookings/${bookingID}`);
    const history = (
      detail.json() as { data: { history: { event: string; actor: string; actorEmail: string | null }[] } }
    ).data.history;
    expect(history.map((h) => `${h.event}/${h.actor}`)).toEqual([
      'created/traveller',
      // the coach's vehicle held (ADR 022)
      'held/traveller',
      'review_requested/traveller',
      'reviewed/operator',
      'paid/traveller',
      'confirmed/system',
    ]);
    expect(history[3]!.actorEmail).toBe('desk@alpine.example');
  });

  it('a booking the operator confirmed takes no further journey (409, in the traveller language): no leg is paid without review', async () => {
    const bookingID = await toReview(coach(await api.search({ pax: 40 })), 'max@example.com');
    const total = async () =>
      (
        await db.kysely
          .selectFrom('bookings')
          .select('total_minor')
          .where('booking_id', '=', bookingID)
          .executeTakeFirstOrThrow()
      ).total_minor;
    const before = await total();
    expect((await operator('POST', `/api/v1/operator/bookings/${bookingID}/confirm`)).statusCode).toBe(200);
    // a second coach (statusID 1) the operator never saw
    const later = { connection: { date: '2026-12-30', time: '10:30', modeID: 1 } };
    const another = coach(await api.search({ pax: 50, ...later }));
    expect(another.status.statusID).toBe(1);
    const added = await api.addLeg(bookingID, another.quoteID, {}, { 'accept-language': 'fr' });
    expect(added.statusCode).toBe(409);
    expect(added.json()).toEqual({
      error: 'conflict',
      error_description: expect.stringContaining('aucun trajet ne peut y être ajouté'),
    });
    const legs = await db.kysely
      .selectFrom('booking_legs')
      .select('passenger_id')
      .where('booking_id', '=', bookingID)
      .execute();
    expect(legs).toHaveLength(1);
    expect(await total()).toBe(before);
    expect(await state(bookingID)).toBe('pending_payment');
  });

  it('a pay link is refused 410 after its 48 h, and a forged one at once', async () => {
    const bookingID = await toReview(coach(await api.search({ pax: 40 })), 'late@example.com');
    await operator('POST', `/api/v1/operator/bookings/${bookingID}/confirm`);
    const token = payLinkToken((await mail(`review-confirmed:${bookingID}`))!.text);
    const forged = await api.call('POST', '/api/v1/bookings/pay-link', { token: `${token.slice(0, -2)}xx` });
    expect(forged.statusCode).toBe(410);
    at += 48 * HOUR + 1000;
    const late = await api.call('POST', '/api/v1/bookings/pay-link', { token });
    expect(late.statusCode).toBe(410);
    expect(late.json()).toMatchObject({ error: 'gone', error_description: expect.stringMatching(/expired/) });
  });

  it('a pay link ends at the first departure when that comes before its 48 h; once the transfer has left it is refused, and confirming is refused', async () => {
    const quote = sharedSoon(await api.search(SOON));
    const first = await toReview(quote, 'early@example.com');
    const confirmed = await operator('POST', `/api/v1/operator/bookings/${first}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    const until = (confirmed.json() as { data: { payLinkExpiresAt: string } }).data.payLinkExpiresAt;
    // The departure's local time at Geneva (UTC+1 in November), not now + 48 h.
    const departure = new Date(`${quote.journey.date}T${quote.journey.time}:00+01:00`);
    expect(until).toBe(departure.toISOString());
    expect(departure.getTime()).toBeLessThan(NOW.getTime() + 48 * HOUR);
    const token = payLinkToken((await mail(`review-confirmed:${first}`))!.text);

    const second = await toReview(sharedSoon(await api.search(SOON)), 'late-desk@example.com');
    at = departure.getTime();
    const opened = await api.call('POST', '/api/v1/bookings/pay-link', { token });
    expect(opened.statusCode).toBe(410);
    const late = await operator('POST', `/api/v1/operator/bookings/${second}/confirm`);
    expect(late.statusCode).toBe(409);
    expect(await state(second)).not.toBe('confirmed');
    expect(await mail(`review-confirmed:${second}`)).toBeUndefined();
  });

  it('POST decline { reason } releases the seats, tells the traveller with the reason, and charges nothing', async () => {
    const loads = async () =>
      Number(
        (
          await db.kysely
            .selectFrom('departure_loads')
            .select((eb) => eb.fn.sum<number>('seats_taken').as('n'))
            .executeTakeFirstOrThrow()
        ).n ?? 0,
      );
    const before = await loads();
    const bookingID = await toReview(sharedSoon(await api.search(SOON)), 'ben@example.com', 'es');
    expect(await loads()).toBe(before + 2);
    const res = await operator('POST', `/api/v1/operator/bookings/${bookingID}/decline`, {
      reason: 'Road closed by avalanche risk',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { bookingID, state: 'cancelled', payLinkExpiresAt: null } });
    expect(await loads()).toBe(before);
    const told = await mail(`review-declined:${bookingID}`);
    expect(told?.to_address).toBe('ben@example.com');
    expect(told?.subject).toMatch(/no ha podido aceptarse/);
    expect(told?.text).toContain('Road closed by avalanche risk');
    const intents = await db.kysely.selectFrom('payment_intents').select('id').execute();
    expect(intents).toEqual([]);
    const again = await operator('POST', `/api/v1/operator/bookings/${bookingID}/confirm`);
    expect(again.statusCode).toBe(409);
  });

  it('two operators deciding one booking at the same moment: one decision stands, the other is 409 naming the state the first gave it', async () => {
    const bookingID = await toReview(coach(await api.search({ pax: 40 })), 'ida@example.com');
    const [confirm, decline] = await Promise.all([
      operator('POST', `/api/v1/operator/bookings/${bookingID}/confirm`),
      operator('POST', `/api/v1/operator/bookings/${bookingID}/decline`, { reason: 'No coach free' }),
    ]);
    expect([confirm.statusCode, decline.statusCode].sort()).toEqual([200, 409]);
    const [won, lost] = confirm.statusCode === 200 ? [confirm, decline] : [decline, confirm];
    const now = (won.json() as { data: { state: string } }).data.state;
    expect(await state(bookingID)).toBe(now);
    const said = (lost.json() as { error_description: string }).error_description;
    expect(said).not.toMatch(/is awaiting[ _]review/);
    expect(said).toMatch(now === 'cancelled' ? /cancelled/ : /pending[ _]payment/);
  });

  it('decline without a reason is 400 and changes nothing', async () => {
    const bookingID = await toReview(sharedSoon(await api.search(SOON)), 'cat@example.com');
    for (const payload of [{}, { reason: '   ' }, { reason: 'x'.repeat(501) }, { reason: 'a\u0000b' }]) {
      const res = await operator('POST', `/api/v1/operator/bookings/${bookingID}/decline`, payload);
      expect(res.statusCode).toBe(400);
    }
    expect(await state(bookingID)).toBe('awaiting_review');
  });

  it('confirm or decline of an unknown booking is 404, of one not awaiting review 409', async () => {
    expect((await operator('POST', '/api/v1/operator/bookings/2147483647/confirm')).statusCode).toBe(404);
    expect((await operator('POST', '/api/v1/operator/bookings/2147483648/confirm')).statusCode).toBe(400);
    const pending = await api.newBooking();
    const res = await operator('POST', `/api/v1/operator/bookings/${pending}/decline`, { reason: 'no' });
    expect(res.statusCode).toBe(409);
  });

  it("an invoice partner's reviewed booking is confirmed at once, with its confirmation e-mail", async () => {
    const partner = bookingApi(app, tokens.partner);
    const { customer_id: customerID } = await db.kysely
      .selectFrom('customers')
      .select('customer_id')
      .where('email', '=', 'agent@chalets.example')
      .executeTakeFirstOrThrow();
    const quote = coach(await partner.search({ pax: 40, partner: 1 }));
    const created = await partner.call('POST', '/api/v1/bookings', {
      customerID,
      brandID: 1,
      firstName: 'Paula',
      lastName: 'Partner',
      email: 'agent@chalets.example',
      mobile: '+41790000000',
    });
    const { bookingID } = (created.json() as { data: { bookingID: number } }).data;
    expect((await partner.addLeg(bookingID, quote.quoteID)).statusCode).toBe(200);
    expect((await partner.call('POST', `/api/v1/bookings/${bookingID}/review`)).statusCode).toBe(200);
    const res = await operator('POST', `/api/v1/operator/bookings/${bookingID}/confirm`);
    expect(res.json()).toMatchObject({ data: { state: 'confirmed', payLinkExpiresAt: null } });
    expect(await state(bookingID)).toBe('confirmed');
    expect(await mail(`booking-confirmation:${bookingID}`)).toBeDefined();
  });

  it("an invoice partner's booking made as the site makes it (a guest customer row, the partner signed in) is confirmed at once; the same partner attribution from an anonymous visitor gets a pay link", async () => {
    const person = {
      firstName: 'Paula',
      lastName: 'Partner',
      email: 'client@hotel.example',
      mobile: '+41790000000',
    };
    const reviewed = async (caller: ReturnType<typeof bookingApi>) => {
      const quote = coach(await caller.search({ pax: 40, partner: 1 }));
      const customer = await caller.call('POST', '/api/v1/customers', person);
      const found =
        customer.statusCode === 200
          ? customer
          : await caller.call('GET', `/api/v1/customers?email=${encodeURIComponent(person.email)}`);
      const data = (found.json() as { data: { customerID: number } | { customerID: number }[] }).data;
      const customerID = Array.isArray(data) ? data[0]!.customerID : data.customerID;
      const created = await caller.call('POST', '/api/v1/bookings', { customerID, brandID: 1, ...person });
      const { bookingID } = (created.json() as { data: { bookingID: number } }).data;
      expect((await caller.addLeg(bookingID, quote.quoteID)).statusCode).toBe(200);
      expect((await caller.call('POST', `/api/v1/bookings/${bookingID}/review`)).statusCode).toBe(200);
      return bookingID;
    };
    const byPartner = await reviewed(bookingApi(app, tokens.partner));
    const partnerDecision = await operator('POST', `/api/v1/operator/bookings/${byPartner}/confirm`);
    expect(partnerDecision.json()).toMatchObject({ data: { state: 'confirmed', payLinkExpiresAt: null } });
    expect(await mail(`booking-confirmation:${byPartner}`)).toBeDefined();

    const byVisitor = await reviewed(api);
    const visitorDecision = await operator('POST', `/api/v1/operator/bookings/${byVisitor}/confirm`);
    expect(visitorDecision.json()).toMatchObject({
      data: { state: 'pending_payment', payLinkExpiresAt: expect.any(String) },
    });
    expect(await state(byVisitor)).toBe('pending_payment');
  });

  it('GET /api/v1/operator/bookings?q= finds a booking by reference, name or e-mail', async () => {
    const bookingID = await toReview(coach(await api.search({ pax: 40 })), 'Find.Me@example.com');
    const { reference } = await db.kysely
      .selectFrom('bookings')
      .select('reference')
      .where('booking_id', '=', bookingID)
      .executeTakeFirstOrThrow();
    for (const q of [reference.toLowerCase(), 'find.me', 'anna mul', 'MULLER']) {
      const res = await operator('GET', `/api/v1/operator/bookings?q=${encodeURIComponent(q)}`);
      expect(res.statusCode).toBe(200);
      expect((res.json() as { data: { bookingID: number }[] }).data.map((b) => b.bookingID)).toContain(
        bookingID,
      );
    }
    // % and _ are taken literally: they match every booking when they are not escaped.
    for (const q of ['%%', '__']) {
      const none = await operator('GET', `/api/v1/operator/bookings?q=${encodeURIComponent(q)}`);
      expect((none.json() as { data: unknown[] }).data).toEqual([]);
    }
    expect((await operator('GET', '/api/v1/operator/bookings')).statusCode).toBe(400);
  });
});
