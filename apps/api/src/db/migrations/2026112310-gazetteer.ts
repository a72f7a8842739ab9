import { sql, type Kysely } from 'kysely';
import { GAZETTEER_ROWS } from './2026112310-gazetteer.rows.ts';
import { autoIncrementId } from './portable-columns.ts';

/**
 * The embedded geocoder's gazetteer (ADR 018): every seeded address plus the hotels, chalets,
 * streets and landmarks of each resort, with a normalised `search_text`. Written here, like the
 * place names, so an existing database gets it when migrated; only migrations write it. The rows
 * are the migration's own copy (2026112310-gazetteer.rows.ts), frozen, not the live seed files.
 * Search: on SQLite an FTS5 table with the trigram tokenizer over search_text (external content,
 * rebuilt here); on PostgreSQL the pg_trgm extension with a GIN trigram index, when the server
 * has pg_trgm (the repository otherwise falls back to ILIKE).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('gazetteer')
    .addColumn('place_id', ...autoIncrementId(db))
    .addColumn('location_id', 'integer', (c) => c.notNull())
    .addColumn('address_id', 'integer')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('street', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('postcode', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('latitude', 'double precision', (c) => c.notNull())
    .addColumn('longitude', 'double precision', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull())
    .execute();
  const columns = [
    'location_id',
    'address_id',
    'kind',
    'name',
    'street',
    'city',
    'postcode',
    'country',
    'latitude',
    'longitude',
    'search_text',
  ];
  const rows = GAZETTEER_ROWS.map((row) => Object.fromEntries(columns.map((column, i) => [column, row[i]])));
  for (let i = 0; i < rows.length; i += 100) {
    await db
      .insertInto('gazetteer' as never)
      .values(rows.slice(i, i + 100) as never)
      .execute();
  }
  const postgres = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
  if (postgres) {
    const available = await sql<{ name: string }>`
      select name from pg_available_extensions where name = 'pg_trgm'`.execute(db);
    if (available.rows.length > 0) {
      await sql`create extension if not exists pg_trgm`.execute(db);
      await sql`create index gazetteer_trgm on gazetteer using gin (search_text gin_trgm_ops)`.execute(db);
    }
  } else {
    await sql`create virtual table gazetteer_fts using fts5(
      search_text, content='gazetteer', content_rowid='place_id', tokenize='trigram')`.execute(db);
    await sql`insert into gazetteer_fts(gazetteer_fts) values ('rebuild')`.execute(db);
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
  if (!postgres) await sql`drop table if exists gazetteer_fts`.execute(db);
  await db.schema.dropTable('gazetteer').execute();
}
