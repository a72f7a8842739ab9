import { AccountSchema, ME_PATH, type UpdateAccount } from '@alpine/contract';
import { userRequest } from '../../../lib/user-session.ts';

/** PATCH /api/v1/customers/me: saves name, e-mail and phone. */
export function updateMe(body: UpdateAccount) {
  return userRequest(ME_PATH, { method: 'PATCH', body, schema: AccountSchema });
}
