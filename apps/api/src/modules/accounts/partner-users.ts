import type { Db } from '../../db/database.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { customerAccountsRepository } from '../customers/customer-accounts.repository.ts';
import { quotesRepository } from '../quotes/quotes.repository.ts';
import { assertAcceptablePassword } from './password-rules.ts';

/** What creating a partner user gives: the account, or why not. */
export type PartnerUserResult =
  | { ok: true; customerID: number; email: string; partnerID: number; partnerName: string }
  | { ok: false; reason: 'unknown_partner' | 'email_taken' };

/**
 * Creates a partner's user (issue 7 §3; issue 12 §5), as `npm run partner:create` and the
 * operator console both do: an account whose e-mail counts as verified (the operator vouches for
 * it) and whose tokens carry the partner. Throws 422 for a rejected password (password-rules.ts).
 */
export async function createPartnerUser(
  db: Db['kysely'],
  u: {
    email: string;
    password: string;
    partnerID: number;
    firstName?: string;
    lastName?: string;
    mobile?: string;
  },
  at: string,
): Promise<PartnerUserResult> {
  assertAcceptablePassword(u.password);
  const partner = await quotesRepository(db).findPartner(u.partnerID);
  if (!partner) return { ok: false, reason: 'unknown_partner' };
  const email = u.email.trim().toLowerCase();
  const customerID = await customerAccountsRepository(db).insertAccount({
    brandID: 1,
    firstName: u.firstName ?? 'Partner',
    lastName: u.lastName ?? 'User',
    email,
    mobile: u.mobile ?? '+41000000000',
    passwordHash: await hashPassword(u.password),
    createdAt: at,
    partnerID: u.partnerID,
    verifiedAt: at,
  });
  if (customerID === null) return { ok: false, reason: 'email_taken' };
  return { ok: true, customerID, email, partnerID: u.partnerID, partnerName: partner.name };
}
