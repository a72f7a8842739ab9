import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DbTransaction } from '../../db/transaction.ts';

/**
 * SQL of the contact module (ADR 015). It owns no table: it opens the one transaction in which
 * the mail module records a contact message's two e-mails (the operator's copy and the traveller's
 * acknowledgement), so that both exist or neither does (transactional outbox, ADR 009).
 */
export function contactRepository(db: Kysely<Database>) {
  return {
    /** Runs `fn` in one transaction; its writes commit together or not at all. */
    inTransaction<T>(fn: (tx: DbTransaction) => Promise<T>): Promise<T> {
      return db.transaction().execute(fn);
    },
  };
}
export type ContactRepository = ReturnType<typeof contactRepository>;
