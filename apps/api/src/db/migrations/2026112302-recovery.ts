import type { Kysely } from 'kysely';

/**
 * Crash recovery (ADR 009; docs/architecture.md §4 "what must not be lost is written in the transaction it
 * follows"):
 * - mail_outbox becomes a transactional outbox: `state` pending | sent | kept (rows written before
 *   were delivered: 'sent' when sent_at is set, else 'kept'), `payload_json` for a message rendered
 *   at send time ({ kind, bookingID }), and the sender's bookkeeping (attempts, next_attempt_at,
 *   locked_until, last_error; instants ISO UTC text).
 * - payment_intents.charged_at: when the sandbox gateway took the card (written with the move to
 *   'processing'), so that recovery knows whether a stranded intent was charged.
 * - jobs: the schedule of periodic jobs, claimed with a conditional UPDATE (one runner at a time).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('kept'))
    .execute();
  for (const column of ['payload_json', 'next_attempt_at', 'locked_until', 'last_error']) {
    await db.schema.alterTable('mail_outbox').addColumn(column, 'text').execute();
  }
  await db.schema
    .alterTable('mail_outbox')
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await (db as Kysely<{ mail_outbox: { state: string; sent_at: string | null } }>)
    .updateTable('mail_outbox')
    .set({ state: 'sent' })
    .where('sent_at', 'is not', null)
    .execute();
  await db.schema
    .createIndex('mail_outbox_due')
    .on('mail_outbox')
    .columns(['state', 'next_attempt_at'])
    .execute();

  await db.schema.alterTable('payment_intents').addColumn('charged_at', 'text').execute();
  await db.schema
    .createIndex('payment_intents_status')
    .on('payment_intents')
    .columns(['status', 'updated_at'])
    .execute();

  await db.schema
    .createTable('jobs')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .addColumn('next_run_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('locked_by', 'text')
    .addColumn('last_run_at', 'text')
    .addColumn('last_error', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('jobs').ifExists().execute();
  await db.schema.dropIndex('payment_intents_status').ifExists().execute();
  await db.schema.alterTable('payment_intents').dropColumn('charged_at').execute();
  await db.schema.dropIndex('mail_outbox_due').ifExists().execute();
  for (const column of [
    'state',
    'payload_json',
    'next_attempt_at',
    'locked_until',
    'last_error',
    'attempts',
  ]) {
    await db.schema.alterTable('mail_outbox').dropColumn(column).execute();
  }
}
