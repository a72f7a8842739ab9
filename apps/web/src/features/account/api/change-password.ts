import { ME_PASSWORD_PATH, PasswordChangedSchema } from '@alpine/contract';
import { userRequest } from '../../../lib/user-session.ts';

/** POST /api/v1/customers/me/password: 403 when the current password is wrong. */
export function changePassword(currentPassword: string, newPassword: string) {
  return userRequest(ME_PASSWORD_PATH, {
    method: 'POST',
    body: { currentPassword, newPassword },
    schema: PasswordChangedSchema,
  });
}
