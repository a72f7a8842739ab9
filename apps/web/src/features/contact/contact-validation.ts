import { CONTACT_LIMITS } from '@alpine/contract';
import { nameAndEmailErrors } from '../../lib/contact-checks.ts';

/** The contact form's values as typed (ADR 015); `website` is the honeypot. */
export interface ContactValues {
  name: string;
  email: string;
  subject: string;
  bookingReference: string;
  message: string;
  website: string;
}

/** The catalogue keys (under contact.errors) of the fields that are wrong. */
export type ContactErrors = Partial<Record<keyof ContactValues, string>>;

/** A booking reference: 8 characters without 0/O/1/I (docs/architecture.md §4). */
const REFERENCE = /^[2-9A-HJ-NP-Z]{8}$/;

/**
 * Checks the contact form before it is sent (ADR 015; the server checks the same limits,
 * CONTACT_LIMITS of the contract): name 2-100 characters, a valid e-mail, subject at most 150,
 * message 10-5000, an optional 8-character booking reference. Answers catalogue keys per field
 * ('required', 'nameShort', 'email', 'tooLong', 'messageShort', 'messageLong', 'reference');
 * an empty object when the form may be sent.
 */
export function validateContact(v: ContactValues): ContactErrors {
  const errors: ContactErrors = nameAndEmailErrors(v, CONTACT_LIMITS);
  if (v.subject.trim().length > CONTACT_LIMITS.subjectMax) errors.subject = 'tooLong';
  const reference = v.bookingReference.trim().toUpperCase();
  if (reference && !REFERENCE.test(reference)) errors.bookingReference = 'reference';
  const message = v.message.trim();
  if (!message) errors.message = 'required';
  else if (message.length < CONTACT_LIMITS.messageMin) errors.message = 'messageShort';
  else if (message.length > CONTACT_LIMITS.messageMax) errors.message = 'messageLong';
  return errors;
}
