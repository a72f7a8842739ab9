import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { DialectName } from '../../db/database.ts';

/** A gazetteer row as stored (db/schema.ts): the geocoder reads the whole row. */
type Row = Selectable<Database['gazetteer']>;

/**
 * A gazetteer row as the embedded geocoder reads it (ADR 018): the stored kind, name and
 * postal lines as they are, the ids and the search text in camelCase, the point as lat/lng (WGS84
 * degrees).
 */
export interface GazetteerPlace extends Pick<
  Row,
  'kind' | 'name' | 'street' | 'city' | 'postcode' | 'country'
> {
  placeID: number;
  locationID: number;
  addressID: number | null;
  lat: number;
  lng: number;
  searchText: string;
}

/** How many candidates the database hands to the service's ranking. */
export const GAZETTEER_CANDIDATES = 60;

const toPlace = (r: Row): GazetteerPlace => ({
  placeID: r.place_id,
  locationID: r.location_id,
  addressID: r.address_id,
  kind: r.kind,
  name: r.name,
  street: r.street,
  city: r.city,
  postcode: r.postcode,
  country: r.country,
  lat: Number(r.latitude),
  lng: Number(r.longitude),
  searchText: r.search_text,
});

/** The 3-letter pieces of each word of normalised text (what trigram indexes hold). */
function pieces(normalised: string): string[] {
  const out = new Set<string>();
  for (const word of normalised.split(' '))
    for (let i = 0; i + 3 <= word.length; i += 1) out.add(word.slice(i, i + 3));
  return [...out];
}

/**
 * SQL of the geo module (ADR 018): reads of the gazetteer table (written only by its migration)
 * and of a location's point. `normalised` queries are normaliseSearchText output ([a-z0-9 ] only).
 */
export function geoRepository(db: Kysely<Database>, dialect: DialectName) {
  let trigramExtension: Promise<boolean> | null = null;
  /** True when PostgreSQL has pg_trgm installed (checked once). */
  const hasTrigrams = () =>
    (trigramExtension ??= sql<{ n: number }>`select count(*) as n from pg_extension where extname = 'pg_trgm'`
      .execute(db)
      .then((r) => Number(r.rows[0]?.n ?? 0) > 0)
      .catch(() => false));

  /**
   * The matching places, best match first or, with `near`, nearest first (squared degrees, the
   * longitude scaled by 0.7 = cos 46°, the Alps' latitude), at most GAZETTEER_CANDIDATES.
   */
  async function matching(
    normalised: string,
    near: { lat: number; lng: number } | null,
  ): Promise<GazetteerPlace[]> {
    const parts = pieces(normalised);
    const nearness = near
      ? sql`(latitude - ${near.lat}) * (latitude - ${near.lat}) + (longitude - ${near.lng}) * (longitude - ${near.lng}) * 0.49`
      : null;
    const base = db.selectFrom('gazetteer').selectAll();
    if (parts.length === 0) {
      const rows = await base
        .where((eb) =>
          eb.or([eb('search_text', 'like', `${normalised}%`), eb('search_text', 'like', `% ${normalised}%`)]),
        )
        .orderBy(nearness ?? sql`place_id`)
        .orderBy('place_id')
        .limit(GAZETTEER_CANDIDATES)
        .execute();
      return rows.map(toPlace);
    }
    if (dialect === 'sqlite') {
      const match = parts.map((p) => `"${p}"`).join(' OR ');
      const order = nearness ?? sql`bm25(gazetteer_fts)`;
      const rows = await sql<Row>`
        select place_id, location_id, address_id, kind, name, street, city,
               postcode, country, latitude, longitude, g.search_text
        from gazetteer_fts f join gazetteer g on g.place_id = f.rowid
        where gazetteer_fts match ${match}
        order by ${order}, place_id limit ${GAZETTEER_CANDIDATES}`.execute(db);
      return rows.rows.map(toPlace);
    }
    if (await hasTrigrams()) {
      const rows = await base
        .where(sql<boolean>`word_similarity(${normalised}, search_text) >= 0.3`)
        .orderBy(nearness ?? sql`word_similarity(${normalised}, search_text) desc`)
        .orderBy('place_id')
        .limit(GAZETTEER_CANDIDATES)
        .execute();
      return rows.map(toPlace);
    }
    const words = normalised.split(' ').filter((w) => w.length > 0);
    const rows = await base
      .where((eb) => eb.or(words.map((w) => eb('search_text', 'like', `%${w}%`))))
      .orderBy(nearness ?? sql`place_id`)
      .orderBy('place_id')
      .limit(GAZETTEER_CANDIDATES)
      .execute();
    return rows.map(toPlace);
  }

  return {
    /**
     * Places matching `normalised` by full-text and fuzzy matching: the best GAZETTEER_CANDIDATES
     * and, with `near`, also the nearest GAZETTEER_CANDIDATES matches (the service ranks them).
     * SQLite FTS5 trigram index (any shared 3-letter piece, best bm25 first); PostgreSQL pg_trgm
     * word_similarity >= 0.3 (best first), or LIKE on each word when pg_trgm is missing. A query
     * shorter than 3 letters matches word prefixes.
     */
    async searchGazetteer(
      normalised: string,
      near: { lat: number; lng: number } | null,
    ): Promise<GazetteerPlace[]> {
      const byRelevance = await matching(normalised, null);
      if (!near) return byRelevance;
      const byNearness = await matching(normalised, near);
      const seen = new Set(byRelevance.map((p) => p.placeID));
      return [...byRelevance, ...byNearness.filter((p) => !seen.has(p.placeID))];
    },

    /** The point of a location, or null when there is no such location. */
    async locationPoint(locationID: number): Promise<{ lat: number; lng: number } | null> {
      const row = await db
        .selectFrom('locations')
        .select(['latitude', 'longitude'])
        .where('location_id', '=', locationID)
        .executeTakeFirst();
      return row ? { lat: Number(row.latitude), lng: Number(row.longitude) } : null;
    },
  };
}

export type GeoRepository = ReturnType<typeof geoRepository>;
