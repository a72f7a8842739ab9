import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A new guest customer's fields; e-mail already lower-case, mobile "+<dial code><number>". */
export interface NewCustomer {
  brandID: number;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  createdAt: string;
  /** The session (token sid) that creates it: guest rows belong to their session (ADR 008). */
  ownerSession: string;
}

/** Who may use a customer row for a booking: its session (guest rows) or itself (accounts). */
export interface CustomerOwnership {
  customerID: number;
  ownerSession: string | null;
  isAccount: boolean;
  email: string;
}

/** SQL of the customers module: guest customer rows (ADR 008; spec part 2 §7). */
export function customersRepository(db: Kysely<Database>) {
  return {
    /** The guest customers a session created with this (lower-case) e-mail, oldest first. */
    async sessionGuestIDs(ownerSession: string, email: string): Promise<number[]> {
      const rows = await db
        .selectFrom('customers')
        .select('customer_id')
        .where('owner_session', '=', ownerSession)
        .where('email', '=', email)
        .where('password_hash', 'is', null)
        .orderBy('customer_id')
        .execute();
      return rows.map((r) => r.customer_id);
    },

    /** Inserts a guest customer of `ownerSession`; its id. */
    async insert(c: NewCustomer): Promise<number> {
      const row = await db
        .insertInto('customers')
        .values({
          brand_id: c.brandID,
          first_name: c.firstName,
          last_name: c.lastName,
          email: c.email,
          mobile: c.mobile,
          password_hash: null,
          created_at: c.createdAt,
          owner_session: c.ownerSession,
        })
        .returning('customer_id')
        .executeTakeFirstOrThrow();
      return row.customer_id;
    },

    /** Updates a guest customer's name and mobile (the same session books again with new details). */
    async updateGuest(
      customerID: number,
      c: { firstName: string; lastName: string; mobile: string },
    ): Promise<void> {
      await db
        .updateTable('customers')
        .set({ first_name: c.firstName, last_name: c.lastName, mobile: c.mobile })
        .where('customer_id', '=', customerID)
        .where('password_hash', 'is', null)
        .execute();
    },

    /** The ownership facts of a customer row, or null when unknown. */
    async ownership(customerID: number): Promise<CustomerOwnership | null> {
      const row = await db
        .selectFrom('customers')
        .select(['customer_id', 'owner_session', 'password_hash', 'email'])
        .where('customer_id', '=', customerID)
        .executeTakeFirst();
      return row
        ? {
            customerID: row.customer_id,
            ownerSession: row.owner_session,
            isAccount: row.password_hash !== null,
            email: row.email,
          }
        : null;
    },
  };
}
export type CustomersRepository = ReturnType<typeof customersRepository>;
