import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { anonymousToken, freshDatabase } from '../../../test/helper.ts';
import { appOn, bookingApi } from '../bookings/bookings.test-kit.ts';
import { catalogueAdminRepository } from '../quotes/catalogue-admin.repository.ts';
import { bearer, roleTokens, type RoleTokens } from './operator.test-kit.ts';
import { catalogueService } from './catalogue.service.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const PROMOTIONS = '/api/v1/operator/promotions';

describe('promotions (ADR 019)', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let tokens: RoleTokens;

  beforeEach(async () => {
    ({ db, drop } = await freshDatabase());
    app = await appOn(db, () => NOW);
    tokens = await roleTokens(app, db);
  });
  afterEach(async () => {
    await app.close();
    await drop();
  });

  const create = (payload: object) =>
    app.inject({ method: 'POST', url: PROMOTIONS, headers: bearer(tokens.operator), payload });
  const patch = (id: number, payload: object) =>
    app.inject({ method: 'PATCH', url: `${PROMOTIONS}/${id}`, headers: bearer(tokens.operator), payload });
  /** The first quote of a Geneva Airport -> Chamonix search with promotion `code`, by `api` (a new session by default). */
  const quoteWithCode = async (code: string, api?: ReturnType<typeof bookingApi>) => {
    const who = api ?? bookingApi(app, await anonymousToken(app));
    const res = await who.call('POST', '/api/v1/fares/quotes', [
      {
        brand: { brandID: 1 },
        origin: { locationID: 1 },
        destination: { locationID: 10 },
        connection: { date: '2026-12-19', time: '10:30', modeID: 1 },
        private: false,
        fixed: null,
        pax: 2,
        promotion: code,
      },
    ]);
    return (res.json() as { data: [{ quoteID: string; promotion: unknown }[]] }).data[0][0]!;
  };
  const quotedPromotion = async (code: string) => (await quoteWithCode(code)).promotion;

  it('an operator creates a promotion, lists it with its uses, and a paused code is refused by the quote search until resumed', async () => {
    const made = await create({
      code: 'winter-20',
      percentage: 20,
      validFrom: '2026-11-01',
      validTo: '2027-04-30',
      maxUses: 50,
    });
    expect(made.statusCode).toBe(201);
    const promotion = made.json().data;
    expect(promotion).toMatchObject({
      code: 'WINTER-20',
      percentage: 20,
      fixedAmountMinor: null,
      maxUses: 50,
      uses: 0,
      paused: false,
    });
    expect(await quotedPromotion('WINTER-20')).toMatchObject({ percentage: -20 });

    const paused = await patch(promotion.promotionID, { paused: true });
    expect(paused.statusCode).toBe(200);
    expect(paused.json().data.paused).toBe(true);
    expect(await quotedPromotion('WINTER-20')).toBeNull();

    expect((await patch(promotion.promotionID, { paused: false })).json().data.paused).toBe(false);
    expect(await quotedPromotion('WINTER-20')).toMatchObject({ percentage: -20 });

    const list = await app.inject({ method: 'GET', url: PROMOTIONS, headers: bearer(tokens.operator) });
    expect(list.json().data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ code: 'WINTER-20', uses: 0 }),
        expect.objectContaining({ code: 'SKI10', percentage: 10 }),
        expect.objectContaining({ code: 'ALPS15', fixedAmountMinor: 1500, maxUses: 1000 }),
      ]),
    );
    const changes = await db.kysely
      .selectFrom('catalogue_changes')
      .select(['change', 'operator_id', 'at'])
      .where('subject', '=', 'promotion')
      .orderBy('change_id')
      .execute();
    expect(changes.map((c) => c.change)).toEqual(['created', 'paused', 'resumed']);
    expect(changes.every((c) => c.at === NOW.toISOString() && c.operator_id > 0)).toBe(true);
  });

  it('a code paused or used up after the search prices no booking: adding the quote answers 409 in the language and holds nothing (ADR 004)', async () => {
    const made = await create({
      code: 'ONCE1',
      percentage: 10,
      validFrom: '2026-11-01',
      validTo: '2027-04-30',
      maxUses: 1,
    });
    const { promotionID } = made.json().data as { promotionID: number };
    const api = bookingApi(app, await anonymousToken(app));
    const quoteWith = async () => {
      const quote = await quoteWithCode('ONCE1', api);
      expect(quote.promotion).toMatchObject({ promotionID });
      return quote.quoteID;
    };
    const legs = async (bookingID: number) =>
      db.kysely
        .selectFrom('booking_legs')
        .select('passenger_id')
        .where('booking_id', '=', bookingID)
        .execute();

    // paused after the search
    const first = await quoteWith();
    await patch(promotionID, { paused: true });
    const booking = await api.newBooking();
    const refused = await api.addLeg(booking, first, {}, { 'accept-language': 'fr' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'conflict',
      error_description:
        'Le code promotionnel de ce tarif n’est plus valable (suspendu, épuisé ou expiré) ; relancez une recherche pour connaître le prix actuel.',
    });
    expect(await legs(booking)).toEqual([]);

    // resumed: the same quote books; then the one use is spent by a confirmed booking
    await patch(promotionID, { paused: false });
    const second = await quoteWith();
    expect((await api.addLeg(booking, first)).statusCode).toBe(200);
    await db.kysely
      .updateTable('promotions')
      .set({ uses: 1 })
      .where('promotion_id', '=', promotionID)
      .execute();
    const another = await api.newBooking();
    const usedUp = await api.addLeg(another, second);
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json().error_description).toMatch(/can no longer be used/);
    expect(await legs(another)).toEqual([]);
  });

  it('POST /api/v1/operator/promotions refuses a bad code, both or neither rate, a validity ending before it starts (400) and an existing code (409)', async () => {
    const base = { validFrom: '2026-12-01', validTo: '2026-12-31' };
    for (const bad of [
      { ...base, code: 'AB', percentage: 10 },
      { ...base, code: 'BAD CODE!', percentage: 10 },
      { ...base, code: 'BOTH', percentage: 10, fixedAmountMinor: 500 },
      { ...base, code: 'NEITHER' },
      { ...base, code: 'ZERO', percentage: 0 },
      { ...base, code: 'TOOMUCH', percentage: 101 },
      // a free transfer could never be paid for: nothing would confirm its booking
      { ...base, code: 'FREE', percentage: 100 },
      { code: 'BACKWARDS', percentage: 10, validFrom: '2026-12-31', validTo: '2026-12-01' },
    ]) {
      const res = await create(bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toHaveProperty('error_description');
    }
    const taken = await create({ ...base, code: 'ski10', percentage: 5 });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ error: 'conflict' });
  });

  it('a use limit is never set below the uses so far (422), a fixed-amount code stops at its limit, and an unknown promotion is 404', async () => {
    const made = (
      await create({
        code: 'TEN-OFF',
        fixedAmountMinor: 1000,
        validFrom: '2026-11-01',
        validTo: '2026-12-31',
        maxUses: 5,
      })
    ).json().data;
    expect(made).toMatchObject({ fixedAmountMinor: 1000, percentage: null });
    await db.kysely
      .updateTable('promotions')
      .set({ uses: 3 })
      .where('promotion_id', '=', made.promotionID)
      .execute();
    const below = await patch(made.promotionID, { maxUses: 2 });
    expect(below.statusCode).toBe(422);
    expect(below.json()).toMatchObject({ error: 'unprocessable' });
    expect((await patch(made.promotionID, { maxUses: 3 })).json().data).toMatchObject({
      maxUses: 3,
      uses: 3,
    });
    // Used up: the quote search gives no promotion.
    expect(await quotedPromotion('TEN-OFF')).toBeNull();
    expect((await patch(made.promotionID, { maxUses: null })).json().data.maxUses).toBeNull();
    expect(await quotedPromotion('TEN-OFF')).toMatchObject({ price: -10 });
    expect((await patch(made.promotionID, { validFrom: '2027-01-01' })).statusCode).toBe(422);
    expect((await patch(999999, { paused: true })).statusCode).toBe(404);
    expect((await patch(2147483648, { paused: true })).statusCode).toBe(400);
  });

  const changesOf = (promotionID: number) =>
    db.kysely
      .selectFrom('catalogue_changes')
      .select(['change', 'detail'])
      .where('subject', '=', 'promotion')
      .where('subject_id', '=', promotionID)
      .orderBy('change_id')
      .execute();

  it('PATCH changes the validity and the use limit of a promotion, records what they were, and the quote search follows', async () => {
    const made = (
      await create({
        code: 'SPRING',
        percentage: 15,
        validFrom: '2027-03-01',
        validTo: '2027-04-30',
        maxUses: 10,
      })
    ).json().data;
    // the validity is the booking's day (today, 2026-11-21): not valid yet
    expect(await quotedPromotion('SPRING')).toBeNull();
    const res = await patch(made.promotionID, {
      validFrom: '2026-11-21',
      validTo: '2026-12-31',
      maxUses: 25,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      code: 'SPRING',
      validFrom: '2026-11-21',
      validTo: '2026-12-31',
      maxUses: 25,
      uses: 0,
      paused: false,
    });
    expect(await quotedPromotion('SPRING')).toMatchObject({ percentage: -15 });
    // one end alone, checked against the stored other; the same day at both ends is a one-day code
    expect((await patch(made.promotionID, { validTo: '2026-11-21' })).json().data).toMatchObject({
      validFrom: '2026-11-21',
      validTo: '2026-11-21',
    });
    expect(await quotedPromotion('SPRING')).toMatchObject({ percentage: -15 });
    expect((await patch(made.promotionID, { maxUses: null })).json().data.maxUses).toBeNull();
    const changes = await changesOf(made.promotionID);
    expect(changes.map((c) => c.change)).toEqual(['created', 'updated', 'updated', 'updated']);
    expect(JSON.parse(changes[1]!.detail!)).toEqual({
      validFrom: '2026-11-21',
      validTo: '2026-12-31',
      maxUses: 25,
      was: { validFrom: '2027-03-01', validTo: '2027-04-30', maxUses: 10 },
    });
    expect(JSON.parse(changes[3]!.detail!)).toEqual({ maxUses: null, was: { maxUses: 25 } });
  });

  it('PATCH answers 422 with a sentence for a validity ending before it starts or a use limit below the uses so far, and writes nothing', async () => {
    const made = (
      await create({
        code: 'LIMITED',
        percentage: 5,
        validFrom: '2026-12-01',
        validTo: '2026-12-31',
        maxUses: 10,
      })
    ).json().data;
    await db.kysely
      .updateTable('promotions')
      .set({ uses: 4 })
      .where('promotion_id', '=', made.promotionID)
      .execute();
    const refusals: [object, string][] = [
      [
        { validFrom: '2027-01-10', validTo: '2027-01-09' },
        'The promotion cannot end on 2027-01-09, before it starts on 2027-01-10.',
      ],
      [{ validTo: '2026-11-30' }, 'The promotion cannot end on 2026-11-30, before it starts on 2026-12-01.'],
      [
        { validFrom: '2027-01-01' },
        'The promotion cannot end on 2026-12-31, before it starts on 2027-01-01.',
      ],
      [{ maxUses: 3 }, 'The use limit cannot be below the 4 uses so far: give 4 or more, or no limit.'],
    ];
    for (const [change, sentence] of refusals) {
      const res = await patch(made.promotionID, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(422);
      expect(res.json()).toEqual({ error: 'unprocessable', error_description: sentence });
    }
    for (const bad of [{ maxUses: 0 }, { validTo: '2026-12-32' }, { maxUses: 2.5 }, {}, { uses: 0 }]) {
      const res = await patch(made.promotionID, bad);
      expect(res.statusCode, JSON.stringify(bad)).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request', error_description: expect.any(String) });
    }
    // the console in French and Spanish (ADR 019): the same refusals in the request's language
    for (const [language, sentence] of [
      [
        'fr',
        'La limite d’utilisation ne peut pas être inférieure aux 4 utilisations déjà faites : indiquez 4 ou plus, ou aucune limite.',
      ],
      [
        'es',
        'El límite de usos no puede ser inferior a los 4 usos ya hechos: indique 4 o más, o ningún límite.',
      ],
    ] as const) {
      const res = await app.inject({
        method: 'PATCH',
        url: `${PROMOTIONS}/${made.promotionID}`,
        headers: { ...bearer(tokens.operator), 'accept-language': language },
        payload: { maxUses: 3 },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ error: 'unprocessable', error_description: sentence });
    }
    expect((await patch(made.promotionID, { maxUses: 4 })).json().data).toMatchObject({
      maxUses: 4,
      uses: 4,
    });
    expect((await changesOf(made.promotionID)).map((c) => c.change)).toEqual(['created', 'updated']);
  });

  it('a change landing between the read and the write answers 409 and writes nothing; the retry applies', async () => {
    const made = (
      await create({
        code: 'RACE',
        percentage: 5,
        validFrom: '2026-12-01',
        validTo: '2026-12-31',
        maxUses: 10,
      })
    ).json().data;
    // the service with a store that runs `afterRead` (another operator, a booking) once, right
    // after its next read of the promotion: injected, since a module mock cannot reach a service
    // another test file already loaded in the same worker
    let afterRead: null | (() => Promise<unknown>) = null;
    const real = catalogueAdminRepository(db.kysely);
    const service = catalogueService({
      now: () => NOW,
      operator: { name: 'Alpine Transfers', phone: '+41 22 555 01 00', email: 'ops@example.com' },
      recordChangeIn: (tx, change) => catalogueAdminRepository(tx).recordChange(change),
      partnerUsers: {
        partnerUserEmails: async () => new Map(),
        create: () => Promise.reject(new Error('not used here')),
      },
      invoices: { invoiceLines: async () => [] },
      catalogue: {
        ...real,
        async findPromotion(promotionID: number) {
          const read = await real.findPromotion(promotionID);
          const between = afterRead;
          afterRead = null;
          await between?.();
          return read;
        },
      },
    });
    const me = { operatorID: 1 };
    // another operator moves the start to the 20th while this request checks { validTo: '2026-12-15' }
    afterRead = () => patch(made.promotionID, { validFrom: '2026-12-20' });
    await expect(
      service.updatePromotion(made.promotionID, { validTo: '2026-12-15' }, me),
    ).rejects.toMatchObject({
      statusCode: 409,
      code: 'conflict',
      message: 'The promotion was changed at the same moment; reload and try again.',
    });
    const list = (
      await app.inject({ method: 'GET', url: PROMOTIONS, headers: bearer(tokens.operator) })
    ).json();
    expect(list.data.find((p: { code: string }) => p.code === 'RACE')).toMatchObject({
      validFrom: '2026-12-20',
      validTo: '2026-12-31',
    });
    // the retry, made on what is now stored, is checked against it
    expect((await patch(made.promotionID, { validTo: '2026-12-15' })).statusCode).toBe(422);
    // uses passing the new limit in between: 422, not a conflict
    afterRead = () =>
      db.kysely
        .updateTable('promotions')
        .set({ uses: 8 })
        .where('promotion_id', '=', made.promotionID)
        .execute();
    await expect(service.updatePromotion(made.promotionID, { maxUses: 7 }, me)).rejects.toMatchObject({
      statusCode: 422,
      message: 'The use limit cannot be below the 8 uses so far: give 8 or more, or no limit.',
    });
    // a booking counting a use meanwhile is no conflict
    afterRead = () =>
      db.kysely
        .updateTable('promotions')
        .set({ uses: 9 })
        .where('promotion_id', '=', made.promotionID)
        .execute();
    expect(await service.updatePromotion(made.promotionID, { maxUses: 9 }, me)).toMatchObject({
      maxUses: 9,
      uses: 9,
    });
    expect((await changesOf(made.promotionID)).map((c) => c.change)).toEqual([
      'created',
      'updated',
      'updated',
    ]);
  });

  it('the repository writes a promotion change only while the promotion is as read (a stale read gives changed)', async () => {
    const repo = catalogueAdminRepository(db.kysely);
    const read = (await repo.findPromotion(1))!;
    const who = { operatorID: 1, at: NOW.toISOString() };
    expect(await repo.updatePromotion(read, { paused: true }, 'paused', who)).toMatchObject({ paused: true });
    expect(await repo.updatePromotion(read, { maxUses: null }, 'updated', who)).toBe('changed');
    expect(
      await repo.updatePromotion({ ...read, promotionID: 99999 }, { paused: true }, 'paused', who),
    ).toBeNull();
    expect((await repo.findPromotion(1))!.maxUses).toBe(read.maxUses);
  });
});
