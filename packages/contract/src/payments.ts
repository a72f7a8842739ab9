import { z } from 'zod';
import { DB_INT_MAX, EmailSchema, IdSchema, text } from './common.ts';

/** The payment service, kept at the spec's paths (spec part 2 §7; docs/architecture.md §4). */
export const ADD_PAYMENT_CUSTOMER_PATH = '/wp-json/stripe-api/v1/add-customer';
export const GET_CLIENT_SECRET_PATH = '/wp-json/stripe-api/v1/get-client-secret';
export const SANDBOX_CONFIRM_PATH = '/api/v1/sandbox/payment-intents/:id/confirm';
export const SANDBOX_AUTHENTICATE_PATH = '/api/v1/sandbox/payment-intents/:id/authenticate';
export const STRIPE_WEBHOOK_PATH = '/api/v1/payments/stripe/webhook';

/** add-customer: { email, name, phone, client_token } -> { customer_id, status: 'success' }. */
export const AddPaymentCustomerSchema = z.object({
  email: EmailSchema,
  name: text(160).trim().min(1),
  phone: text(20).trim().optional().default(''),
  client_token: text(4000).optional(),
});
export type AddPaymentCustomer = z.infer<typeof AddPaymentCustomerSchema>;
export const PaymentCustomerSchema = z.object({ customer_id: z.string(), status: z.literal('success') });
export type PaymentCustomer = z.infer<typeof PaymentCustomerSchema>;

/**
 * get-client-secret: { customer_id, client_token, amount (minor units), currency, booking_id }
 * -> { client_secret, payment_intent_id }. The server recomputes the amount from the stored booking:
 * 409 when it differs. Idempotent per booking: a retry gets the same payment intent.
 */
export const GetClientSecretSchema = z.object({
  customer_id: text(100).min(1),
  client_token: text(4000).optional(),
  amount: z.number().int().positive().max(DB_INT_MAX),
  currency: z.enum(['chf', 'eur']),
  booking_id: IdSchema,
});
export type GetClientSecret = z.infer<typeof GetClientSecretSchema>;
export const ClientSecretSchema = z.object({ client_secret: z.string(), payment_intent_id: z.string() });
export type ClientSecret = z.infer<typeof ClientSecretSchema>;

/** Sandbox confirm (docs/architecture.md §4): the test card numbers of Stripe's test mode. */
export const SandboxConfirmSchema = z.object({
  client_secret: text(200),
  card: z.object({
    number: z.string().regex(/^[\d ]{12,23}$/, 'card number must be digits'),
    exp_month: z.number().int().min(1).max(12),
    exp_year: z.number().int().min(2000).max(2100),
    cvc: z.string().regex(/^\d{3,4}$/, 'cvc must be 3 or 4 digits'),
  }),
});
export type SandboxConfirm = z.infer<typeof SandboxConfirmSchema>;
/** Sandbox 3-D Secure step: the traveller approves or fails the authentication. */
export const SandboxAuthenticateSchema = z.object({
  client_secret: text(200),
  outcome: z.enum(['approve', 'fail']),
});
export type SandboxAuthenticate = z.infer<typeof SandboxAuthenticateSchema>;

/** A payment intent as the sandbox answers (Stripe's shape, reduced). */
export const PaymentIntentResultSchema = z.object({
  id: z.string(),
  status: z.enum(['requires_payment_method', 'requires_action', 'succeeded', 'canceled']),
  error: z
    .object({ type: z.enum(['card_error', 'validation_error']), code: z.string(), message: z.string() })
    .nullable(),
});
export type PaymentIntentResult = z.infer<typeof PaymentIntentResultSchema>;
