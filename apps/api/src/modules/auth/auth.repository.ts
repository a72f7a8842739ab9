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

    /**
     * Failed logins of a (lower-case) e-mail from one client address at or after `since` (ISO
     * UTC): how many, and the latest one's instant (null when none).
     */
    async failureStats(
      email: string,
      address: string,
      since: string,
    ): Promise<{ count: number; last: string | null }> {
      const row = await db
        .selectFrom('login_failures')
        .select((eb) => [eb.fn.countAll<number | string>().as('n'), eb.fn.max('failed_at').as('last')])
        .where('email', '=', email)
        .where('address', '=', address)
        .where('failed_at', '>=', since)
        .executeTakeFirstOrThrow();
      return { count: Number(row.n), last: row.last ?? null };
    },

    /** Records a failed login at `at` and forgets that e-mail's failures older than `since`. */
    async recordFailure(email: string, address: string, at: string, since: string): Promise<void> {
      await db
        .deleteFrom('login_failures')
        .where('email', '=', email)
        .where('failed_at', '<', since)
        .execute();
      await db.insertInto('login_failures').values({ email, address, failed_at: at }).execute();
    },

    /** Forgets the failed logins of an e-mail from one address. */
    async clearFailures(email: string, address: string): Promise<void> {
      await db
        .deleteFrom('login_failures')
        .where('email', '=', email)
        .where('address', '=', address)
        .execute();
    },
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
