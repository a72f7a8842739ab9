import { useQuery } from '@tanstack/react-query';
import type { LocationGroup } from '@alpine/contract';
import { LocationGroupMini, PUBLIC_LOCATIONS_PATH } from '@alpine/contract/mini';
import { BRAND_ID } from '@alpine/domain';
import { z } from 'zod/mini';
import { apiRequest, unwrap } from '../../../lib/api-client.ts';

/** GET /api/v1/locations/public?brandID=1: the titled From/To groups (spec part 1 §3, §7). */
export async function getLocationGroups(): Promise<LocationGroup[]> {
  return unwrap(
    await apiRequest(PUBLIC_LOCATIONS_PATH, {
      query: { brandID: BRAND_ID },
      schema: z.array(LocationGroupMini),
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
