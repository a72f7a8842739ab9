import { PASSWORD_RESET_CONFIRM_PATH, PasswordResetDoneSchema } from '@alpine/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/** POST /api/v1/auth/password-reset/confirm { token, password }: sets the new password. */
export function confirmPasswordReset(token: string, password: string) {
  return apiRequest(PASSWORD_RESET_CONFIRM_PATH, {
    method: 'POST',
    body: { token, password },
    schema: PasswordResetDoneSchema,
  });
}
