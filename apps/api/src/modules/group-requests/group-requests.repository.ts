import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DbTransaction } from '../../db/transaction.ts';

/** A stored group request (table group_requests). */
export type GroupRequestRow = Selectable<Database['group_requests']>;
/** A stored answer of the operator (table group_request_answers). */
export type GroupRequestAnswerRow = Selectable<Database['group_request_answers']>;

/** How many requests the console lists at most, newest first. */
export const GROUP_REQUESTS_LISTED = 200;

/**
 * SQL of the group-requests module (ADR 013: it owns group_requests and group_request_answers).
 * Writes run inside a transaction the service opens (`inTransaction`), so that the mail module
 * records the e-mails in the same commit as the row (transactional outbox, ADR 009).
 */
export function groupRequestsRepository(db: Kysely<Database>) {
  return {
    /** Runs `fn` in one transaction; its writes commit together or not at all. */
    inTransaction<T>(fn: (tx: DbTransaction) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },
    /** Inserts a request in `tx`; its id. A reference already taken throws (unique constraint). */
    async insert(
      tx: DbTransaction,
      row: Omit<Insertable<Database['group_requests']>, 'group_request_id'>,
    ): Promise<number> {
      const { group_request_id } = await tx
        .insertInto('group_requests')
        .values(row)
        .returning('group_request_id')
        .executeTakeFirstOrThrow();
      return group_request_id;
    },
    /** True when `reference` is already a request's. */
    async referenceTaken(reference: string): Promise<boolean> {
      const row = await db
        .selectFrom('group_requests')
        .select('group_request_id')
        .where('reference', '=', reference)
        .executeTakeFirst();
      return row !== undefined;
    },
    /** One request by id, or undefined (read in `tx` when given). */
    find(groupRequestID: number, tx?: DbTransaction): Promise<GroupRequestRow | undefined> {
      return (tx ?? db)
        .selectFrom('group_requests')
        .selectAll()
        .where('group_request_id', '=', groupRequestID)
        .executeTakeFirst();
    },
    /** One request (none when unknown) and its answers, oldest first. */
    async withAnswers(
      groupRequestID: number,
    ): Promise<{ requests: GroupRequestRow[]; answers: GroupRequestAnswerRow[] }> {
      const request = await db
        .selectFrom('group_requests')
        .selectAll()
        .where('group_request_id', '=', groupRequestID)
        .executeTakeFirst();
      if (!request) return { requests: [], answers: [] };
      const answers = await db
        .selectFrom('group_request_answers')
        .selectAll()
        .where('group_request_id', '=', groupRequestID)
        .orderBy('sent_at')
        .orderBy('answer_id')
        .execute();
      return { requests: [request], answers };
    },
    /** The latest GROUP_REQUESTS_LISTED requests, newest first, and all their answers, oldest first. */
    async listWithAnswers(): Promise<{ requests: GroupRequestRow[]; answers: GroupRequestAnswerRow[] }> {
      const requests = await db
        .selectFrom('group_requests')
        .selectAll()
        .orderBy('received_at', 'desc')
        .orderBy('group_request_id', 'desc')
        .limit(GROUP_REQUESTS_LISTED)
        .execute();
      const ids = requests.map((r) => r.group_request_id);
      const answers =
        ids.length === 0
          ? []
          : await db
              .selectFrom('group_request_answers')
              .selectAll()
              .where('group_request_id', 'in', ids)
              .orderBy('sent_at')
              .orderBy('answer_id')
              .execute();
      return { requests, answers };
    },
    /** Records an answer in `tx` and marks its request answered at `sentAt`. */
    async addAnswer(
      tx: DbTransaction,
      answer: Omit<Insertable<Database['group_request_answers']>, 'answer_id'>,
    ): Promise<void> {
      await tx.insertInto('group_request_answers').values(answer).execute();
      await tx
        .updateTable('group_requests')
        .set({ answered_at: answer.sent_at })
        .where('group_request_id', '=', answer.group_request_id)
        .execute();
    },
  };
}
export type GroupRequestsRepository = ReturnType<typeof groupRequestsRepository>;
