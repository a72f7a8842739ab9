import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { AddressSchema, LOCATION_ADDRESSES_PATH, type Address } from '@alpine/contract';
import { z } from 'zod';
import { apiRequest, unwrap } from '../../../../lib/api-client.ts';

async function list(locationID: number, isPrivate: boolean, fixed: boolean): Promise<Address[]> {
  const query: Record<string, string> = { fixed: String(fixed) };
  if (!isPrivate) query.type = 'shared';
  const path = LOCATION_ADDRESSES_PATH.replace(':locationID', String(locationID));
  return unwrap(await apiRequest(path, { query, schema: z.array(AddressSchema) }));
}

/**
 * GET /api/v1/locations/{locationID}/addresses (spec part 2 §7 "Address list"): type=shared only
 * when not private; an empty answer is retried with the fixed flag inverted.
 */
export async function getAddresses(
  locationID: number,
  isPrivate: boolean,
  fixed: boolean,
): Promise<Address[]> {
  const first = await list(locationID, isPrivate, fixed);
  return first.length > 0 ? first : list(locationID, isPrivate, !fixed);
}

export function useAddresses(locationID: number, isPrivate: boolean, fixed: boolean) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['addresses', locationID, isPrivate, fixed, i18n.language],
    queryFn: () => getAddresses(locationID, isPrivate, fixed),
    staleTime: 10 * 60 * 1000,
  });
}
