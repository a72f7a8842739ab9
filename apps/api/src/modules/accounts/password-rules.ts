import { PASSWORD_MIN_LENGTH } from '@alpine/contract';
import { unprocessable } from '../../http/api-error.ts';
import { COMMON_PASSWORDS } from './common-passwords.ts';

const common = new Set(COMMON_PASSWORDS);

/**
 * The password rules of ADR 007 (security): at least 8 characters and not one of the commonest
 * passwords (compared case-insensitively). Throws 422 unprocessable with a sentence to show.
 */
export function assertAcceptablePassword(password: string): void {
  if ([...password].length < PASSWORD_MIN_LENGTH) {
    throw unprocessable(`Your password must be at least ${PASSWORD_MIN_LENGTH} characters long.`);
  }
  if (common.has(password.toLowerCase())) {
    throw unprocessable('This password is too common and easy to guess. Please choose another one.');
  }
}
