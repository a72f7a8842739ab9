import type { Kysely } from 'kysely';
import { autoIncrementId } from './portable-columns.ts';

/**
 * Group requests (spec part 1 §5, §9: 51-99 passengers, above the largest private transfer),
 * owned by the group-requests module (ADR 013), portable to SQLite and PostgreSQL:
 * - group_requests: one row per request sent from the results page: its reference (unique), the
 *   route (location ids), the outbound and optional return date (YYYY-MM-DD) and time (HH:mm),
 *   pax, the contact, the traveller's language (en | fr | es), the optional message, received_at
 *   and answered_at (ISO UTC text; null while unanswered);
 * - group_request_answers: every answer the operator e-mailed from the console: the request, the
 *   operator (operator_id and its e-mail at the time), the text and sent_at (ISO UTC).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('group_requests')
    .addColumn('group_request_id', ...autoIncrementId(db))
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('origin_id', 'integer', (c) => c.notNull())
    .addColumn('destination_id', 'integer', (c) => c.notNull())
    .addColumn('outbound_date', 'text', (c) => c.notNull())
    .addColumn('outbound_time', 'text', (c) => c.notNull())
    .addColumn('return_date', 'text')
    .addColumn('return_time', 'text')
    .addColumn('pax', 'integer', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('mobile', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('message', 'text')
    .addColumn('received_at', 'text', (c) => c.notNull())
    .addColumn('answered_at', 'text')
    .execute();
  await db.schema
    .createTable('group_request_answers')
    .addColumn('answer_id', ...autoIncrementId(db))
    .addColumn('group_request_id', 'integer', (c) =>
      c.notNull().references('group_requests.group_request_id').onDelete('cascade'),
    )
    .addColumn('operator_id', 'integer', (c) => c.notNull())
    .addColumn('operator_email', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('sent_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('group_request_answers_request')
    .on('group_request_answers')
    .column('group_request_id')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('group_request_answers').execute();
  await db.schema.dropTable('group_requests').execute();
}
