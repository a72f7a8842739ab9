import {
  ADDRESSES_PATH,
  AddressCreatedSchema,
  type AddressCreated,
  type CreateAddress,
} from '@alpine/contract';
import { apiRequest, unwrap } from '../../../../lib/api-client.ts';

/**
 * POST /api/v1/addresses (spec part 2 §7 "Create address") -> the new addressID and where the
 * server placed it (latitude, longitude in degrees; null when not found; ADR 017).
 */
export async function createAddress(body: CreateAddress): Promise<AddressCreated> {
  return unwrap(await apiRequest(ADDRESSES_PATH, { method: 'POST', body, schema: AddressCreatedSchema }));
}
