import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase, onPostgres } from '../../../test/helper.ts';
import type { Db } from '../database.ts';

/**
 * Migrations are frozen in time: a migration that writes rows (the place names, the gazetteer)
 * carries its own copy of them and imports no seed file, so a later edit of the seed cannot change
 * what an applied migration wrote. This test pins a fresh migrate-and-seed: every table's row count
 * and a SHA-256 of its rows. The figures below were taken from the migrations as they were when
 * they still imported the seed files (the same database, before the copy): an edit of a migration's
 * data, or of the seed, changes them. A deliberate seed change updates the figures of the tables it
 * touches, and only those (print them with `DIGESTS=1`).
 *
 * A row is hashed as the JSON of its values in column order, each value written the same way on
 * SQLite and PostgreSQL (Date as ISO text, booleans as 0/1, every number through Number); the rows
 * are sorted as text, so the order a database returns them in does not count. The migrations' own
 * bookkeeping (kysely_migration*) and SQLite's full-text shadow tables (gazetteer_fts*) are left out.
 */

/**
 * The figures of a fresh migrate-and-seed, for every table that holds rows: its row count, the
 * columns hashed (those it had then: a column added later is not counted) and the SHA-256 of those
 * columns' values, one JSON line per row, sorted.
 */
const EXPECTED: Record<string, { rows: number; columns: string[]; sha256: string }> = {
  addresses: {
    rows: 192,
    columns: [
      'address_id',
      'location_id',
      'kind',
      'organisation',
      'street',
      'city',
      'postcode',
      'country',
      'latitude',
      'longitude',
      'fixed',
      'owner_session',
    ],
    sha256: '0c695e49dda470b9bcc0664d85b37f9b7d8d75ba400fd56cbacbc57f29d3cd51',
  },
  base_hubs: {
    rows: 22,
    columns: ['location_id', 'base_id', 'minutes'],
    sha256: 'b1706b62ed88082b348eb61601e64591f2586f6d2c5c2fbd67757db923028c98',
  },
  bases: {
    rows: 6,
    columns: ['base_id', 'name', 'home_location_id'],
    sha256: '6d5cc749469ca427e5910391f8517aa85477d6d033c1a8dc713ce4ed667d0d5f',
  },
  fleet: {
    rows: 42,
    columns: ['fleet_id', 'base_id', 'vehicle_class', 'size', 'seats', 'vehicles'],
    sha256: '387682fbd4efbc03663d88ab83d604262f7b46dd483bf4c0a487ef72c4c5ae13',
  },
  gazetteer: {
    rows: 280,
    columns: [
      'place_id',
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
    ],
    sha256: 'ac5fdef53c4aa47e24213ba31e37341c352480559f753a55a7e6c445e60eb3d6',
  },
  location_groups: {
    rows: 5,
    columns: ['group_id', 'title', 'sort'],
    sha256: '10ed37bbc09caf5f6a34478929efa920c149d2dd303aed133c650639c67f99b7',
  },
  locations: {
    rows: 54,
    columns: [
      'location_id',
      'group_id',
      'name',
      'city',
      'country',
      'time_zone',
      'kind',
      'latitude',
      'longitude',
      'area_id',
      'address_at_origin',
      'address_at_destination',
      'public',
    ],
    sha256: 'cb18d08a797773e3ed2c59d657ddafb7478b1911dbfb18f76f9c85e70f725e98',
  },
  partners: {
    rows: 3,
    columns: ['partner_id', 'name', 'allows_card', 'allows_invoice'],
    sha256: 'd9650bf7d832444aeb35654473463aa66baffd0898249087e5fb7eba6e0f6250',
  },
  place_names: {
    rows: 83,
    columns: ['kind', 'place_id', 'language', 'name'],
    sha256: '2650ede69709f8b988e18a96119bc50b3927f0c1d50c725ea92cdaf343a5160b',
  },
  private_rates: {
    rows: 2136,
    columns: [
      'rate_id',
      'hub_id',
      'resort_id',
      'product',
      'pax_max',
      'price_minor',
      'valid_from',
      'valid_to',
    ],
    sha256: '6e1f6ca9e9c7fa67dca6c6ad446435087d8f159291ff6196a4883726229f6e40',
  },
  promotions: {
    rows: 4,
    columns: [
      'promotion_id',
      'code',
      'percentage',
      'fixed_amount_minor',
      'valid_from',
      'valid_to',
      'max_uses',
      'uses',
      'paused',
    ],
    sha256: '57b31f048b3b8ad57cb5eaccc34e5276476da9ba6c47dd52a3967df1ef021d2e',
  },
  routes: {
    rows: 267,
    columns: ['hub_id', 'resort_id', 'duration_minutes', 'distance_km', 'currency'],
    sha256: '82925739e812087832acd7acf57d21a7e04a33b50271d905c16c8479af6e26b7',
  },
  timetable_patterns: {
    rows: 1088,
    columns: [
      'pattern_id',
      'timetable_id',
      'valid_from',
      'valid_to',
      'days',
      'first_departure',
      'last_departure',
      'headway_minutes',
    ],
    sha256: '337ccd03ca71026e424f391c0caeab814c19d8284ff8e356136a7c0d0e3ffb0f',
  },
  timetables: {
    rows: 272,
    columns: ['timetable_id', 'hub_id', 'resort_id', 'direction', 'product', 'capacity', 'seat_price_minor'],
    sha256: '0ea8c5e244f1e338dd8fc67f9a7ebaec1730081f0af1e50adad686853e7f14e1',
  },
};

