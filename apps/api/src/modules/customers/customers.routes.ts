import {
  CreateCustomerSchema,
  CustomerLookupQuerySchema,
  CustomerRefSchema,
  CUSTOMERS_PATH,
  envelope,
  ErrorSchema,
  listEnvelope,
  RegistrationAcceptedSchema,
  type CreateCustomer,
} from '@alpine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerOnly, type BearerGuard } from '../../http/bearer-routes.ts';
import { requirePrincipal } from '../../http/authenticate.ts';
import { requestLanguage, type Language } from '../../i18n/language.ts';
import { customerCreationLimit } from '../auth/rate-limits.ts';
import type { CustomersService } from './customers.service.ts';

/**
 * POST /api/v1/customers -> 200 `{ data: { customerID } }`, a guest customer of the caller's
 * session; with a `password` it registers an account instead -> 202 `{ data: { verificationSent:
 * true } }` whether or not the address had one (ADR 007; ADR 008, ADR 007: 422 rejected password).
 * GET /api/v1/customers?email= -> `{ data: [{ customerID }] }` of the caller's own customers, or
 * `{ data: [] }` (spec part 2 §7, §8; docs/architecture.md §4). Both need a bearer token (401).
 */
export const customersRoutes: FastifyPluginAsyncZod<{
  customers: CustomersService;
  authenticate: BearerGuard;
  /** With a `password` the body registers an account (accounts module, ADR 007): 422 bad password. */
  register: (
    input: CreateCustomer & { password: string; language?: Language },
  ) => Promise<{ verificationSent: true }>;
}> = async (app, { customers, authenticate, register }) => {
  bearerOnly(app, authenticate);
  const errors = { 400: ErrorSchema, 401: ErrorSchema };
  app.post(
    CUSTOMERS_PATH,
    {
      // ADR 011: 5 registrations a minute per address; guests (no password) 60.
      config: { rateLimit: customerCreationLimit },
      schema: {
        tags: ['customers'],
        summary: 'Create a booking customer, or register an account when a password is given',
        body: CreateCustomerSchema,
        response: {
          200: envelope(CustomerRefSchema),
          202: envelope(RegistrationAcceptedSchema),
          422: ErrorSchema,
          429: ErrorSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { password, ...guest } = request.body;
      if (password === undefined) return { data: await customers.create(guest, requirePrincipal(request)) };
      const language = requestLanguage(request);
      return reply.status(202).send({ data: await register({ ...guest, password, language }) });
    },
  );
  app.get(
    CUSTOMERS_PATH,
    {
      schema: {
        tags: ['customers'],
        summary: 'Look up a customer id by e-mail',
        querystring: CustomerLookupQuerySchema,
        response: { 200: listEnvelope(CustomerRefSchema), ...errors },
      },
    },
    async (request) => ({ data: await customers.lookup(request.query.email, requirePrincipal(request)) }),
  );
};
