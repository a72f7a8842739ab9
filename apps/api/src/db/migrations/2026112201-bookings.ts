import type { Kysely } from 'kysely';
import { autoIncrementId } from './portable-columns.ts';

/**
 * Bookings, their legs and the seat holds of shared departures (docs/architecture.md §4 authority and safety
 * rules; spec part 2 §3, §7, §9). Portable like 2026112101: integers for booleans, money in minor
 * units, local dates "YYYY-MM-DD" and times "HH:mm" as text, instants as ISO UTC text.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = autoIncrementId(db);

  await db.schema
    .createTable('bookings')
    .addColumn('booking_id', ...id)
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('customer_id', 'integer', (c) => c.notNull().references('customers.customer_id'))
    .addColumn('owner_session', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('currency', 'text')
    .addColumn('total_minor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .addColumn('paid_reference', 'text', (c) => c.unique())
    .addColumn('review_requested_at', 'text')
    .addColumn('marketing_tag', 'text')
    .execute();
  await db.schema.createIndex('bookings_customer').on('bookings').column('customer_id').execute();

  await db.schema
    .createTable('booking_legs')
    .addColumn('passenger_id', ...id)
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.booking_id'))
    .addColumn('leg_index', 'integer', (c) => c.notNull())
    .addColumn('quote_hash', 'text', (c) => c.notNull())
    .addColumn('product', 'text', (c) => c.notNull())
    .addColumn('origin_id', 'integer', (c) => c.notNull())
    .addColumn('destination_id', 'integer', (c) => c.notNull())
    .addColumn('service_date', 'text', (c) => c.notNull())
    .addColumn('departure_time', 'text', (c) => c.notNull())
    .addColumn('duration_minutes', 'integer', (c) => c.notNull())
    .addColumn('pax', 'integer', (c) => c.notNull())
    .addColumn('fare_minor', 'integer', (c) => c.notNull())
    .addColumn('promotion_id', 'integer')
    .addColumn('promotion_percentage', 'double precision')
    .addColumn('promotion_fixed_minor', 'integer')
    .addColumn('partner_id', 'integer')
    .addColumn('status_id', 'integer', (c) => c.notNull())
    .addColumn('departure_key', 'text')
    .addColumn('flight', 'text', (c) => c.notNull())
    .addColumn('origin_address_id', 'integer', (c) => c.notNull().references('addresses.address_id'))
    .addColumn('destination_address_id', 'integer', (c) => c.notNull().references('addresses.address_id'))
    .addColumn('bags', 'integer', (c) => c.notNull())
    .addColumn('hand_luggage', 'integer', (c) => c.notNull())
    .addColumn('skis', 'integer', (c) => c.notNull())
    .addColumn('bikes', 'integer', (c) => c.notNull())
    .addColumn('pets', 'integer', (c) => c.notNull())
    .addColumn('seats_rear', 'integer', (c) => c.notNull())
    .addColumn('seats_front', 'integer', (c) => c.notNull())
    .addColumn('seats_booster', 'integer', (c) => c.notNull())
    .addColumn('flexi', 'integer', (c) => c.notNull())
    .addColumn('children', 'integer', (c) => c.notNull())
    .addColumn('price_minor', 'integer', (c) => c.notNull())
    .addColumn('currency', 'text', (c) => c.notNull())
    .addColumn('quote_expires_at', 'text', (c) => c.notNull())
    .addUniqueConstraint('booking_legs_index', ['booking_id', 'leg_index'])
    .addUniqueConstraint('booking_legs_quote', ['booking_id', 'quote_hash'])
    .execute();

  await db.schema
    .createTable('seat_holds')
    .addColumn('hold_id', ...id)
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.booking_id'))
    .addColumn('passenger_id', 'integer', (c) => c.notNull().unique().references('booking_legs.passenger_id'))
    .addColumn('departure_key', 'text', (c) => c.notNull().references('departure_loads.departure_key'))
    .addColumn('timetable_id', 'integer', (c) => c.notNull())
    .addColumn('service_date', 'text', (c) => c.notNull())
    .addColumn('departure_time', 'text', (c) => c.notNull())
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text')
    .execute();
  await db.schema.createIndex('seat_holds_booking').on('seat_holds').column('booking_id').execute();
  await db.schema
    .createIndex('seat_holds_expiry')
    .on('seat_holds')
    .columns(['state', 'expires_at'])
    .execute();
}

/** Drops what up() created, in reverse order. */
export async function down(db: Kysely<unknown>): Promise<void> {
  for (const t of ['seat_holds', 'booking_legs', 'bookings']) {
    await db.schema.dropTable(t).ifExists().execute();
  }
}
