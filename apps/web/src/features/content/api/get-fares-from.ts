import { FARES_FROM_PATH, FaresFromLight, light, type Infer } from '@alpine/contract/light';

export type FaresFrom = Infer<typeof FaresFromLight>;
export type FareFromRoute = FaresFrom['routes'][number];

/**
 * GET /api/v1/fares/from?locationID=N (docs/architecture.md §6): "from" prices (minor units) and drive times
 * (minutes) of an airport's or a resort's routes, place names in `language` (the page's, sent as
 * Accept-Language). Public data: no token. Throws on a failed call or an answer that does not parse.
 */
export async function getFaresFrom(locationID: number, language: string): Promise<FaresFrom> {
  const res = await fetch(`${FARES_FROM_PATH}?locationID=${locationID}`, {
    headers: { 'accept-language': language },
  });
  if (!res.ok) throw new Error(`fares request failed with status ${res.status}`);
  return light.object({ data: FaresFromLight }).parse(await res.json()).data;
}
