import { ClientSecretSchema, GET_CLIENT_SECRET_PATH, type GetClientSecret } from '@alpine/contract';
import { apiRequest, unwrap } from '../../../../lib/api-client.ts';

/**
 * POST /wp-json/stripe-api/v1/get-client-secret (spec part 2 §7): amount in minor units (total x
 * 100); 409 when it differs from the server's. The answer is not wrapped in data.
 */
export async function getClientSecret(body: GetClientSecret) {
  return unwrap(
    await apiRequest(GET_CLIENT_SECRET_PATH, { method: 'POST', body, schema: ClientSecretSchema, raw: true }),
  );
}
