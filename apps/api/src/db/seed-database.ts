import { toMinor } from '@alpine/domain';
import { sql } from 'kysely';
import type { Db } from './database.ts';
import { seedNetwork } from './seed/index.ts';

const flag = (b: boolean) => (b ? 1 : 0);

/** Inserts rows in chunks so that no statement exceeds SQLite's or PostgreSQL's parameter limit. */
async function insertChunks<T extends object>(db: Db, table: string, rows: T[], size = 200): Promise<void> {
  for (let i = 0; i < rows.length; i += size) {
    // Table name is one of ours; rows come from the typed seed files.
    await db.kysely
      .insertInto(table as never)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

/**
 * Seeds the Alpine network of the seed files into an empty database (ADR 002, docs/seeded-network.md):
 * groups, locations, addresses, routes, timetables and their patterns, private rates, promotions and
 * partners. Prices are converted from decimals to minor units. Does nothing when locations exist.
 * Runs in one transaction: a failed seed leaves the database empty.
 * @returns true when it seeded, false when the database already held a network.
 */
export async function seedIfEmpty(db: Db): Promise<boolean> {
  const existing = await db.kysely.selectFrom('locations').select('location_id').limit(1).execute();
  if (existing.length > 0) return false;
  const n = seedNetwork;
  const tx = { ...db };
  await db.kysely.transaction().execute(async (trx) => {
    tx.kysely = trx;
    await insertChunks(
      tx,
      'location_groups',
      n.locationGroups.map((g) => ({ group_id: g.groupID, title: g.title, sort: g.sort })),
    );
    await insertChunks(
      tx,
      'locations',
      n.locations.map((l) => ({
        location_id: l.locationID,
        group_id: l.groupID,
        name: l.name,
        city: l.city,
        country: l.country,
        time_zone: l.timeZone,
        kind: l.kind,
        latitude: l.latitude,
        longitude: l.longitude,
        area_id: l.areaID,
        address_at_origin: flag(l.addressAtOrigin),
        address_at_destination: flag(l.addressAtDestination),
        public: flag(l.public),
      })),
    );
    await insertChunks(
      tx,
      'addresses',
      n.addresses.map((a) => ({
        address_id: a.addressID,
        location_id: a.locationID,
        kind: a.kind,
        organisation: a.organisation,
        street: a.street,
        city: a.city,
        postcode: a.postcode,
        country: a.country,
        latitude: a.latitude,
        longitude: a.longitude,
        fixed: flag(a.fixed),
      })),
    );
    await insertChunks(
      tx,
      'routes',
      n.routes.map((r) => ({
        hub_id: r.hubID,
        resort_id: r.resortID,
        duration_minutes: r.durationMinutes,
        distance_km: r.distanceKm,
        currency: r.currency,
      })),
    );
    await insertChunks(
      tx,
      'timetables',
      n.timetables.map((t) => ({
        timetable_id: t.timetableID,
        hub_id: t.hubID,
        resort_id: t.resortID,
        direction: t.direction,
        product: t.product,
        capacity: t.capacity,
        seat_price_minor: toMinor(t.seatPrice),
      })),
    );
    await insertChunks(
      tx,
      'timetable_patterns',
      n.timetables.flatMap((t) =>
        t.patterns.map((p) => ({
          timetable_id: t.timetableID,
          valid_from: p.from,
          valid_to: p.to,
          days: p.days.join(','),
          first_departure: p.first,
          last_departure: p.last,
          headway_minutes: p.headwayMinutes,
        })),
      ),
    );
    await insertChunks(
      tx,
      'private_rates',
      n.privateRates.flatMap((r) =>
        r.bands.map((b) => ({
          hub_id: r.hubID,
          resort_id: r.resortID,
          product: r.product,
          pax_max: b.paxMax,
          price_minor: toMinor(b.price),
          valid_from: r.from ?? null,
          valid_to: r.to ?? null,
        })),
      ),
    );
    await insertChunks(
      tx,
      'promotions',
      n.promotions.map((p) => ({
        promotion_id: p.promotionID,
        code: p.code.toUpperCase(),
        percentage: p.percentage,
        fixed_amount_minor: p.fixedAmount === null ? null : toMinor(p.fixedAmount),
        valid_from: p.validFrom,
        valid_to: p.validTo,
        max_uses: p.maxUses,
        uses: p.uses,
      })),
    );
    await insertChunks(
      tx,
      'partners',
      n.partners.map((p) => ({
        partner_id: p.partnerID,
        name: p.name,
        allows_card: flag(p.allowsCard),
        allows_invoice: flag(p.allowsInvoice),
      })),
    );
    if (db.dialect === 'postgres') {
      // Explicit ids were inserted into serial columns: move the sequences past them.
      for (const [table, column] of [['addresses', 'address_id']] as const) {
        await sql`select setval(pg_get_serial_sequence(${table}, ${column}), (select max(${sql.ref(column)}) from ${sql.table(table)}))`.execute(
          trx,
        );
      }
    }
  });
  return true;
}
