import { ADDRESSES_PATH, type CreateAddress } from '@alpine/contract';
import { z } from 'zod';
import { apiRequest, unwrap } from '../../../../lib/api-client.ts';

/** POST /api/v1/addresses (spec part 2 §7 "Create address") -> the new addressID. */
export async function createAddress(body: CreateAddress): Promise<number> {
  const data = unwrap(
    await apiRequest(ADDRESSES_PATH, {
      method: 'POST',
      body,
      schema: z.object({ addressID: z.number().int() }),
    }),
  );
  return data.addressID;
}
