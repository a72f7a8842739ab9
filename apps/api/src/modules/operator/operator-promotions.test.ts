import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { anonymousToken, freshDatabase } from '../../../test/helper.ts';
import { appOn, bookingApi } from '../bookings/bookings.test-kit.ts';
import { bearer, roleTokens, type RoleTokens } from './operator.test-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const PROMOTIONS = '/api/v1/operator/promotions';

describe('promotions (issue 12 §5)', () => {
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
  const quotedPromotion = async (code: string) => {
    const api = bookingApi(app, await anonymousToken(app));
    const res = await api.call('POST', '/api/v1/fares/quotes', [
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
    return (res.json() as { data: [{ promotion: unknown }[]] }).data[0][0]!.promotion;
  };

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

  it('POST /api/v1/operator/promotions refuses a bad code, both or neither rate, a validity ending before it starts (400) and an existing code (409)', async () => {
    const base = { validFrom: '2026-12-01', validTo: '2026-12-31' };
    for (const bad of [
      { ...base, code: 'AB', percentage: 10 },
      { ...base, code: 'BAD CODE!', percentage: 10 },
      { ...base, code: 'BOTH', percentage: 10, fixedAmountMinor: 500 },
      { ...base, code: 'NEITHER' },
      { ...base, code: 'ZERO', percentage: 0 },
      { ...base, code: 'TOOMUCH', percentage: 101 },
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

  it('a use limit is never set below the uses so far (409), a fixed-amount code stops at its limit, and an unknown promotion is 404', async () => {
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
    expect(below.statusCode).toBe(409);
    expect(below.json()).toMatchObject({ error: 'conflict' });
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
});
