import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { anonymousToken, freshDatabase } from '../../../test/helper.ts';
import { appOn, bookingApi, type TestQuote } from '../bookings/bookings.test-kit.ts';
import { bearer, roleTokens, type RoleTokens } from './operator.test-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const DAY = '2026-12-19';
/** Seeded fleet rows (migrations/2026112901-fleet.rows.ts): Geneva standard saloons (12), Geneva coaches (3). */
const GENEVA_SALOONS = 1;
const GENEVA_COACHES = 7;

type FleetRow = {
  fleetID: number;
  baseID: number;
  baseLocationID: number;
  baseName: string;
  baseLocation: string;
  vehicleClass: string;
  size?: string;
  seats: number;
  vehicles: number;
};

describe("the operator's fleet (ADR 022: counts per base, class and size; vehicle numbers; audited changes)", () => {
  let db: Db;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let tokens: RoleTokens;
  let api: ReturnType<typeof bookingApi>;

  beforeEach(async () => {
    ({ db, drop } = await freshDatabase());
    app = await appOn(db, () => NOW);
    tokens = await roleTokens(app, db);
    api = bookingApi(app, await anonymousToken(app));
  });
  afterEach(async () => {
    await app.close();
    await drop();
  });

  const patch = (fleetID: number | string, payload: unknown, headers: Record<string, string> = {}) =>
    app.inject({
      method: 'PATCH',
      url: `/api/v1/operator/fleet/${fleetID}`,
      headers: { ...bearer(tokens.operator), ...headers },
      payload: payload as object,
    });
  const fleet = async (headers: Record<string, string> = {}) =>
    (
      (
        await app.inject({
          method: 'GET',
          url: '/api/v1/operator/fleet',
          headers: { ...bearer(tokens.operator), ...headers },
        })
      ).json() as {
        data: FleetRow[];
      }
    ).data;
  const rowOf = async (fleetID: number) => (await fleet()).find((r) => r.fleetID === fleetID)!;
  const changes = () =>
    db.kysely
      .selectFrom('fleet_changes')
      .select(['fleet_id', 'from_value', 'to_value', 'operator_id', 'at'])
      .orderBy('change_id')
      .execute();

  /** A coach leg of 40 pax on DAY sent to review (a job of the day): its booking, leg and reference. */
  const coachJob = async () => {
    const coach = (await api.search({ pax: 40 })).find((q) => q.journey.product === 'private_coach')!;
    const bookingID = await api.newBooking();
    expect((await api.addLeg(bookingID, coach.quoteID)).statusCode).toBe(200);
    await api.call('POST', `/api/v1/bookings/${bookingID}/review`);
    const leg = await db.kysely
      .selectFrom('booking_legs as l')
      .innerJoin('bookings as b', 'b.booking_id', 'l.booking_id')
      .select(['l.passenger_id', 'b.reference'])
      .where('l.booking_id', '=', bookingID)
      .executeTakeFirstOrThrow();
    return { bookingID, passengerID: leg.passenger_id, reference: leg.reference };
  };

  /**
   * Inserts standing vehicle jobs for a leg as the holds do (one vehicle_holds row per vehicle).
   * The tests use vehicle numbers no hold of their own leg takes first (the highest of a row, or
   * a row the leg does not use), so they hold whether or not adding the leg held a vehicle itself.
   */
  const insertJobs = async (
    leg: { bookingID: number; passengerID: number },
    jobs: {
      fleetID: number;
      number: number;
      startsAt: string;
      endsAt: string;
      state?: 'held' | 'sold' | 'released';
    }[],
  ) => {
    await db.kysely
      .insertInto('vehicle_holds')
      .values(
        jobs.map((j) => ({
          booking_id: leg.bookingID,
          passenger_id: leg.passengerID,
          fleet_id: j.fleetID,
          vehicle_number: j.number,
          starts_at: j.startsAt,
          ends_at: j.endsAt,
          state: j.state ?? 'sold',
          expires_at: null,
          client_address: null,
        })),
      )
      .execute();
  };

  it('the fleet lists vehicles per base and class', async () => {
    const rows = await fleet();
    expect(rows.find((r) => r.fleetID === GENEVA_SALOONS)).toEqual({
      fleetID: GENEVA_SALOONS,
      baseID: 1,
      baseLocationID: 1,
      baseName: 'Geneva',
      baseLocation: expect.any(String),
      vehicleClass: 'standard',
      size: 'saloon',
      seats: 4,
      vehicles: 12,
    });
    for (const base of ['Geneva', 'Lyon', 'Zurich', 'Grenoble']) {
      const classes = new Set(rows.filter((r) => r.baseName === base).map((r) => r.vehicleClass));
      expect([...classes], base).toEqual(expect.arrayContaining(['standard', 'premium']));
    }
    for (const r of rows) {
      for (const n of [r.fleetID, r.baseLocationID, r.seats, r.vehicles])
        expect(Number.isInteger(n)).toBe(true);
    }
  });

  it('bases and their depots are named in the request language (place_names), the same for rows and refusals', async () => {
    const named = (rows: FleetRow[], baseID: number) => {
      const r = rows.find((x) => x.baseID === baseID)!;
      return [r.baseName, r.baseLocation];
    };
    const [fr, es] = [await fleet({ 'accept-language': 'fr' }), await fleet({ 'accept-language': 'es' })];
    expect(named(fr, 1)).toEqual(['Genève', 'Aéroport de Genève']);
    expect(named(es, 1)).toEqual(['Ginebra', 'Aeropuerto de Ginebra']);
    expect(named(fr, 3)).toEqual(['Zurich', 'Aéroport de Zurich']);
    expect(named(es, 3)).toEqual(['Zúrich', 'Aeropuerto de Zúrich']);
    for (const rows of [fr, es]) expect(named(rows, 5)[0]).toBe('Tarentaise');
    expect(named(await fleet(), 1)).toEqual(['Geneva', 'Geneva Airport']);
    const changed = await patch(GENEVA_SALOONS, { vehicles: 12 }, { 'accept-language': 'es' });
    expect(changed.json()).toMatchObject({ data: { baseName: 'Ginebra', vehicles: 12 } });
  });

  it('a fleet change is operator-only', async () => {
    const url = `/api/v1/operator/fleet/${GENEVA_SALOONS}`;
    expect((await app.inject({ method: 'PATCH', url, payload: { vehicles: 1 } })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/v1/operator/fleet' })).statusCode).toBe(401);
    for (const role of ['anonymous', 'customer', 'partner'] as const) {
      const res = await app.inject({
        method: 'PATCH',
        url,
        headers: bearer(tokens[role]),
        payload: { vehicles: 1 },
      });
      expect(res.statusCode, role).toBe(403);
      expect(res.json()).toMatchObject({ error: 'forbidden' });
    }
    expect((await rowOf(GENEVA_SALOONS)).vehicles).toBe(12);
    expect(await changes()).toEqual([]);
  });

  it('an unknown fleet row is 404, and a bad count is 400 that changes nothing', async () => {
    const unknown = await patch(9999, { vehicles: 3 });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', error_description: 'No fleet row 9999.' });
    for (const body of [
      { vehicles: -1 },
      { vehicles: 1.5 },
      { vehicles: 501 },
      { vehicles: '3' },
      {},
      { vehicles: 3, x: 1 },
    ]) {
      const res = await patch(GENEVA_SALOONS, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json()).toMatchObject({ error: expect.any(String), error_description: expect.any(String) });
    }
    expect((await patch('0', { vehicles: 3 })).statusCode).toBe(400);
    expect((await rowOf(GENEVA_SALOONS)).vehicles).toBe(12);
    expect(await changes()).toEqual([]);
  });

  it('lowering below what is booked is refused naming the first clash', async () => {
    const leg = await coachJob();
    // Saloons 11 and 12 of Geneva have standing jobs; 11's starts first (09:15 in Geneva, UTC+1).
    await insertJobs(leg, [
      {
        fleetID: GENEVA_SALOONS,
        number: 12,
        startsAt: '2026-12-19T10:00:00.000Z',
        endsAt: '2026-12-19T14:00:00.000Z',
      },
      {
        fleetID: GENEVA_SALOONS,
        number: 11,
        startsAt: '2026-12-19T08:15:00.000Z',
        endsAt: '2026-12-19T12:00:00.000Z',
        state: 'held',
      },
      // neither a job over before now nor a released one keeps the count up
      {
        fleetID: GENEVA_SALOONS,
        number: 12,
        startsAt: '2026-11-20T08:00:00.000Z',
        endsAt: '2026-11-20T12:00:00.000Z',
      },
      {
        fleetID: GENEVA_SALOONS,
        number: 10,
        startsAt: '2026-12-01T08:00:00.000Z',
        endsAt: '2026-12-01T12:00:00.000Z',
        state: 'released',
      },
    ]);
    const refused = await patch(GENEVA_SALOONS, { vehicles: 9 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      error: 'conflict',
      error_description:
        'The count cannot be lowered to 9: standard vehicle 11 of base Geneva is booked from 2026-12-19 09:15.',
    });
    const inFrench = await patch(GENEVA_SALOONS, { vehicles: 11 }, { 'accept-language': 'fr' });
    expect(inFrench.statusCode).toBe(409);
    expect((inFrench.json() as { error_description: string }).error_description).toBe(
      'Le nombre ne peut pas passer à 11 : le véhicule standard 12 de la base Genève est réservé à partir du 2026-12-19 11:00.',
    );
    const inSpanish = await patch(GENEVA_SALOONS, { vehicles: 11 }, { 'accept-language': 'es' });
    expect((inSpanish.json() as { error_description: string }).error_description).toBe(
      'El número no puede bajar a 11: el vehículo estándar 12 de la base Ginebra está reservado desde el 2026-12-19 11:00.',
    );
    expect((await rowOf(GENEVA_SALOONS)).vehicles).toBe(12);
    expect(await changes()).toEqual([]);
    // A coach row names its class in the refusal too.
    await insertJobs(leg, [
      {
        fleetID: GENEVA_COACHES,
        number: 3,
        startsAt: '2026-12-19T08:00:00.000Z',
        endsAt: '2026-12-19T16:00:00.000Z',
      },
    ]);
    expect((await patch(GENEVA_COACHES, { vehicles: 2 })).json()).toMatchObject({
      error_description:
        'The count cannot be lowered to 2: coach 3 of base Geneva is booked from 2026-12-19 09:00.',
    });
  });

  it('lowering where nothing clashes takes effect: the row, the next read and the audit', async () => {
    const res = await patch(GENEVA_SALOONS, { vehicles: 0 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      data: { fleetID: GENEVA_SALOONS, vehicles: 0, vehicleClass: 'standard' },
    });
    expect((await rowOf(GENEVA_SALOONS)).vehicles).toBe(0);
    expect(await changes()).toEqual([
      expect.objectContaining({ fleet_id: GENEVA_SALOONS, from_value: 12, to_value: 0 }),
    ]);
  });

  it('lowering where nothing clashes takes effect in the next search (GVA -> Chamonix, 2 pax: no private_standard once the Geneva saloons are 0)', async () => {
    const privateStandard = (quotes: TestQuote[]) =>
      quotes.filter((q) => q.journey.product === 'private_standard');
    const before = await api.search({ pax: 2 });
    expect(privateStandard(before).length).toBeGreaterThan(0);
    expect((await patch(GENEVA_SALOONS, { vehicles: 0 })).statusCode).toBe(200);
    expect(privateStandard(await api.search({ pax: 2 }))).toEqual([]);
  });

  it('every change is audited', async () => {
    const operatorID = (
      await db.kysely
        .selectFrom('customers')
        .select('customer_id')
        .where('email', '=', 'desk@alpine.example')
        .executeTakeFirstOrThrow()
    ).customer_id;
    expect((await patch(GENEVA_SALOONS, { vehicles: 10 })).statusCode).toBe(200);
    expect((await patch(GENEVA_SALOONS, { vehicles: 14 })).statusCode).toBe(200);
    expect((await patch(GENEVA_COACHES, { vehicles: 3 })).statusCode).toBe(200); // unchanged: not a change
    expect(await changes()).toEqual([
      {
        fleet_id: GENEVA_SALOONS,
        from_value: 12,
        to_value: 10,
        operator_id: operatorID,
        at: NOW.toISOString(),
      },
      {
        fleet_id: GENEVA_SALOONS,
        from_value: 10,
        to_value: 14,
        operator_id: operatorID,
        at: NOW.toISOString(),
      },
    ]);
  });

  it("the day's jobs carry their vehicle number, and the day's timeline shows which vehicle is busy when", async () => {
    const leg = await coachJob();
    // Whatever adding the leg held itself is set aside: this leg drives Geneva coach 2 and 3.
    await db.kysely
      .updateTable('vehicle_holds')
      .set({ state: 'released' })
      .where('passenger_id', '=', leg.passengerID)
      .execute();
    await insertJobs(leg, [
      {
        fleetID: GENEVA_COACHES,
        number: 3,
        startsAt: '2026-12-19T08:30:00.000Z',
        endsAt: '2026-12-19T15:00:00.000Z',
        state: 'held',
      },
      {
        fleetID: GENEVA_COACHES,
        number: 2,
        startsAt: '2026-12-19T08:30:00.000Z',
        endsAt: '2026-12-19T15:00:00.000Z',
        state: 'held',
      },
      {
        fleetID: GENEVA_COACHES,
        number: 1,
        startsAt: '2026-12-18T08:30:00.000Z',
        endsAt: '2026-12-18T15:00:00.000Z',
        state: 'released',
      },
    ]);
    const day = (
      (
        await app.inject({
          method: 'GET',
          url: `/api/v1/operator/departures?date=${DAY}`,
          headers: bearer(tokens.operator),
        })
      ).json() as {
        data: { jobs: { reference: string; vehicle: unknown; vehicles: unknown[] }[] };
      }
    ).data;
    expect(day.jobs).toEqual([
      expect.objectContaining({
        reference: leg.reference,
        vehicle: { fleetID: GENEVA_COACHES, number: 2 },
        vehicles: [
          { fleetID: GENEVA_COACHES, number: 2 },
          { fleetID: GENEVA_COACHES, number: 3 },
        ],
      }),
    ]);
    const timeline = await app.inject({
      method: 'GET',
      url: `/api/v1/operator/fleet/jobs?date=${DAY}`,
      headers: bearer(tokens.operator),
    });
    expect(timeline.statusCode).toBe(200);
    expect((timeline.json() as { data: unknown[] }).data).toEqual(
      [2, 3].map((number) =>
        expect.objectContaining({
          fleetID: GENEVA_COACHES,
          number,
          startsAt: '2026-12-19T08:30:00.000Z',
          endsAt: '2026-12-19T15:00:00.000Z',
          hold: 'held',
          reference: leg.reference,
          passengerID: leg.passengerID,
          product: 'private_coach',
          date: DAY,
          pax: 40,
        }),
      ),
    );
    const otherDay = await app.inject({
      method: 'GET',
      url: '/api/v1/operator/fleet/jobs?date=2026-12-20',
      headers: bearer(tokens.operator),
    });
    expect((otherDay.json() as { data: unknown[] }).data).toEqual([]);
  });
});
