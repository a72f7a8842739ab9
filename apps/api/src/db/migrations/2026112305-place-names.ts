import type { Kysely } from 'kysely';
import { placeNames } from '../seed/place-names.ts';

/**
 * Place names per language (docs/architecture.md §6): place_names holds the French and Spanish name of a
 * location, a location group or a fixed stop (kind + id); English stays in the place's own row,
 * the reference. The translations of the seeded network are written here, so an existing database
 * gets them when migrated and a new one before it is seeded (rows need no place yet). Bookings
 * gain the language they were made in ('en' for those made before), for their e-mails.
 * Portable to SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('place_names')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('place_id', 'integer', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('place_names_pk', ['kind', 'place_id', 'language'])
    .execute();
  const rows = placeNames.map((r) => ({
    kind: r.kind,
    place_id: r.placeID,
    language: r.language,
    name: r.name,
  }));
  for (let i = 0; i < rows.length; i += 100) {
    await db
      .insertInto('place_names' as never)
      .values(rows.slice(i, i + 100) as never)
      .execute();
  }
  await db.schema
    .alterTable('bookings')
    .addColumn('language', 'text', (c) => c.notNull().defaultTo('en'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('bookings').dropColumn('language').execute();
  await db.schema.dropTable('place_names').execute();
}
