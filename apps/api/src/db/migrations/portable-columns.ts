import type { ColumnDefinitionBuilder, Kysely } from 'kysely';

/**
 * The one column type that differs between SQLite and PostgreSQL in our migrations (ADR 002): an
 * auto-increment primary key ('serial' on PostgreSQL, 'integer ... autoincrement' on SQLite).
 * Migration helper only: it imports nothing of the app, so old migrations never change meaning.
 * Use as `.addColumn('x_id', ...autoIncrementId(db))`.
 */
export function autoIncrementId(
  db: Kysely<unknown>,
): [type: 'serial' | 'integer', build: (c: ColumnDefinitionBuilder) => ColumnDefinitionBuilder] {
  const postgres = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
  return postgres ? ['serial', (c) => c.primaryKey()] : ['integer', (c) => c.primaryKey().autoIncrement()];
}
