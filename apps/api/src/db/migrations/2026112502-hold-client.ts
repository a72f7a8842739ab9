import type { Kysely } from 'kysely';

/**
 * The connection a seat hold came from (docs/architecture.md §4 "rate limits key on the connection"),
 * portable to SQLite and PostgreSQL: seat_holds.client_address, the address the API saw (request.ip);
 * null on holds written before. Unpaid held seats are capped per session and per address
 * (bookings.service.ts MAX_UNPAID_HELD_SEATS).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('seat_holds').addColumn('client_address', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('seat_holds').dropColumn('client_address').execute();
}
