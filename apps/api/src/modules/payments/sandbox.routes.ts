import {
  ErrorSchema,
  PaymentIntentResultSchema,
  SANDBOX_AUTHENTICATE_PATH,
  SANDBOX_CONFIRM_PATH,
  SandboxAuthenticateSchema,
  SandboxConfirmSchema,
} from '@alpine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { SandboxPayments } from './sandbox-payments.service.ts';

/**
 * The sandbox gateway's card calls (docs/architecture.md §4), registered only when the gateway is the sandbox
 * (404 otherwise). Like Stripe's client library they need no bearer token: the client_secret is
 * the proof. A card decline is a 200 whose `error` carries the card error (spec part 2 §8).
 * - POST /api/v1/sandbox/payment-intents/{id}/confirm { client_secret, card } -> PaymentIntentResult
 * - POST /api/v1/sandbox/payment-intents/{id}/authenticate { client_secret, outcome } -> PaymentIntentResult
 * Errors: 400 malformed, 403 wrong client_secret, 404 unknown intent, 409 nothing to authenticate.
 */
export const sandboxRoutes: FastifyPluginAsyncZod<{ sandbox: SandboxPayments }> = async (
  app,
  { sandbox },
) => {
  const params = z.object({ id: z.string().min(1).max(100) });
  const response = {
    200: PaymentIntentResultSchema,
    400: ErrorSchema,
    403: ErrorSchema,
    404: ErrorSchema,
    409: ErrorSchema,
  };
  app.post(
    SANDBOX_CONFIRM_PATH,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['sandbox'],
        summary: 'Confirm a payment with a test card',
        params,
        body: SandboxConfirmSchema,
        response,
      },
    },
    async (request) => sandbox.confirm(request.params.id, request.body.client_secret, request.body.card),
  );
  app.post(
    SANDBOX_AUTHENTICATE_PATH,
    {
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        tags: ['sandbox'],
        summary: 'Approve or fail 3-D Secure',
        params,
        body: SandboxAuthenticateSchema,
        response,
      },
    },
    async (request) =>
      sandbox.authenticate(request.params.id, request.body.client_secret, request.body.outcome),
  );
};
