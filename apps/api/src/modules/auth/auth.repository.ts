import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A customer's login record. */
export interface Credentials {
  customerID: number;
  email: string;
  passwordHash: string | null;
}

/** SQL of the auth module (STYLE: only repositories touch Kysely). */
export function authRepository(db: Kysely<Database>) {
  return {
    /** The login record of an e-mail (case-insensitive), or null. */
    async findCredentials(email: string): Promise<Credentials | null> {
      const row = await db
        .selectFrom('customers')
        .select(['customer_id', 'email', 'password_hash'])
        .where('email', '=', email.trim().toLowerCase())
        .executeTakeFirst();
      return row ? { customerID: row.customer_id, email: row.email, passwordHash: row.password_hash } : null;
    },

    /** The login record of a customer id, or null. */
    async findCredentialsByID(customerID: number): Promise<Credentials | null> {
      const row = await db
        .selectFrom('customers')
        .select(['customer_id', 'email', 'password_hash'])
        .where('customer_id', '=', customerID)
        .executeTakeFirst();
      return row ? { customerID: row.customer_id, email: row.email, passwordHash: row.password_hash } : null;
    },

    /** Failed logins of a (lower-case) e-mail at or after `since` (ISO UTC). */
    async countFailures(email: string, since: string): Promise<number> {
      const row = await db
        .selectFrom('login_failures')
        .select((eb) => eb.fn.countAll<number | string>().as('n'))
        .where('email', '=', email)
        .where('failed_at', '>=', since)
        .executeTakeFirstOrThrow();
      return Number(row.n);
    },

    /** Records a failed login at `at` and forgets that e-mail's failures older than `since`. */
    async recordFailure(email: string, at: string, since: string): Promise<void> {
      await db
        .deleteFrom('login_failures')
        .where('email', '=', email)
        .where('failed_at', '<', since)
        .execute();
      await db.insertInto('login_failures').values({ email, failed_at: at }).execute();
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
