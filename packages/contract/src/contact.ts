import { z } from 'zod';
import { EmailSchema, text } from './common.ts';

/** POST /api/v1/contact: a traveller's message to the operator (ADR 015, contact-us). */
export const CONTACT_PATH = '/api/v1/contact';

/** Field limits of the contact form, characters (ADR 015), shared by the form and the server. */
export const CONTACT_LIMITS = {
  nameMin: 2,
  nameMax: 100,
  subjectMax: 150,
  messageMin: 10,
  messageMax: 5000,
} as const;

/**
 * Body of POST /api/v1/contact (ADR 015): name 2-100 characters, a valid e-mail, an optional
 * subject (at most 150), a message of 10-5000 characters, an optional booking reference (8
 * characters without 0/O/1/I, docs/architecture.md §4) and `website`, the honeypot a person never fills (sent
 * empty or left out; a filled one is answered 202 and nothing is sent). Strings are trimmed.
 */
export const ContactMessageSchema = z.strictObject({
  name: text(CONTACT_LIMITS.nameMax).trim().min(CONTACT_LIMITS.nameMin, 'name must be at least 2 characters'),
  email: EmailSchema,
  subject: text(CONTACT_LIMITS.subjectMax).trim().optional(),
  message: text(CONTACT_LIMITS.messageMax)
    .trim()
    .min(CONTACT_LIMITS.messageMin, 'message must be at least 10 characters'),
  bookingReference: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([2-9A-HJ-NP-Z]{8})?$/, 'bookingReference must be an 8-character booking reference')
    .optional(),
  website: text(500).optional(),
});
export type ContactMessage = z.infer<typeof ContactMessageSchema>;

/** Answer of POST /api/v1/contact (202): the message is queued (or silently dropped by the honeypot). */
export const ContactAcceptedSchema = z.object({ sent: z.literal(true) });
export type ContactAccepted = z.infer<typeof ContactAcceptedSchema>;
