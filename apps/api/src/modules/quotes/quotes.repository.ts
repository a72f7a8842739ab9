import {
  LONGEST_VEHICLE_WINDOW_MINUTES,
  STANDING_VEHICLE_HOLD_STATES,
  type FareFleetRow,
  type FarePrivateRate,
  type FareTimetable,
  type PromotionRecord,
} from '@alpine/domain';
import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DbTransaction } from '../../db/transaction.ts';
import { PROMOTION_COLUMNS, toPromotion, type PromotionRow } from './catalogue-admin.repository.ts';

/**
 * A route with its products, both directions (ADR 004), and the base serving its hub (ADR 022:
 * base_hubs, seeded data changed only by a migration): its id and the minutes from its depot to
 * the hub; null when the hub has no base (no private quote).
 */
export interface NetworkRoute {
  hubID: number;
  resortID: number;
  durationMinutes: number;
  currency: 'CHF' | 'EUR';
  toResort: FareTimetable[];
  toHub: FareTimetable[];
  privateRates: FarePrivateRate[];
  base: { baseID: number; hubMinutes: number } | null;
}

/** A partner (spec part 2 §2.6): which payment ways its quotes allow. */
export interface Partner {
  partnerID: number;
  name: string;
  allowsCard: boolean;
  allowsInvoice: boolean;
}

/** Key of a route in the network map: "hubID-resortID". */
export const routeKey = (hubID: number, resortID: number) => `${hubID}-${resortID}`;

