import { VERIFY_EMAIL_PATH, VerifyEmailResultSchema } from '@alpine/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/v1/auth/verify-email { token }: confirms the e-mail of an account (ADR 007). */
export function verifyEmail(token: string) {
  return apiRequest(VERIFY_EMAIL_PATH, { method: 'POST', body: { token }, schema: VerifyEmailResultSchema });
}
