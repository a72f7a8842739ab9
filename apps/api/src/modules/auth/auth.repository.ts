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
  };
}
export type AuthRepository = ReturnType<typeof authRepository>;
