import { z } from 'zod';

/**
 * The error body of every failed call (DESIGN §4): a machine code and a human sentence.
 * Codes: invalid_request (400), invalid_client / invalid_grant / invalid_token (401),
 * forbidden (403), not_found (404), conflict (409), unprocessable (422), too_many_requests (429).
 */
export const ErrorSchema = z.object({
  error: z.string(),
  error_description: z.string(),
});
export type ApiError = z.infer<typeof ErrorSchema>;

/** Wraps a payload in the `{ data }` envelope every successful answer uses (DESIGN §4). */
export function envelope<T extends z.ZodType>(schema: T) {
  return z.object({ data: schema });
}

/** Local calendar date "YYYY-MM-DD" (no time zone: the location's own). */
export const LocalDateSchema = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
  .refine((s) => {
    const d = new Date(`${s}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
  }, 'date is not a real calendar day');

/** Local wall-clock time "HH:mm", hours 00-23 and minutes 00-59 (spec part 1 §9). */
export const LocalTimeSchema = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'time must be HH:mm between 00:00 and 23:59');

/** ISO 4217 currency of a fare: Swiss francs or euros (spec part 1 §9). */
export const CurrencySchema = z.enum(['CHF', 'EUR']);
export type Currency = z.infer<typeof CurrencySchema>;

/** A positive integer id (locationID, partnerID ...), accepted as a number or numeric string. */
export const IdSchema = z.coerce.number().int().positive();
