import type { Kysely } from 'kysely';
import { BASE_HUB_ROWS, BASE_ROWS, FLEET_ROWS } from './2026112901-fleet.rows.ts';
import { autoIncrementId } from './portable-columns.ts';

/**
 * The private fleet as capacity (ADR 022), portable to SQLite and PostgreSQL:
 * - bases: a depot (base_id, English name, home location id);
 * - base_hubs: every hub location (airport, station, city) belongs to exactly one base (the primary
 *   key), with the minutes from the base's depot to it (0 where the base is at the hub);
 * - fleet: vehicles per base, vehicle class (standard | premium | coach) and size (saloon | minivan |
 *   minibus | coach), with its passenger seats; unique per (base, class, size);
 * - fleet_changes: every change of a row's count, by which operator and when (ISO UTC);
 * - vehicle_holds: one vehicle held for (or sold to) a leg: its fleet row, its number 1..vehicles,
 *   its working window starts_at-ends_at (ISO UTC), state held | sold | released as seat_holds,
 *   expires_at (ISO UTC; null once sold; while the booking awaits review, its review deadline) and
 *   the connection's address that took it. A leg of 17-32 standard pax has two rows.
 * The seeded bases and counts are written here from a frozen copy (2026112901-fleet.rows.ts), so an
 * existing database gets them when migrated and a new one before it is seeded (rows need no place).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('bases')
    .addColumn('base_id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('home_location_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('base_hubs')
    .addColumn('location_id', 'integer', (c) => c.primaryKey())
    .addColumn('base_id', 'integer', (c) => c.notNull().references('bases.base_id'))
    .addColumn('minutes', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('fleet')
    .addColumn('fleet_id', 'integer', (c) => c.primaryKey())
    .addColumn('base_id', 'integer', (c) => c.notNull().references('bases.base_id'))
    .addColumn('vehicle_class', 'text', (c) => c.notNull())
    .addColumn('size', 'text', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('vehicles', 'integer', (c) => c.notNull())
    .addUniqueConstraint('fleet_base_class_size', ['base_id', 'vehicle_class', 'size'])
    .execute();
  await db.schema
    .createTable('fleet_changes')
    .addColumn('change_id', ...autoIncrementId(db))
    .addColumn('fleet_id', 'integer', (c) => c.notNull().references('fleet.fleet_id'))
    .addColumn('from_value', 'integer', (c) => c.notNull())
    .addColumn('to_value', 'integer', (c) => c.notNull())
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('vehicle_holds')
    .addColumn('hold_id', ...autoIncrementId(db))
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.booking_id'))
    .addColumn('passenger_id', 'integer', (c) => c.notNull().references('booking_legs.passenger_id'))
    .addColumn('fleet_id', 'integer', (c) => c.notNull().references('fleet.fleet_id'))
    .addColumn('vehicle_number', 'integer', (c) => c.notNull())
    .addColumn('starts_at', 'text', (c) => c.notNull())
    .addColumn('ends_at', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .addColumn('client_address', 'text')
    .execute();
  await db.schema.createIndex('vehicle_holds_booking').on('vehicle_holds').column('booking_id').execute();
  await db.schema
    .createIndex('vehicle_holds_fleet')
    .on('vehicle_holds')
    .columns(['fleet_id', 'state', 'starts_at'])
    .execute();
  await db.schema
    .createIndex('vehicle_holds_expiry')
    .on('vehicle_holds')
    .columns(['state', 'expires_at'])
    .execute();

  await db
    .insertInto('bases' as never)
    .values(
      BASE_ROWS.map(([base_id, name, home_location_id]) => ({ base_id, name, home_location_id })) as never,
    )
    .execute();
  await db
    .insertInto('base_hubs' as never)
    .values(
      BASE_HUB_ROWS.map(([location_id, base_id, minutes]) => ({ location_id, base_id, minutes })) as never,
    )
    .execute();
  await db
    .insertInto('fleet' as never)
    .values(
      FLEET_ROWS.map(([fleet_id, base_id, vehicle_class, size, seats, vehicles]) => ({
        fleet_id,
        base_id,
        vehicle_class,
        size,
        seats,
        vehicles,
      })) as never,
    )
    .execute();
}

/** Drops what up() created, in reverse order. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['vehicle_holds', 'fleet_changes', 'fleet', 'base_hubs', 'bases']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
