import type { Kysely } from 'kysely';
import { PLACE_NAME_ROWS } from './2026112305-place-names.rows.ts';

/**
 * Place names per language (docs/architecture.md §6): place_names holds the French and Spanish name of a
 * location, a location group or a fixed stop (kind + id); English stays in the place's own row,
 * the reference. The translations of the seeded network are written here, so an existing database
 * gets them when migrated and a new one before it is seeded (rows need no place yet): its own copy
 * of them (2026112305-place-names.rows.ts), frozen, not the live seed file. Bookings
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
  const rows = PLACE_NAME_ROWS.map(([kind, placeID, language, name]) => ({
    kind,
    place_id: placeID,
    language,
    name,
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
