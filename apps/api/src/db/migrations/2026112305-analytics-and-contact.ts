import type { Kysely } from 'kysely';
import { autoIncrementId } from './portable-columns.ts';

/**
 * Issue 10 §4 and §1 (portable to SQLite and PostgreSQL):
 * - analytics_events: one row per first-party analytics event sent after cookie consent (type
 *   page_view | booking_step_completed | purchase, the page path, the booking step 1-5 or null, a
 *   booking reference or null, the client's instant and the server's, ISO UTC text), indexed by the
 *   server's instant for the funnel query;
 * - mail_outbox.reply_to: the Reply-To of a message (the traveller of a contact message), or null.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('analytics_events')
    .addColumn('event_id', ...autoIncrementId(db))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('step', 'integer')
    .addColumn('booking_reference', 'text')
    .addColumn('occurred_at', 'text', (c) => c.notNull())
    .addColumn('received_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('analytics_events_received_at')
    .on('analytics_events')
    .columns(['received_at'])
    .execute();
  await db.schema.alterTable('mail_outbox').addColumn('reply_to', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('mail_outbox').dropColumn('reply_to').execute();
  await db.schema.dropTable('analytics_events').execute();
}
