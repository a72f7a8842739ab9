import { PASSWORD_RESET_PATH } from '@alpine/contract';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/v1/auth/password-reset { email } -> 202 whatever the e-mail (no account enumeration). */
export function requestPasswordReset(email: string) {
  return apiRequest(PASSWORD_RESET_PATH, { method: 'POST', body: { email }, schema: z.unknown(), raw: true });
}
