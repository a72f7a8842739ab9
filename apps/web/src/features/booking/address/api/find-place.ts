import { GEO_PLACE_PATH, GeoPlaceAnswerSchema, type GeoCandidate } from '@alpine/contract';
import { apiRequest, unwrap } from '../../../../lib/api-client.ts';

/**
 * GET /api/v1/geo/place?input=&locationID= (spec part 2 §7 geocode through the proxy): the best
 * place for `input` near the location, read as `candidates[0]`, or null when nothing matched.
 * Throws ApiRequestError when the call fails.
 */
export async function findPlace(input: string, locationID: number): Promise<GeoCandidate | null> {
  const answer = unwrap(
    await apiRequest(GEO_PLACE_PATH, {
      query: { input, locationID },
      schema: GeoPlaceAnswerSchema,
      raw: true,
    }),
  );
  return answer.candidates[0] ?? null;
}
