import {
  ADD_PAYMENT_CUSTOMER_PATH,
  AddPaymentCustomerSchema,
  BOOKING_PAYMENTS_PATH,
  BookingStatusSchema,
  ClientSecretSchema,
  envelope,
  ErrorSchema,
  GET_CLIENT_SECRET_PATH,
  GetClientSecretSchema,
  IdSchema,
  InvoicePaymentSchema,
  PaymentCustomerSchema,
} from '@alpine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerOnly, type BearerGuard } from '../../http/bearer-routes.ts';
import { requirePrincipal } from '../../http/authenticate.ts';
import { z } from 'zod';
import type { PaymentsService } from './payments.service.ts';

/**
 * The payment service at the spec's paths (spec part 2 §7; docs/architecture.md §4), answered unwrapped as
 * the spec's client reads them, and invoice payment (wrapped in `{ data }`). All need a bearer token.
 * - POST /wp-json/stripe-api/v1/add-customer { email, name, phone } -> { customer_id, status: 'success' }
 * - POST /wp-json/stripe-api/v1/get-client-secret { customer_id, amount (minor units), currency,
 *   booking_id } -> { client_secret, payment_intent_id }; 403, 404, 409 (amount changed, not
 *   payable), 422 (awaits review, no leg, card not allowed)
 * - POST /api/v1/bookings/{bookingID}/payments { invoice: true } -> { data: BookingStatus }; 422
 *   unless the quotes allow invoice
 */
export const paymentsRoutes: FastifyPluginAsyncZod<{
  payments: PaymentsService;
  authenticate: BearerGuard;
}> = async (app, { payments, authenticate }) => {
  bearerOnly(app, authenticate);
  const errors = {
    400: ErrorSchema,
    401: ErrorSchema,
    403: ErrorSchema,
    404: ErrorSchema,
    409: ErrorSchema,
    422: ErrorSchema,
  };
  app.post(
    ADD_PAYMENT_CUSTOMER_PATH,
    {
      schema: {
        tags: ['payments'],
        summary: 'Create a payment customer',
        body: AddPaymentCustomerSchema,
        response: { 200: PaymentCustomerSchema, ...errors },
      },
    },
    async (request) => {
      const { email, name, phone } = request.body;
      return payments.addCustomer({ email, name, phone }, requirePrincipal(request));
    },
  );
  app.post(
    GET_CLIENT_SECRET_PATH,
    {
      schema: {
        tags: ['payments'],
        summary: "The client secret of the booking's payment intent (one per booking)",
        body: GetClientSecretSchema,
        response: { 200: ClientSecretSchema, ...errors },
      },
    },
    async (request) => payments.clientSecret(request.body, requirePrincipal(request)),
  );
  app.post(
    BOOKING_PAYMENTS_PATH,
    {
      schema: {
        tags: ['payments'],
        summary: 'Pay a booking by invoice',
        params: z.object({ bookingID: IdSchema }),
        body: InvoicePaymentSchema,
        response: { 200: envelope(BookingStatusSchema), ...errors },
      },
    },
    async (request) => ({
      data: await payments.payByInvoice(request.params.bookingID, requirePrincipal(request)),
    }),
  );
};
