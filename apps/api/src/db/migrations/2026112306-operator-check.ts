import type { Kysely } from 'kysely';

/**
 * Legs past a suggested extras maximum (spec part 2 §5 "Extras steppers": 495 luggage,
 * 5 bikes and pets, suggested, not enforced): booking_legs.needs_operator_check is 1 when a count
 * of the leg passes its suggestion, so the operator confirms the quantity; 0 otherwise (and on
 * rows written before, which could not pass it). Portable to SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('booking_legs')
    .addColumn('needs_operator_check', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('booking_legs').dropColumn('needs_operator_check').execute();
}
