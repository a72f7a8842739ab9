import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Account } from '@alpine/contract';
import { ApiRequestError, unwrap } from '../../../lib/api-client.ts';
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
 * Save Changes of Account Details (spec part 2 §2.8): one PATCH customers/me with the name, e-mail
 * and phone and, when a new password is given, the current and new passwords, which the server
 * saves all or nothing (ADR 017): 403 when the current password is wrong, 422 for a rejected new
 * one, and then nothing is changed.
 */
export async function saveAccount(values: AccountValues): Promise<Account> {
  return unwrap(
    await updateMe({
      firstName: values.firstName.trim(),
      lastName: values.lastName.trim(),
      email: values.email.trim(),
      mobile: normaliseMobile(values.mobile),
      ...(values.newPassword
        ? { password: { currentPassword: values.currentPassword, newPassword: values.newPassword } }
        : {}),
    }),
  );
}

export function useSaveAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveAccount,
    onSuccess: (account) => client.setQueryData(['customers', 'me'], account),
  });
}

/** The save failed because the current password is wrong (403 of PATCH customers/me). */
export function isWrongCurrentPassword(error: unknown): boolean {
  return error instanceof ApiRequestError && error.status === 403;
}