/** The tables of the public schema (PostgreSQL) or the main database (SQLite), but the excluded ones. */
async function tablesOf(db: Db): Promise<string[]> {
  const names =
    db.dialect === 'postgres'
      ? (
          await sql<{ name: string }>`select table_name as name from information_schema.tables
            where table_schema = 'public' and table_type = 'BASE TABLE'`.execute(db.kysely)
        ).rows
      : (
          await sql<{ name: string }>`select name from sqlite_master
            where type = 'table' and name not like 'sqlite_%'`.execute(db.kysely)
        ).rows;
  return names
    .map((r) => r.name)
    .filter((name) => !name.startsWith('kysely_migration') && !name.startsWith('gazetteer_fts'))
    .sort();
}

/** One value as the same text on both databases. */
function portable(value: unknown): unknown {
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'boolean') return value ? 1 : 0;
  if (typeof value === 'bigint') return Number(value);
  return value;
}

/** The rows of `table` (all columns, or `columns` in that order): count, columns and hash. */
async function digest(db: Db, table: string, columns?: string[]) {
  const rows = (await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db.kysely))
    .rows;
  const names = columns ?? Object.keys(rows[0] ?? {});
  const lines = rows.map((row) => JSON.stringify(names.map((name) => portable(row[name])))).sort();
  return {
    rows: rows.length,
    columns: names,
    sha256: createHash('sha256').update(lines.join('\n')).digest('hex'),
  };
}

describe('a fresh migrate-and-seed is unchanged by freezing the migrations (row counts and a hash per table)', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await freshDatabase());
  });
  afterAll(() => drop());

  it(`every table holds the same rows as before (${onPostgres ? 'PostgreSQL' : 'SQLite'})`, async () => {
    const actual: typeof EXPECTED = {};
    for (const table of await tablesOf(db)) {
      const figures = await digest(db, table, EXPECTED[table]?.columns);
      if (figures.rows > 0 || table in EXPECTED) actual[table] = figures;
    }
    if (process.env.DIGESTS) console.log(JSON.stringify(actual, null, 2));
    expect(actual).toEqual(EXPECTED);
  });
});

describe('a migration imports no live data', () => {
  it('no migration file imports a seed file or a package of ours (their rows are copies)', () => {
    const folder = new URL('./', import.meta.url);
    const files = readdirSync(folder).filter((f) => /^\d{10}-.+\.ts$/.test(f) && !f.endsWith('.test.ts'));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      const imports = [...readFileSync(new URL(file, folder), 'utf8').matchAll(/from '([^']+)'/g)].map(
        (m) => m[1],
      );
      expect(
        imports.filter((from) => from!.includes('/seed/') || from!.startsWith('@alpine/')),
        file,
      ).toEqual([]);
    }
  });
});
