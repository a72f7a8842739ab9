import { z } from 'zod';
import { EmailSchema, text } from './common.ts';
import { NAME_MAX_LENGTH } from './limits.ts';

/** Paths of the customer calls (spec part 2 §7; docs/architecture.md §4). */
export const CUSTOMERS_PATH = '/api/v1/customers';

/** mobile: dial code followed by the number, e.g. "+447900000000" (spec part 2 §3 "Customer"). */
export const MobileSchema = z
  .string()
  .trim()
  .regex(/^\+\d{1,4}\d{6,11}$/, 'mobile must be a dial code followed by 6 to 11 digits, e.g. +447900000000');
export type Mobile = z.infer<typeof MobileSchema>;

/**
 * POST /api/v1/customers (spec part 2 §7 "Create customer"): a guest customer of the caller's
 * session -> 200 { customerID } (the same row again for the same session and e-mail; never 400, so
 * the answer tells nothing of other customers: ADR 007). With a `password` it registers an
 * account (spec part 1 §3 "Register payload"; docs/architecture.md §4) -> 202 { verificationSent: true }
 * whether or not the address had an account; 422 for a password shorter than 8 characters or one of the
 * commonest. A guest customer never becomes an account (ADR 008).
 */
export const CreateCustomerSchema = z.strictObject({
  brandID: z.literal(1).default(1),
  firstName: text(NAME_MAX_LENGTH).trim().min(2, 'firstName must be at least 2 characters'),
  lastName: text(NAME_MAX_LENGTH).trim().min(2, 'lastName must be at least 2 characters'),
  email: EmailSchema,
  mobile: MobileSchema,
  password: text(200, 'password must be at most 200 characters').optional(),
});
export type CreateCustomer = z.infer<typeof CreateCustomerSchema>;

/** Answer of a customer creation or lookup: only the id (an anonymous token reads no personal data). */
export const CustomerRefSchema = z.object({ customerID: z.number().int() });
export type CustomerRef = z.infer<typeof CustomerRefSchema>;

/**
 * GET /api/v1/customers?email= -> data: [{ customerID }] (spec part 2 §7 "Look up customer by
 * email"): only the caller's own (its session's guest customers, a signed-in account's own id);
 * [] otherwise, whether or not the address exists (ADR 007).
 */
export const CustomerLookupQuerySchema = z.object({ email: EmailSchema });
export type CustomerLookupQuery = z.infer<typeof CustomerLookupQuerySchema>;
