import { normaliseMobile } from './registration.ts';

/**
 * Checks of what a traveller types on Register, Account Details and Forgot password, made before the API is asked
 * so that its English validation messages (packages/contract customers.ts, common.ts) never reach
 * a French or Spanish page (docs/architecture.md §6): each answers the catalogue key of the message
 * (`account.checks.*`, en/fr/es), or null when the API would accept the value. The rules are the
 * contract's: names of at least 2 characters, a mobile as a dial code followed by 6 to 11 digits
 * (spaces, dots, dashes, brackets and a leading 00 allowed, as normaliseMobile reads them), an
 * e-mail address (loosely: what is plainly not one). account-field-checks.test.ts holds them to the
 * contract's schemas.
 */
export type FieldCheck =
  | 'account.checks.nameBoth'
  | 'account.checks.nameShort'
  | 'account.checks.firstNameShort'
  | 'account.checks.lastNameShort'
  | 'account.checks.mobile'
  | 'account.checks.email';

/** The contract's MobileSchema pattern (a dial code of 1-4 digits and 6-11 more: 7 to 15 digits). */
const MOBILE = /^\+\d{7,15}$/;
/**
 * Plainly not an e-mail address: no '@', a space, or no dot in the domain. Looser than the
 * contract's z.email(), so that no address the API accepts is refused here.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Register's one Name field: a first and a last name (its first two words; spec part 1 §3), each of 2 or more characters. */
export function fullNameCheck(name: string): FieldCheck | null {
  const [first = '', last = ''] = name.trim().split(/\s+/);
  if (!first || !last) return 'account.checks.nameBoth';
  return first.length < 2 || last.length < 2 ? 'account.checks.nameShort' : null;
}

/** Account Details' first or last name: 2 or more characters once trimmed. */
export function nameCheck(name: string, which: 'first' | 'last'): FieldCheck | null {
  if (name.trim().length >= 2) return null;
  return which === 'first' ? 'account.checks.firstNameShort' : 'account.checks.lastNameShort';
}

/** A mobile number with its country code ('+33 6 12 34 56 78', '0033 6...'); a local '06 12...' is refused. */
export function mobileCheck(mobile: string): FieldCheck | null {
  return MOBILE.test(normaliseMobile(mobile.trim())) ? null : 'account.checks.mobile';
}

/** An e-mail address. */
export function emailCheck(email: string): FieldCheck | null {
  return EMAIL.test(email.trim()) ? null : 'account.checks.email';
}

/**
 * Marks at its field each check that failed, with its message in the page's language (`mark`:
 * react-hook-form's setError, focusing the first field marked); true when any was marked, and
 * the form then sends nothing.
 */
export function markFailedChecks<Name extends string>(
  checks: readonly (readonly [Name, FieldCheck | null])[],
  mark: (name: Name, error: { message: string }, options: { shouldFocus: boolean }) => void,
  t: (key: FieldCheck) => string,
): boolean {
  let marked = false;
  for (const [name, check] of checks) {
    if (!check) continue;
    mark(name, { message: t(check) }, { shouldFocus: !marked });
    marked = true;
  }
  return marked;
}
