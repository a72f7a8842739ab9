import { sql, type Kysely } from 'kysely';
import { autoIncrementId } from './portable-columns.ts';

/**
 * The Alpine network (ADR 004), seat loads per shared departure and customers (for the password
 * grant). Portable: integers for booleans, text for dates and times, serial/autoincrement ids.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = autoIncrementId(db);

  await db.schema
    .createTable('location_groups')
    .addColumn('group_id', 'integer', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('locations')
    .addColumn('location_id', 'integer', (c) => c.primaryKey())
    .addColumn('group_id', 'integer', (c) => c.notNull().references('location_groups.group_id'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('area_id', 'integer', (c) => c.notNull())
    .addColumn('address_at_origin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('address_at_destination', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('public', 'integer', (c) => c.notNull().defaultTo(1))
    .execute();
  await db.schema
    .createTable('addresses')
    .addColumn('address_id', ...id)
    .addColumn('location_id', 'integer', (c) => c.notNull().references('locations.location_id'))
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('organisation', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision')
    .addColumn('longitude', 'double precision')
    .addColumn('fixed', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.createIndex('addresses_location').on('addresses').column('location_id').execute();
  await db.schema
    .createTable('routes')
    .addColumn('hub_id', 'integer', (c) => c.notNull().references('locations.location_id'))
    .addColumn('resort_id', 'integer', (c) => c.notNull().references('locations.location_id'))
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('distance_km', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('routes_pk', ['hub_id', 'resort_id'])
    .execute();
  await db.schema
    .createTable('timetables')
    .addColumn('timetable_id', 'integer', (c) => c.primaryKey())
    .addColumn('hub_id', 'integer', (c) => c.notNull())
    .addColumn('resort_id', 'integer', (c) => c.notNull())
    .addColumn('direction', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('seat_price_minor', 'integer', (c) => c.notNull())
    .addForeignKeyConstraint('timetables_route', ['hub_id', 'resort_id'], 'routes', ['hub_id', 'resort_id'])
    .execute();
  await db.schema
    .createTable('timetable_patterns')
    .addColumn('pattern_id', ...id)
    .addColumn('timetable_id', 'integer', (c) => c.notNull().references('timetables.timetable_id'))
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('valid_to', 'text', (c) => c.notNull())
    .addColumn('days', 'text', (c) => c.notNull())
    .addColumn('first_departure', 'text', (c) => c.notNull())
    .addColumn('last_departure', 'text', (c) => c.notNull())
    .addColumn('headway_minutes', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('private_rates')
    .addColumn('rate_id', ...id)
    .addColumn('hub_id', 'integer', (c) => c.notNull())
    .addColumn('resort_id', 'integer', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('pax_max', 'integer', (c) => c.notNull())
    .addColumn('price_minor', 'integer', (c) => c.notNull())
    .addColumn('valid_from', 'text')
    .addColumn('valid_to', 'text')
    .addForeignKeyConstraint('private_rates_route', ['hub_id', 'resort_id'], 'routes', [
      'hub_id',
      'resort_id',
    ])
    .execute();
  await db.schema
    .createTable('promotions')
    .addColumn('promotion_id', 'integer', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('percentage', 'double precision')
    .addColumn('fixed_amount_minor', 'integer')
    .addColumn('valid_from', 'text', (c) => c.notNull())
    .addColumn('valid_to', 'text', (c) => c.notNull())
    .addColumn('max_uses', 'integer')
    .addColumn('uses', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createTable('partners')
    .addColumn('partner_id', 'integer', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('allows_card', 'integer', (c) => c.notNull())
    .addColumn('allows_invoice', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createTable('departure_loads')
    .addColumn('departure_key', 'text', (c) => c.primaryKey())
    .addColumn('timetable_id', 'integer', (c) => c.notNull().references('timetables.timetable_id'))
    .addColumn('service_date', 'text', (c) => c.notNull())
    .addColumn('departure_time', 'text', (c) => c.notNull())
    .addColumn('seats_taken', 'integer', (c) => c.notNull().defaultTo(0))
    .addCheckConstraint('departure_loads_seats', sql`seats_taken >= 0`)
    .execute();
  await db.schema
    .createIndex('departure_loads_by_day')
    .on('departure_loads')
    .columns(['timetable_id', 'service_date'])
    .execute();
  await db.schema
    .createTable('customers')
    .addColumn('customer_id', ...id)
    .addColumn('brand_id', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

/** Drops what up() created, in reverse order. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of [
    'customers',
    'departure_loads',
    'partners',
    'promotions',
    'private_rates',
    'timetable_patterns',
    'timetables',
    'routes',
    'addresses',
    'locations',
    'location_groups',
  ]) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
