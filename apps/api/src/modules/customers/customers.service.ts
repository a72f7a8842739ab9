import type { CreateCustomer } from '@alpine/contract';
import type { Principal } from '../../http/principal.ts';
import type { CustomersRepository } from './customers.repository.ts';

/** The customers module's port for account rows (ADR 013), re-exported so that no other module imports its repository. */
export type { AccountRecord, CustomerAccounts } from './customer-accounts.repository.ts';

/** E-mails are compared and stored lower-case. */
const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * Booking customers (spec part 2 §7 "Create customer", "Look up customer by email", §8;
 * ADR 008, ADR 007; ADR 008). A guest customer row belongs to the session that created it: no other caller
 * can find it, use it for a booking or turn it into an account. Answers only ids.
 */
export function customersService(deps: { repository: CustomersRepository; now: () => Date }) {
  const { repository } = deps;
  return {
    /**
     * POST /api/v1/customers (no password): the session's guest customer with this e-mail (its
     * name and mobile updated) or a new one -> { customerID }. Never customer_exists: the answer is
     * the same whether or not the address is known elsewhere (ADR 007).
     */
    async create(input: CreateCustomer, principal: Principal): Promise<{ customerID: number }> {
      const email = normaliseEmail(input.email);
      const [existing] = await repository.sessionGuestIDs(principal.sessionID, email);
      if (existing !== undefined) {
        await repository.updateGuest(existing, input);
        return { customerID: existing };
      }
      const customerID = await repository.insert({
        brandID: input.brandID,
        firstName: input.firstName,
        lastName: input.lastName,
        email,
        mobile: input.mobile,
        createdAt: deps.now().toISOString(),
        ownerSession: principal.sessionID,
      });
      return { customerID };
    },

    /**
     * GET /api/v1/customers?email=: the caller's own customers with that e-mail (its session's
     * guest rows; a signed-in account's own id when it is its e-mail), or [] (ADR 007).
     */
    async lookup(email: string, principal: Principal): Promise<{ customerID: number }[]> {
      const wanted = normaliseEmail(email);
      const ids = await repository.sessionGuestIDs(principal.sessionID, wanted);
      if (principal.kind === 'customer' && principal.email.toLowerCase() === wanted) {
        const own = await repository.ownership(principal.customerID);
        if (own?.isAccount && own.email === wanted) ids.unshift(own.customerID);
      }
      return ids.map((customerID) => ({ customerID }));
    },

    /**
     * True when `principal` may book as customer `customerID` (ADR 008): a guest row of its own
     * session, or its own account. Unknown ids and others' rows are the same false.
     */
    async mayBookAs(customerID: number, principal: Principal): Promise<boolean> {
      const row = await repository.ownership(customerID);
      if (!row) return false;
      if (row.isAccount) return principal.kind === 'customer' && principal.customerID === customerID;
      return row.ownerSession === principal.sessionID;
    },
  };
}
export type CustomersService = ReturnType<typeof customersService>;
