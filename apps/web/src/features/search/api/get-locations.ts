import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Location } from '@alpine/contract';
import { LOCATIONS_PATH, LocationLight, light } from '@alpine/contract/light';
import { apiRequest, unwrap } from '../../../lib/api-client.ts';

/** GET /api/v1/locations: every location with its kind (spec part 1 §7 "Locations list"). */
export async function getLocations(): Promise<Location[]> {
  return unwrap(await apiRequest(LOCATIONS_PATH, { schema: light.array(LocationLight) }));
}

/** The locations list, handed to the next step with the chosen option (part 1 §2.1). */
export function useLocations() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['locations', i18n.language],
    queryFn: getLocations,
    staleTime: 60 * 60 * 1000,
  });
}
