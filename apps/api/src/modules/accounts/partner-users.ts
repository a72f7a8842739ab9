import type { DbTransaction } from '../../db/transaction.ts';
import { hashPassword } from '../auth/password-hash.ts';
import type { CustomerAccounts } from '../customers/customers.service.ts';
import { assertAcceptablePassword } from './password-rules.ts';

/** What creating a partner user gives: the account, or why not. */
export type PartnerUserResult =
  | { ok: true; customerID: number; email: string; partnerID: number; partnerName: string }
  | { ok: false; reason: 'unknown_partner' | 'email_taken' };

/** A partner's user to create: its e-mail (any case), password and partner; names and mobile optional. */
export interface NewPartnerUser {
  email: string;
  password: string;
  partnerID: number;
  firstName?: string;
  lastName?: string;
  mobile?: string;
}

/**
 * What creating a partner's user writes through, wired by app.ts (partnerUserStores; ADR 013):
 * `transaction(work)` runs `work` in one transaction with the quotes module's partner look-up and
 * the customers module's account insert bound to it, and that transaction for `alsoInTransaction`.
 */
export interface PartnerUserStores {
  transaction<T>(
    work: (
      stores: {
        findPartner(partnerID: number): Promise<{ name: string } | null>;
        insertAccount: CustomerAccounts['insertAccount'];
      },
      tx: DbTransaction,
    ) => Promise<T>,
  ): Promise<T>;
  /** log2 of scrypt's N for the new account's hash (config.passwordHashCost; ADR 007: 17 when absent). */
  passwordHashCost?: number;
}

/**
 * Creates a partner's user (ADR 008; ADR 019), as `npm run partner:create` and the
 * operator console both do: an account whose e-mail counts as verified (the operator vouches for
 * it) and whose tokens carry the partner. Throws 422 for a rejected password (password-rules.ts)
 * and 429 when password hashing is saturated.
 *
 * `alsoInTransaction`, when given, runs inside the transaction that inserts the account, after the
 * insert (the operator console writes its catalogue_changes line there): the account and whatever
 * it writes commit together or not at all, and if it throws, no account is left. The password is
 * hashed before the transaction opens, so scrypt never holds the database.
 */
export async function createPartnerUser(
  stores: PartnerUserStores,
  u: NewPartnerUser,
  at: string,
  alsoInTransaction?: (tx: DbTransaction, created: { customerID: number }) => Promise<void>,
): Promise<PartnerUserResult> {
  assertAcceptablePassword(u.password);
  const email = u.email.trim().toLowerCase();
  const passwordHash = await hashPassword(u.password, stores.passwordHashCost);
  return stores.transaction(async (store, tx): Promise<PartnerUserResult> => {
    const partner = await store.findPartner(u.partnerID);
    if (!partner) return { ok: false, reason: 'unknown_partner' };
    const customerID = await store.insertAccount({
      brandID: 1,
      firstName: u.firstName ?? 'Partner',
      lastName: u.lastName ?? 'User',
      email,
      mobile: u.mobile ?? '+41000000000',
      passwordHash,
      createdAt: at,
      partnerID: u.partnerID,
      verifiedAt: at,
    });
    // nothing else is written: on PostgreSQL the refused insert ended the transaction, which
    // then rolls back instead of committing
    if (customerID === null) return { ok: false, reason: 'email_taken' };
    await alsoInTransaction?.(tx, { customerID });
    return { ok: true, customerID, email, partnerID: u.partnerID, partnerName: partner.name };
  });
}
