import { useQuery } from '@tanstack/react-query';
import { AccountSchema, ME_PATH } from '@alpine/contract';
import { unwrap } from '../../../lib/api-client.ts';
import { userRequest } from '../../../lib/user-session.ts';

/** GET /api/v1/customers/me: the signed-in customer. */
export function getMe() {
  return userRequest(ME_PATH, { schema: AccountSchema });
}

export function useMe() {
  return useQuery({ queryKey: ['customers', 'me'], queryFn: async () => unwrap(await getMe()) });
}
