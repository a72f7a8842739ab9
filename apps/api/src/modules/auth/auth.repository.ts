import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A customer's login record. */
export interface Credentials {
  customerID: number;
  email: string;
  passwordHash: string | null;
  /** The partner whose user this account is (ADR 008), or null. */
  partnerID: number | null;
  /** True for an operator's account (ADR 019): its tokens carry the operator role. */
  operator: boolean;
}

const toCredentials = (row: {
  customer_id: number;
  email: string;
  password_hash: string | null;
  partner_id: number | null;
  operator: number;
}): Credentials => ({
  customerID: row.customer_id,
  email: row.email,
  passwordHash: row.password_hash,
  partnerID: row.partner_id,
  operator: row.operator === 1,
});

/** SQL of the auth module (docs/architecture.md §12.5: only repositories touch Kysely): logins, failures, sessions. */
export function authRepository(db: Kysely<Database>) {
  return {
    /** The login record of an account's e-mail (case-insensitive), or null; guest rows have none. */
    async findCredentials(email: string): Promise<Credentials | null> {
      const row = await db
        .selectFrom('customers')
        .select(['customer_id', 'email', 'password_hash', 'partner_id', 'operator'])
        .where('email', '=', email.trim().toLowerCase())
        .where('password_hash', 'is not', null)
        .executeTakeFirst();
      return row ? toCredentials(row) : null;
    },

    /** The login record of a customer id, or null. */
    async findCredentialsByID(customerID: number): Promise<Credentials | null> {
      const row = await db
        .selectFrom('customers')
        .select(['customer_id', 'email', 'password_hash', 'partner_id', 'operator'])
        .where('customer_id', '=', customerID)
        .executeTakeFirst();
      return row ? toCredentials(row) : null;
    },

    /** Records a new session of a user token (ADR 007); instants ISO UTC. */
    async insertSession(sessionID: string, customerID: number, at: string): Promise<void> {
      await db
        .insertInto('auth_sessions')
        .values({ session_id: sessionID, customer_id: customerID, created_at: at, revoked_at: null })
        .execute();
    },

    /** True when the session exists, belongs to `customerID` and was not revoked. */
    async sessionLive(sessionID: string, customerID: number): Promise<boolean> {
      const row = await db
        .selectFrom('auth_sessions')
        .select('session_id')
        .where('session_id', '=', sessionID)
        .where('customer_id', '=', customerID)
        .where('revoked_at', 'is', null)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Revokes one session (Log Out). */
    async revokeSession(sessionID: string, at: string): Promise<void> {
      await db
        .updateTable('auth_sessions')
        .set({ revoked_at: at })
        .where('session_id', '=', sessionID)
        .where('revoked_at', 'is', null)
        .execute();
    },

    /** Revokes every live session of a customer except `keep`; answers the revoked ids. */
    async revokeCustomerSessions(customerID: number, at: string, keep?: string): Promise<string[]> {
      let query = db
        .updateTable('auth_sessions')
        .set({ revoked_at: at })
        .where('customer_id', '=', customerID)
        .where('revoked_at', 'is', null);
      if (keep !== undefined) query = query.where('session_id', '!=', keep);
      const rows = await query.returning('session_id').execute();
      return rows.map((r) => r.session_id);
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
