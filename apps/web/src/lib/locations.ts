import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import type { Location } from '@alpine/contract';
import { LOCATIONS_PATH, LocationLight, light } from '@alpine/contract/light';
import { apiRequest, unwrap } from './api-client.ts';

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

/**
 * Place names in the page's current language (ADR 015): `(locationID, stored) => name`, the
 * name of `locationID` in the locations list of the current language (useLocations), else
 * `stored` (the name kept with the journey, in the language the search was made in) while that
 * list loads, when it failed or when it lacks the location. The booking steps name places with it,
 * so a switch of language mid-booking renames them.
 */
export function useLocationName(): (locationID: number, stored: string) => string {
  const { data } = useLocations();
  const names = useMemo(() => new Map((data ?? []).map((l) => [l.locationID, l.name])), [data]);
  return useCallback((locationID, stored) => names.get(locationID) ?? stored, [names]);
}
