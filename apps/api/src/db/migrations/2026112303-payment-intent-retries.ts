import { sql, type Kysely } from 'kysely';

/** Statuses from which an intent can still be paid (payment-settlement.ts OPEN_STATUSES, copied: a migration never imports app code). */
const OPEN = ['requires_payment_method', 'requires_confirmation', 'requires_action', 'processing'];

/**
 * A booking may get a new payment intent once its earlier one ended (ADR 010): payment_intents.booking_id is
 * no longer unique; instead at most one OPEN intent per booking (a partial unique index, SQLite and
 * PostgreSQL), plus a plain index to list a booking's intents.
 *
 * The unique constraint came from an inline `.unique()` (2026112202-payments.ts): on PostgreSQL it
 * is the constraint payment_intents_booking_id_key, dropped; SQLite cannot drop an inline UNIQUE
 * (its index sqlite_autoindex_payment_intents_3 belongs to the table), so the table is rebuilt from
 * its own stored CREATE statement with that one `unique` removed: columns another migration added
 * meanwhile are kept, rows copied with `select *`, and the table's other explicit indexes re-created.
 * Runs inside the migrator's transaction on both engines.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
  if (postgres) {
    await sql`alter table payment_intents drop constraint if exists payment_intents_booking_id_key`.execute(
      db,
    );
  } else {
    await rebuildSqliteWithoutUniqueBooking(db);
  }
  await db.schema.createIndex('payment_intents_booking').on('payment_intents').column('booking_id').execute();
  await sql`create unique index payment_intents_one_open_per_booking on payment_intents (booking_id) where status in (${sql.join(
    OPEN.map((s) => sql.lit(s)),
  )})`.execute(db);
}

async function rebuildSqliteWithoutUniqueBooking(db: Kysely<unknown>): Promise<void> {
  const table = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'table' and name = 'payment_intents'`.execute(db);
  const create = table.rows[0]?.sql;
  if (!create) throw new Error('payment_intents has no CREATE statement in sqlite_master');
  const column = /("booking_id"\s+integer\s+not null)\s+unique/i;
  if (!column.test(create)) return; // already without the inline UNIQUE
  const indexes = await sql<{
    sql: string;
  }>`select sql from sqlite_master where type = 'index' and tbl_name = 'payment_intents' and sql is not null`.execute(
    db,
  );
  const rebuilt = create
    .replace(column, '$1')
    .replace(/^CREATE TABLE\s+"?payment_intents"?/i, 'CREATE TABLE "payment_intents_rebuild"');
  await sql.raw(rebuilt).execute(db);
  await sql`insert into payment_intents_rebuild select * from payment_intents`.execute(db);
  await sql`drop table payment_intents`.execute(db);
  await sql`alter table payment_intents_rebuild rename to payment_intents`.execute(db);
  for (const index of indexes.rows) await sql.raw(index.sql).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('payment_intents_one_open_per_booking').ifExists().execute();
  await db.schema.dropIndex('payment_intents_booking').ifExists().execute();
  // booking_id stays non-unique: a booking with several intents could not be made unique again.
}
