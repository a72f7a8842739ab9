import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { LocationGroup } from '@alpine/contract';
import { LocationGroupLight, PUBLIC_LOCATIONS_PATH, light } from '@alpine/contract/light';
import { BRAND_ID } from '@alpine/domain';
import { apiRequest, unwrap } from '../../../lib/api-client.ts';

/** GET /api/v1/locations/public?brandID=1: the titled From/To groups (spec part 1 §3, §7). */
export async function getLocationGroups(): Promise<LocationGroup[]> {
  return unwrap(
    await apiRequest(PUBLIC_LOCATIONS_PATH, {
      query: { brandID: BRAND_ID },
      schema: light.array(LocationGroupLight),
    }),
  );
}

/** The location groups of the search form, cached for the visit (part 2 §2.9). */
export function useLocationGroups() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['location-groups', i18n.language],
    queryFn: getLocationGroups,
    staleTime: 60 * 60 * 1000,
  });
}
