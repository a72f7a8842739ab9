import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account } from '@alpine/contract';
import { ApiRequestError, unwrap } from '../../../lib/api-client.ts';
import { changePassword } from '../api/change-password.ts';
import { updateMe } from '../api/update-me.ts';
import { normaliseMobile } from '../registration.ts';

export interface AccountValues {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Save Changes of Account Details: PATCH customers/me with the name, e-mail and phone, then, when a
 * new password is given, POST customers/me/password (403 when the current one is wrong).
 */
export async function saveAccount(values: AccountValues): Promise<Account> {
  const saved = unwrap(
    await updateMe({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      mobile: normaliseMobile(values.mobile),
    }),
  );
  if (values.newPassword) unwrap(await changePassword(values.currentPassword, values.newPassword));
  return saved;
}

export function useSaveAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAccount,
    onSuccess: (account) => client.setQueryData(['customers', 'me'], account),
  });
}

/** The call failed because the current password is wrong (403 of customers/me/password). */
export function isWrongCurrentPassword(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 403;
}
