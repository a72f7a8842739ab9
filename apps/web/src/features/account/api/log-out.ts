import { LoggedOutSchema, LOGOUT_PATH } from '@alpine/contract';
import { userRequest } from '../../../lib/user-session.ts';

/** POST /api/v1/auth/logout (ADR 007): ends the user token's session on the server. */
export function logOut() {
  return userRequest(LOGOUT_PATH, { method: 'POST', schema: LoggedOutSchema });
}
