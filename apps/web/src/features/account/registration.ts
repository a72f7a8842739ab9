/** The fields of the Register screen (spec part 1 §2.3). */
export interface RegisterValues {
  name: string;
  email: string;
  mobile: string;
  password: string;
  confirmPassword: string;
}

/**
 * The register payload (spec part 1 §3, §5): null (submission silently does nothing) unless name,
 * e-mail, mobile and password are present and the password equals its confirmation; firstName is
 * the first word of the name and lastName the second.
 */
export function registrationPayload(values: RegisterValues) {
  const name = values.name.trim();
  const email = values.email.trim();
  const mobile = normaliseMobile(values.mobile);
  if (!name || !email || !mobile || !values.password || values.password !== values.confirmPassword)
    return null;
  const [firstName = '', lastName = ''] = name.split(/\s+/);
  return { brandID: 1 as const, firstName, lastName, email, mobile, password: values.password };
}

/**
 * '+41 79 123-45-67' or '0041791234567' -> '+41791234567' (the wire's dial code and digits).
 * Full-width digits and '+' (a phone's keyboard) are made plain (Unicode NFKC), and the national
 * '(0)' written after a dial code ('+41 (0)79 ...') is dropped rather than kept as a digit.
 */
export function normaliseMobile(mobile: string): string {
  const compact = mobile
    .normalize('NFKC')
    .replace(/\(0\)/g, '')
    .replace(/[\s().-]/g, '');
  return compact.startsWith('00') ? `+${compact.slice(2)}` : compact;
}
