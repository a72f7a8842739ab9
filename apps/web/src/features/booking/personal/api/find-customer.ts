import { CUSTOMERS_PATH, CustomerRefSchema } from '@alpine/contract';
import { z } from 'zod';
import { apiRequest } from '../../../../lib/api-client.ts';

/** GET /api/v1/customers?email= -> [{ customerID }] (spec part 2 §7 "Look up customer by email"). */
export function findCustomer(email: string) {
  return apiRequest(CUSTOMERS_PATH, { query: { email }, schema: z.array(CustomerRefSchema) });
}
