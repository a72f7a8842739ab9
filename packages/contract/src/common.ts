import { z } from 'zod';
import { EMAIL_MAX_LENGTH } from './limits.ts';

/**
 * The error body of every failed call (docs/architecture.md §4): a machine code and a human sentence.
 * Codes: invalid_request (400), invalid_client / invalid_grant / invalid_token (401),
 * forbidden (403), not_found (404), conflict (409), unprocessable (422), too_many_requests (429).
 */
export const ErrorSchema = z.object({
  error: z.string(),
  error_description: z.string(),
});
export type ApiError = z.infer<typeof ErrorSchema>;

const envelopes = new WeakMap<z.ZodType, z.ZodObject<{ data: z.ZodType }>>();

/**
 * Wraps a payload in the `{ data }` envelope every successful answer uses (docs/architecture.md §4). The same
 * schema object for the same payload schema (zod schemas are immutable), so that what is compiled
 * from it once (the API's response serializers) is found again by identity.
 */
export function envelope<T extends z.ZodType>(schema: T): z.ZodObject<{ data: T }> {
  let wrapped = envelopes.get(schema);
  if (!wrapped) {
    wrapped = z.object({ data: schema });
    envelopes.set(schema, wrapped);
  }
  return wrapped as z.ZodObject<{ data: T }>;
}

const lists = new WeakMap<z.ZodType, z.ZodArray<z.ZodType>>();

/**
 * `{ data: T[] }`, the envelope of a list (docs/architecture.md §4): `envelope(z.array(schema))`, but the
 * same schema object for the same item schema, so a route's answer schema is not made anew (and
 * compiled again) each time an app is built (docs/architecture.md §5: the API tests build thousands).
 */
export function listEnvelope<T extends z.ZodType>(schema: T): z.ZodObject<{ data: z.ZodArray<T> }> {
  let list = lists.get(schema);
  if (!list) {
    list = z.array(schema);
    lists.set(schema, list);
  }
  return envelope(list as z.ZodArray<T>);
}

/**
 * The answer of a route that writes text, not JSON (a CSV manifest, the development mailbox's
 * HTML): one schema object for all of them, for the same reason as `listEnvelope`.
 */
export const TextBodySchema = z.string();
export type TextBody = z.infer<typeof TextBodySchema>;

/** Local calendar date "YYYY-MM-DD" (no time zone: the location's own). */
export const LocalDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'date is not a real calendar day');
export type LocalDate = z.infer<typeof LocalDateSchema>;

/** Local wall-clock time "HH:mm", hours 00-23 and minutes 00-59 (spec part 1 §9). */
export const LocalTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:mm between 00:00 and 23:59');
export type LocalTime = z.infer<typeof LocalTimeSchema>;

/** ISO 4217 currency of a fare: Swiss francs or euros (spec part 1 §9). */
export const CurrencySchema = z.enum(['CHF', 'EUR']);
export type Currency = z.infer<typeof CurrencySchema>;

/** The largest value of the databases' `integer` column (PostgreSQL int4, 2^31 - 1). */
export const DB_INT_MAX = 2_147_483_647;

/** The sentence of a refused id (ADR 012): the path prefix ("params.bookingID: ") is the server's. */
export const ID_MESSAGE = `must be a whole number from 1 to ${DB_INT_MAX}`;

/**
 * THE id of the wire (ADR 012; docs/architecture.md §12.18): every id in a path, a query or a body
 * (locationID, addressID, bookingID, passengerID, customerID, partner, promotion ...) is a whole
 * number from 1 to DB_INT_MAX, sent as a JSON number or as a string of at most 10 digits (paths
 * and queries are strings). Anything else - 2^31, 0, -1, 1.5, "1e3", "", true, [1] - is a 400
 * "<where>.<field>: must be a whole number from 1 to 2147483647", so no id outside the column's
 * range ever reaches SQL (PostgreSQL would answer "value out of range for type integer").
 */
export const IdSchema = z
  .union(
    [
      z.number().int(ID_MESSAGE).min(1, ID_MESSAGE).max(DB_INT_MAX, ID_MESSAGE),
      z
        .string()
        .regex(/^\d{1,10}$/)
        .transform(Number),
    ],
    { error: ID_MESSAGE },
  )
  .pipe(z.number().int(ID_MESSAGE).min(1, ID_MESSAGE).max(DB_INT_MAX, ID_MESSAGE));
export type Id = z.infer<typeof IdSchema>;

/** The sentence of a string holding U+0000 (ADR 012). */
export const NUL_MESSAGE = 'must not contain a NUL character';

/** True when `s` holds no NUL (U+0000): PostgreSQL text cannot store one ("invalid byte sequence 0x00"). */
export const hasNoNul = (s: string): boolean => !s.includes('\u0000');

/**
 * A string of the wire (ADR 012; docs/architecture.md §12.18): at most `max` characters (UTF-16 units,
 * before trimming) and no NUL character, each refused with a 400 naming the field
 * ("body.lastName: must not contain a NUL character"). Chain `.trim().min()` etc. after it.
 * Every request string of the contract is built with it (or is an enum, a literal, an e-mail).
 */
export function text(max: number, maxMessage = `must be at most ${max} characters`) {
  return z.string().max(max, maxMessage).refine(hasNoNul, NUL_MESSAGE);
}

/** An e-mail address on the wire: RFC-shaped and at most 254 characters (RFC 5321 §4.5.3.1). */
export const EmailSchema = z.email('email is not a valid e-mail address').max(EMAIL_MAX_LENGTH);
export type Email = z.infer<typeof EmailSchema>;
