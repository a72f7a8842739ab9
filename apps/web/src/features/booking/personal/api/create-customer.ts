import { CUSTOMERS_PATH, CustomerRefSchema, type CreateCustomer } from '@alpine/contract';
import { apiRequest } from '../../../../lib/api-client.ts';

/** POST /api/v1/customers (spec part 2 §7 "Create customer"); 400 customer_exists when the e-mail has one. */
export function createCustomer(body: CreateCustomer) {
  return apiRequest(CUSTOMERS_PATH, { method: 'POST', body, schema: CustomerRefSchema });
}
