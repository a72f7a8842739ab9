import type { CreateCustomer } from '@alpine/contract';
import { ApiError } from '../../http/api-error.ts';
import type { CustomersRepository } from './customers.repository.ts';

/** E-mails are compared and stored lower-case (the customers table's unique key). */
const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Booking customers (spec part 2 §7 "Create customer", "Look up customer by email", §8): answers
 * only ids, since an anonymous token reads no personal data (DESIGN §4).
 */
export function customersService(deps: { repository: CustomersRepository; now: () => Date }) {
  return {
    /**
     * POST /api/v1/customers: creates a guest customer and returns its id. HTTP 400
     * `customer_exists` when the e-mail already has a customer: the site then looks it up (spec part 2 §8).
     */
    async create(input: CreateCustomer): Promise<{ customerID: number }> {
      const email = normaliseEmail(input.email);
      const customerID = await deps.repository.insert({
        brandID: input.brandID,
        firstName: input.firstName,
        lastName: input.lastName,
        email,
        mobile: input.mobile,
        createdAt: deps.now().toISOString(),
      });
      if (customerID === null) {
        throw new ApiError(400, 'customer_exists', 'A customer with this e-mail address already exists.');
      }
      return { customerID };
    },

    /** GET /api/v1/customers?email=: `[{ customerID }]` for the customer with that e-mail, or []. */
    async lookup(email: string): Promise<{ customerID: number }[]> {
      const customerID = await deps.repository.findIdByEmail(normaliseEmail(email));
      return customerID === null ? [] : [{ customerID }];
    },
  };
}
export type CustomersService = ReturnType<typeof customersService>;
