import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A new customer's fields; e-mail already lower-case, mobile "+<dial code><number>". */
export interface NewCustomer {
  brandID: number;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  createdAt: string;
}

/** True when `err` is a unique-constraint violation on SQLite or PostgreSQL. */
function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/** SQL of the customers module (owner of the customers table). */
export function customersRepository(db: Kysely<Database>) {
  return {
    /** The id of the customer with this (lower-case) e-mail, or null. */
    async findIdByEmail(email: string): Promise<number | null> {
      const row = await db
        .selectFrom('customers')
        .select('customer_id')
        .where('email', '=', email)
        .executeTakeFirst();
      return row?.customer_id ?? null;
    },

    /** Inserts a customer; returns its id, or null when the e-mail already has one (unique). */
    async insert(c: NewCustomer): Promise<number | null> {
      try {
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
          })
          .returning('customer_id')
          .executeTakeFirstOrThrow();
        return row.customer_id;
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },
  };
}
export type CustomersRepository = ReturnType<typeof customersRepository>;
