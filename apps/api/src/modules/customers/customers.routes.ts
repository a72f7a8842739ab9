import {
  CreateCustomerSchema,
  CUSTOMERS_PATH,
  CustomerLookupQuerySchema,
  CustomerRefSchema,
  envelope,
  ErrorSchema,
} from '@alpine/contract';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { CustomersService } from './customers.service.ts';

/**
 * POST /api/v1/customers -> `{ data: { customerID } }` (400 customer_exists when the e-mail has
 * one) and GET /api/v1/customers?email= -> `{ data: [{ customerID }] }` or `{ data: [] }`
 * (spec part 2 §7, §8; DESIGN §4). Both need a bearer token (401).
 */
export const customersRoutes: FastifyPluginAsyncZod<{
  customers: CustomersService;
  authenticate: preHandlerAsyncHookHandler;
}> = async (app, { customers, authenticate }) => {
  const errors = { 400: ErrorSchema, 401: ErrorSchema };
  app.post(
    CUSTOMERS_PATH,
    {
      preHandler: authenticate,
      schema: {
        tags: ['customers'],
        summary: 'Create a booking customer',
        body: CreateCustomerSchema,
        response: { 200: envelope(CustomerRefSchema), ...errors },
      },
    },
    async (request) => ({ data: await customers.create(request.body) }),
  );
  app.get(
    CUSTOMERS_PATH,
    {
      preHandler: authenticate,
      schema: {
        tags: ['customers'],
        summary: 'Look up a customer id by e-mail',
        querystring: CustomerLookupQuerySchema,
        response: { 200: envelope(z.array(CustomerRefSchema)), ...errors },
      },
    },
    async (request) => ({ data: await customers.lookup(request.query.email) }),
  );
};
