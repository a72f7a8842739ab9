import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A customer as the account pages see it; e-mail lower-case, instants ISO UTC. */
export interface AccountRecord {
  customerID: number;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  passwordHash: string | null;
  emailVerifiedAt: string | null;
  /** A new e-mail waiting for the link sent to it (ADR 007). */
  pendingEmail: string | null;
  /** The partner whose user this account is (ADR 008), or null. */
  partnerID: number | null;
}

/** True when `err` is a unique-constraint violation on SQLite or PostgreSQL. */
function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

const COLUMNS = [
  'customer_id',
  'first_name',
  'last_name',
  'email',
  'mobile',
  'password_hash',
  'email_verified_at',
  'pending_email',
  'partner_id',
] as const;

function toAccount(r: {
  customer_id: number;
  first_name: string;
  last_name: string;
  email: string;
  mobile: string;
  password_hash: string | null;
  email_verified_at: string | null;
  pending_email: string | null;
  partner_id: number | null;
}): AccountRecord {
  return {
    customerID: r.customer_id,
    firstName: r.first_name,
    lastName: r.last_name,
    email: r.email,
    mobile: r.mobile,
    passwordHash: r.password_hash,
    emailVerifiedAt: r.email_verified_at,
    pendingEmail: r.pending_email,
    partnerID: r.partner_id,
  };
}

/**
 * SQL of the account columns of customers (ADR 013: the customers module is the one writer of
 * customers): find an account, insert one (never over a guest's row, ADR 008), its password,
 * verification and contact fields. The accounts module and the partner CLI use it through the
 * CustomerAccounts port type (ADR 013).
 */
export function customerAccountsRepository(db: Kysely<Database>) {
  return {
    /** The account (a customer with a password) of a (lower-case) e-mail, or null; guest rows never. */
    async findByEmail(email: string): Promise<AccountRecord | null> {
      const row = await db
        .selectFrom('customers')
        .select(COLUMNS)
        .where('email', '=', email)
        .where('password_hash', 'is not', null)
        .executeTakeFirst();
      return row ? toAccount(row) : null;
    },

    /** The account of an id, or null (a guest row is no account). */
    async findByID(customerID: number): Promise<AccountRecord | null> {
      const row = await db
        .selectFrom('customers')
        .select(COLUMNS)
        .where('customer_id', '=', customerID)
        .where('password_hash', 'is not', null)
        .executeTakeFirst();
      return row ? toAccount(row) : null;
    },

    /**
     * Inserts an account (a new row: never a guest's, ADR 008); its id, or null when the e-mail
     * already has an account (partial unique index customers_account_email).
     */
    async insertAccount(a: {
      brandID: number;
      firstName: string;
      lastName: string;
      email: string;
      mobile: string;
      passwordHash: string;
      createdAt: string;
      /** A partner's user (ADR 008; made from the command line): its partner. */
      partnerID?: number | null;
      /** Accounts made by the operator from the command line are verified at creation. */
      verifiedAt?: string | null;
      /** An operator's account (ADR 019; made by `npm run operator:create`). */
      operator?: boolean;
    }): Promise<number | null> {
      try {
        const row = await db
          .insertInto('customers')
          .values({
            brand_id: a.brandID,
            first_name: a.firstName,
            last_name: a.lastName,
            email: a.email,
            mobile: a.mobile,
            password_hash: a.passwordHash,
            created_at: a.createdAt,
            partner_id: a.partnerID ?? null,
            email_verified_at: a.verifiedAt ?? null,
            operator: a.operator ? 1 : 0,
          })
          .returning('customer_id')
          .executeTakeFirstOrThrow();
        return row.customer_id;
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },

    /** The e-mails of each partner's users (ADR 019), by partner id, e-mails sorted. */
    async partnerUserEmails(): Promise<Map<number, string[]>> {
      const rows = await db
        .selectFrom('customers')
        .select(['partner_id', 'email'])
        .where('partner_id', 'is not', null)
        .where('password_hash', 'is not', null)
        .orderBy('email')
        .execute();
      const out = new Map<number, string[]>();
      for (const r of rows) out.set(r.partner_id!, [...(out.get(r.partner_id!) ?? []), r.email]);
      return out;
    },

    /** Sets a customer's password hash. */
    async setPassword(customerID: number, passwordHash: string): Promise<void> {
      await db
        .updateTable('customers')
        .set({ password_hash: passwordHash })
        .where('customer_id', '=', customerID)
        .execute();
    },

    /** Marks the e-mail verified at `at` if it is still `email`; false otherwise. */
    async markVerified(customerID: number, email: string, at: string): Promise<boolean> {
      const res = await db
        .updateTable('customers')
        .set((eb) => ({ email_verified_at: eb.fn.coalesce('email_verified_at', eb.val(at)) }))
        .where('customer_id', '=', customerID)
        .where('email', '=', email)
        .executeTakeFirst();
      return Number(res.numUpdatedRows) === 1;
    },

    /** Changes contact fields (name, mobile) and the e-mail waiting for its link (ADR 007). */
    async updateContact(
      customerID: number,
      fields: { firstName?: string; lastName?: string; mobile?: string; pendingEmail?: string | null },
    ): Promise<void> {
      const set = {
        ...(fields.firstName !== undefined ? { first_name: fields.firstName } : {}),
        ...(fields.lastName !== undefined ? { last_name: fields.lastName } : {}),
        ...(fields.mobile !== undefined ? { mobile: fields.mobile } : {}),
        ...(fields.pendingEmail !== undefined ? { pending_email: fields.pendingEmail } : {}),
      };
      if (Object.keys(set).length === 0) return;
      await db.updateTable('customers').set(set).where('customer_id', '=', customerID).execute();
    },

    /**
     * Makes `email` (proved by its link) the account's e-mail, verified at `at`, if it is still the
     * pending one; 'email_taken' when another account has it, 'stale' when no longer pending.
     */
    async adoptPendingEmail(
      customerID: number,
      email: string,
      at: string,
    ): Promise<'changed' | 'email_taken' | 'stale'> {
      try {
        const res = await db
          .updateTable('customers')
          .set({ email, email_verified_at: at, pending_email: null })
          .where('customer_id', '=', customerID)
          .where('pending_email', '=', email)
          .executeTakeFirst();
        return Number(res.numUpdatedRows) === 1 ? 'changed' : 'stale';
      } catch (err) {
        if (isUniqueViolation(err)) return 'email_taken';
        throw err;
      }
    },
  };
}
/** The customers module's port for accounts (ADR 013). */
export type CustomerAccounts = ReturnType<typeof customerAccountsRepository>;
