import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** What a link token is for (account_tokens.purpose). */
export type LinkPurpose = 'verify_email' | 'password_reset' | 'change_email' | 'claim_bookings';

/** A stored link token (by its sha256). */
export interface LinkRecord {
  customerID: number;
  email: string;
  /** When the link was made and sent (ISO UTC): it proves the e-mail for bookings made before. */
  createdAt: string;
  expiresAt: string;
  usedAt: string | null;
}

/**
 * SQL of the accounts module: account_tokens, its link tokens (docs/architecture.md §12.5: only repositories touch
 * Kysely). The account columns of customers are the customers module's (CustomerAccounts,
 * customers/customer-accounts.repository.ts; ADR 013).
 */
export function accountsRepository(db: Kysely<Database>) {
  return {
    /** Stores a link token by its hash. */
    async insertLink(l: {
      hash: string;
      purpose: LinkPurpose;
      customerID: number;
      email: string;
      createdAt: string;
      expiresAt: string;
    }): Promise<void> {
      await db
        .insertInto('account_tokens')
        .values({
          token_hash: l.hash,
          purpose: l.purpose,
          customer_id: l.customerID,
          email: l.email,
          created_at: l.createdAt,
          expires_at: l.expiresAt,
          used_at: null,
        })
        .execute();
    },

    /** The link token of a hash and purpose, or null. */
    async findLink(hash: string, purpose: LinkPurpose): Promise<LinkRecord | null> {
      const row = await db
        .selectFrom('account_tokens')
        .select(['customer_id', 'email', 'created_at', 'expires_at', 'used_at'])
        .where('token_hash', '=', hash)
        .where('purpose', '=', purpose)
        .executeTakeFirst();
      return row
        ? {
            customerID: row.customer_id,
            email: row.email,
            createdAt: row.created_at,
            expiresAt: row.expires_at,
            usedAt: row.used_at,
          }
        : null;
    },

    /** Uses a link once: true for the one caller that marks it used (still unused and unexpired at `at`). */
    async useLink(hash: string, at: string): Promise<boolean> {
      const res = await db
        .updateTable('account_tokens')
        .set({ used_at: at })
        .where('token_hash', '=', hash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', at)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** Voids a customer's unused links of a purpose (e.g. after a password change). */
    async voidLinks(customerID: number, purpose: LinkPurpose, at: string): Promise<void> {
      await db
        .updateTable('account_tokens')
        .set({ used_at: at })
        .where('customer_id', '=', customerID)
        .where('purpose', '=', purpose)
        .where('used_at', 'is', null)
        .execute();
    },
  };
}
export type AccountsRepository = ReturnType<typeof accountsRepository>;
