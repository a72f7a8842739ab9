import { useQuery } from '@tanstack/react-query';
import { LocationGroupSchema, PUBLIC_LOCATIONS_PATH, type LocationGroup } from '@alpine/contract';
import { BRAND_ID } from '@alpine/domain';
import { z } from 'zod';
import { apiRequest, unwrap } from '../../../lib/api-client.ts';

/** GET /api/v1/locations/public?brandID=1: the titled From/To groups (spec part 1 §3, §7). */
export async function getLocationGroups(): Promise<LocationGroup[]> {
  return unwrap(
    await apiRequest(PUBLIC_LOCATIONS_PATH, {
      query: { brandID: BRAND_ID },
      schema: z.array(LocationGroupSchema),
    }),
  );
}

/** The location groups of the search form, cached for the visit (part 2 §2.9). */
export function useLocationGroups() {
  return useQuery({
    queryKey: ['location-groups'],
    queryFn: getLocationGroups,
    staleTime: 60 * 60 * 1000,
  });
}