/** SQL of the fares module (owner of routes, timetables, patterns, rates, promotions, partners, loads). */
export function quotesRepository(db: Kysely<Database>) {
  // Its parameters are the timetable ids, then the dates (the order of the where clauses).
  const seatLoadsQuery = (timetableIDs: number[], dates: string[]) =>
    db
      .selectFrom('departure_loads')
      // Seats off sale count as taken and a closed departure as full (ADR 019).
      .select([
        'departure_key',
        sql<number>`case when closed = 1 then 1000000 else seats_taken + withheld end`.as('seats_taken'),
      ])
      .where('timetable_id', 'in', timetableIDs)
      .where('service_date', 'in', dates);
  const seatLoadSql = new Map<string, string>();
  return {
    /** The whole fare network, keyed by routeKey. A handful of queries; the service caches it. */
    async loadNetwork(): Promise<Map<string, NetworkRoute>> {
      const [routes, timetables, patterns, rates, baseHubs] = await Promise.all([
        db.selectFrom('routes').select(['hub_id', 'resort_id', 'duration_minutes', 'currency']).execute(),
        db
          .selectFrom('timetables')
          .select([
            'timetable_id',
            'hub_id',
            'resort_id',
            'direction',
            'product',
            'capacity',
            'seat_price_minor',
          ])
          .execute(),
        db
          .selectFrom('timetable_patterns')
          .select([
            'timetable_id',
            'valid_from',
            'valid_to',
            'days',
            'first_departure',
            'last_departure',
            'headway_minutes',
          ])
          .orderBy('pattern_id')
          .execute(),
        db
          .selectFrom('private_rates')
          .select(['hub_id', 'resort_id', 'product', 'pax_max', 'price_minor', 'valid_from', 'valid_to'])
          .orderBy('pax_max')
          .execute(),
        db.selectFrom('base_hubs').select(['location_id', 'base_id', 'minutes']).execute(),
      ]);
      const baseOf = new Map(
        baseHubs.map((b) => [b.location_id, { baseID: b.base_id, hubMinutes: b.minutes }]),
      );
      const network = new Map<string, NetworkRoute>();
      for (const r of routes) {
        network.set(routeKey(r.hub_id, r.resort_id), {
          hubID: r.hub_id,
          resortID: r.resort_id,
          durationMinutes: r.duration_minutes,
          currency: r.currency as 'CHF' | 'EUR',
          toResort: [],
          toHub: [],
          privateRates: [],
          base: baseOf.get(r.hub_id) ?? null,
        });
      }
      const byTimetable = new Map<number, FareTimetable>();
      for (const t of timetables) {
        const route = network.get(routeKey(t.hub_id, t.resort_id));
        if (!route) continue;
        const tt: FareTimetable = {
          timetableID: t.timetable_id,
          product: t.product as FareTimetable['product'],
          capacity: t.capacity,
          seatPriceMinor: t.seat_price_minor,
          patterns: [],
        };
        byTimetable.set(t.timetable_id, tt);
        (t.direction === 'to_resort' ? route.toResort : route.toHub).push(tt);
      }
      for (const p of patterns) {
        byTimetable.get(p.timetable_id)?.patterns.push({
          from: p.valid_from,
          to: p.valid_to,
          days: p.days.split(',').map(Number),
          first: p.first_departure,
          last: p.last_departure,
          headwayMinutes: p.headway_minutes,
        });
      }
      for (const r of rates) {
        const route = network.get(routeKey(r.hub_id, r.resort_id));
        if (!route) continue;
        const product = r.product as FarePrivateRate['product'];
        let rate = route.privateRates.find(
          (x) => x.product === product && x.from === r.valid_from && x.to === r.valid_to,
        );
        if (!rate) {
          rate = { product, bands: [], from: r.valid_from, to: r.valid_to };
          route.privateRates.push(rate);
        }
        rate.bands.push({ paxMax: r.pax_max, priceMinor: r.price_minor });
      }
      return network;
    },

    /**
     * Seats sold or held per departure key, for the timetables and service dates given. The SQL is
     * built by Kysely once per shape (how many timetables, how many dates) and reused with the new
     * values (docs/architecture.md §5: every uncached search runs it).
     */
    async loadSeatLoads(timetableIDs: number[], dates: string[]): Promise<Map<string, number>> {
      if (timetableIDs.length === 0 || dates.length === 0) return new Map();
      const shape = `${timetableIDs.length}|${dates.length}`;
      let text = seatLoadSql.get(shape);
      if (text === undefined) {
        text = seatLoadsQuery(timetableIDs, dates).compile().sql;
        if (seatLoadSql.size >= 100) seatLoadSql.clear();
        seatLoadSql.set(shape, text);
      }
      const { rows } = await db.executeQuery<{ departure_key: string; seats_taken: number }>(
        CompiledQuery.raw(text, [...timetableIDs, ...dates]),
      );
      return new Map(rows.map((r) => [r.departure_key, r.seats_taken]));
    },

    /**
     * The fleet rows of base `baseID` (ADR 022), each with its standing jobs (vehicle holds 'held'
     * or 'sold': STANDING_VEHICLE_HOLD_STATES) whose window overlaps `span` ("from" inclusive,
     * "to" exclusive, ISO UTC as vehicle_holds stores them); `span` null reads no jobs (the "from"
     * prices: a representative price, not an availability). The jobs are read by the index
     * (fleet_id, state, starts_at) over a bounded range: starting before `to` and at most
     * LONGEST_VEHICLE_WINDOW_MINUTES before `from`, ending after `from`. Two queries, at once.
     */
    async loadFleet(baseID: number, span: { from: string; to: string } | null): Promise<FareFleetRow[]> {
      const rowsOfBase = db.selectFrom('fleet').select('fleet_id').where('base_id', '=', baseID);
      const [rows, jobs] = await Promise.all([
        db
          .selectFrom('fleet')
          .select(['fleet_id', 'vehicle_class', 'size', 'vehicles'])
          .where('base_id', '=', baseID)
          .execute(),
        span === null
          ? []
          : db
              .selectFrom('vehicle_holds')
              .select(['fleet_id', 'vehicle_number', 'starts_at', 'ends_at'])
              .where('fleet_id', 'in', rowsOfBase)
              .where('state', 'in', [...STANDING_VEHICLE_HOLD_STATES])
              .where(
                'starts_at',
                '>=',
                new Date(Date.parse(span.from) - LONGEST_VEHICLE_WINDOW_MINUTES * 60_000).toISOString(),
              )
              .where('starts_at', '<', span.to)
              .where('ends_at', '>', span.from)
              .execute(),
      ]);
      return rows.map((r) => ({
        vehicleClass: r.vehicle_class,
        size: r.size,
        vehicles: r.vehicles,
        jobs: jobs
          .filter((j) => j.fleet_id === r.fleet_id)
          .map((j) => ({
            number: j.vehicle_number,
            startsAt: Date.parse(j.starts_at),
            endsAt: Date.parse(j.ends_at),
          })),
      }));
    },

    /** A promotion by its normalised (upper-case) code, or null; a paused one is null too. */
    async findPromotion(code: string): Promise<PromotionRecord | null> {
      const r = await db
        .selectFrom('promotions')
        .select(PROMOTION_COLUMNS)
        .where('code', '=', code)
        // A paused code is refused like an unknown one (ADR 019).
        .where('paused', '=', 0)
        .executeTakeFirst();
      return r ? toPromotion(r) : null;
    },

    /**
     * A promotion by id, paused or not (the rate a quote named, checked again when the quote is
     * booked; ADR 004), or null when it no longer exists.
     */
    async findPromotionByID(promotionID: number): Promise<PromotionRow | null> {
      const r = await db
        .selectFrom('promotions')
        .select(PROMOTION_COLUMNS)
        .where('promotion_id', '=', promotionID)
        .executeTakeFirst();
      return r ? toPromotion(r) : null;
    },

    /**
     * Counts one use of each promotion in `promotionIDs` (ADR 004: use limits) on `tx`, the
     * caller's open transaction (a booking's confirmation; ADR 013), or on the database.
     */
    async countPromotionUses(promotionIDs: number[], tx?: DbTransaction): Promise<void> {
      for (const promotionID of new Set(promotionIDs)) {
        await (tx ?? db)
          .updateTable('promotions')
          .set((eb) => ({ uses: eb('uses', '+', 1) }))
          .where('promotion_id', '=', promotionID)
          .execute();
      }
    },

    /** A partner by id, or null. */
    async findPartner(partnerID: number): Promise<Partner | null> {
      const r = await db
        .selectFrom('partners')
        .select(['partner_id', 'name', 'allows_card', 'allows_invoice'])
        .where('partner_id', '=', partnerID)
        .executeTakeFirst();
      return r
        ? {
            partnerID: r.partner_id,
            name: r.name,
            allowsCard: r.allows_card === 1,
            allowsInvoice: r.allows_invoice === 1,
          }
        : null;
    },
  };
}
export type QuotesRepository = ReturnType<typeof quotesRepository>;
