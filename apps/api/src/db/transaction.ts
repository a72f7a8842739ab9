import type { Transaction } from 'kysely';
import type { Database } from './schema.ts';

/**
 * An open database transaction as one module's repository hands it to another's (ADR 009:
 * the transactional outbox). Services pass it through unopened; only repositories query it, so
 * that a row another module owns is written in the same commit as ours, or not at all.
 */
export type DbTransaction = Transaction<Database>;
