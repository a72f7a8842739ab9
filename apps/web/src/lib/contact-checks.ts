/** The same e-mail shape the server's z.email() accepts, in its common form. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

/**
 * The name and e-mail checks of a form written to the operator (the contact form;
 * the group request, spec part 1 §5), as the server checks them (the contract's limits): a name
 * of `limits.nameMin`-`limits.nameMax` characters, an e-mail of at most 254 characters, both
 * trimmed. Answers the catalogue key of each wrong field ('required', 'nameShort', 'tooLong',
 * 'email'); the fields that pass are absent.
 */
export function nameAndEmailErrors(
  v: { name: string; email: string },
  limits: { nameMin: number; nameMax: number },
): { name?: string; email?: string } {
  const errors: { name?: string; email?: string } = {};
  const name = v.name.trim();
  if (!name) errors.name = 'required';
  else if (name.length < limits.nameMin) errors.name = 'nameShort';
  else if (name.length > limits.nameMax) errors.name = 'tooLong';
  const email = v.email.trim();
  if (!email) errors.email = 'required';
  else if (!EMAIL.test(email) || email.length > 254) errors.email = 'email';
  return errors;
}
