import { CUSTOMERS_PATH, RegistrationAcceptedSchema, type CreateCustomer } from '@alpine/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/v1/customers with a password registers an account (spec part 1 §3 "Register payload")
 * -> 202 { verificationSent: true }, the same whether or not the address had an account (ADR 007).
 */
export function registerCustomer(body: CreateCustomer & { password: string }) {
  return apiRequest(CUSTOMERS_PATH, { method: 'POST', body, schema: RegistrationAcceptedSchema });
}
