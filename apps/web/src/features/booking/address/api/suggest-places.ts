import { useQuery } from '@tanstack/react-query';
import { GEO_AUTOCOMPLETE_PATH, GeoAutocompleteAnswerSchema, type GeoPrediction } from '@alpine/contract';
import { apiRequest, unwrap } from '../../../../lib/api-client.ts';

/**
 * GET /api/v1/geo/autocomplete?input=&locationID= (spec part 2 §2.4, §7 place autocomplete; issue
 * 11 §5): the gazetteer's places for what is typed, nearest the location first. Throws
 * ApiRequestError when the call fails.
 */
export async function suggestPlaces(input: string, locationID: number): Promise<GeoPrediction[]> {
  return unwrap(
    await apiRequest(GEO_AUTOCOMPLETE_PATH, {
      query: { input, locationID },
      schema: GeoAutocompleteAnswerSchema,
      raw: true,
    }),
  ).predictions;
}

/**
 * The suggestions for `input` (trimmed; none under 2 characters), kept 5 minutes per text; the
 * previous list stays shown while the next loads.
 */
export function usePlaceSuggestions(input: string, locationID: number) {
  const text = input.trim();
  return useQuery({
    queryKey: ['place-suggestions', locationID, text.toLowerCase()],
    queryFn: () => suggestPlaces(text, locationID),
    enabled: text.length >= 2,
    staleTime: 5 * 60 * 1000,
    placeholderData: (previous) => previous,
  });
}
