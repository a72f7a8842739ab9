import { GROUP_REQUEST_LIMITS } from '@alpine/contract/light';
import { nameAndEmailErrors } from '../../lib/contact-checks.ts';

/** The group request form's fields as typed (results page, groups of 51-99). */
export interface GroupRequestValues {
  name: string;
  email: string;
  mobile: string;
  message: string;
}

/** The catalogue keys (under group.errors) of the fields that are wrong. */
export type GroupRequestErrors = Partial<Record<keyof GroupRequestValues, string>>;

/** The contract's MobileSchema: "+", a dial code and 6 to 11 digits. */
const MOBILE = /^\+\d{1,4}\d{6,11}$/;

/**
 * A mobile number as typed or pasted on a phone ("+41 79 123 45 67", "0041 (79) 123-45-67",
 * "+41.79.123.45.67", with no-break or thin spaces) written as the API takes it: "+" and digits
 * only ("+41791234567"); a leading "00" is the international prefix "+". Anything else is left
 * for the check to refuse.
 */
export function normalizeMobile(typed: string): string {
  const compact = typed.replace(/[\s\u00a0\u202f().\-/]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}

/**
 * Checks the group request form before it is sent (the server checks the same limits,
 * GROUP_REQUEST_LIMITS of the contract): a name of 2-100 characters, an e-mail, a mobile with its
 * country code (normalizeMobile first), a message of at most 2000 characters. Answers catalogue
 * keys per field ('required', 'nameShort', 'tooLong', 'email', 'mobile', 'messageLong'); an empty
 * object when the form may be sent.
 */
export function validateGroupRequest(v: GroupRequestValues): GroupRequestErrors {
  const errors: GroupRequestErrors = nameAndEmailErrors(v, GROUP_REQUEST_LIMITS);
  const mobile = normalizeMobile(v.mobile);
  if (!mobile) errors.mobile = 'required';
  else if (!MOBILE.test(mobile)) errors.mobile = 'mobile';
  if (v.message.trim().length > GROUP_REQUEST_LIMITS.messageMax) errors.message = 'messageLong';
  return errors;
}
