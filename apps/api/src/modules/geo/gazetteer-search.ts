import { distanceKm, normaliseSearchText, wordSimilarity, type GeoPoint } from '@alpine/domain';
import type { GazetteerPlace, GeoRepository } from './geo.repository.ts';

/** Below this word similarity (0..1, pg_trgm's sense) a gazetteer place is not a match. */
export const MIN_SIMILARITY = 0.3;
/** Distance, km, at which nearness halves its share of the score. */
export const NEARNESS_KM = 10;

/** A gazetteer place with its score and its distance from the point searched around. */
export interface RankedPlace extends GazetteerPlace {
  score: number;
  km: number | null;
}

/**
 * Ranks places by relevance and nearness (ADR 018): score = similarity x (0.5 + 0.5 /
 * (1 + km / 10)), so a place 10 km away keeps 75 % of its relevance and one 100 km away about 55 %:
 * a near place comes first among equally good matches, a far exact match still beats a poor near
 * one. Without a point, relevance alone. Ties: nearer, then the gazetteer's order. Places under
 * MIN_SIMILARITY are dropped.
 */
export function rankPlaces(input: string, near: GeoPoint | null, places: GazetteerPlace[]): RankedPlace[] {
  return places
    .map((p) => {
      const similarity = wordSimilarity(input, p.searchText);
      const km = near ? distanceKm(near, p) : null;
      const nearness = km === null ? 1 : 0.5 + 0.5 / (1 + km / NEARNESS_KM);
      return { ...p, km, score: similarity * nearness, similarity };
    })
    .filter((p) => p.similarity >= MIN_SIMILARITY)
    .sort((a, b) => b.score - a.score || (a.km ?? 0) - (b.km ?? 0) || a.placeID - b.placeID)
    .map(({ similarity: _similarity, ...p }) => p);
}

/**
 * The gazetteer searched in the database by full-text and fuzzy matching, then ranked by
 * relevance and nearness to `near` (ADR 018). [] for text with no letter or digit.
 */
export async function searchGazetteer(
  repository: GeoRepository,
  input: string,
  near: GeoPoint | null,
): Promise<RankedPlace[]> {
  const normalised = normaliseSearchText(input);
  if (normalised === '') return [];
  return rankPlaces(normalised, near, await repository.searchGazetteer(normalised, near));
}
