import { sitePageUrl, type Language } from '../../i18n/language.ts';
import type { Account, ChangePassword, CreateCustomer, UpdateAccount } from '@alpine/contract';
import type { FastifyBaseLogger } from 'fastify';
import { badRequest, forbidden, notFound } from '../../http/api-error.ts';
import type { Principal } from '../../http/principal.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import type { MailService } from '../mail/mail.service.ts';
import { renderAccountExistsMail } from '../mail/templates/account-exists.ts';
import { renderClaimBookingsMail } from '../mail/templates/claim-bookings.ts';
import { renderVerificationMail } from '../mail/templates/email-verification.ts';
import { renderPasswordResetMail } from '../mail/templates/password-reset.ts';
import { hashLinkToken, newLinkToken } from './account-tokens.ts';
import type { AccountRecord, CustomerAccounts } from '../customers/customers.service.ts';
import type { AccountsRepository, LinkPurpose } from './accounts.repository.ts';
import { assertAcceptablePassword } from './password-rules.ts';

/** Link lifetimes (ADR 007; ADR 008): verification and claims 24 hours, recovery 30 minutes. */
export const VERIFY_LINK_MS = 24 * 3_600_000;
export const RESET_LINK_MS = 30 * 60_000;
export const CLAIM_LINK_MS = 24 * 3_600_000;

const INVALID_LINK = 'This link is invalid or has expired.';

const normaliseEmail = (email: string) => email.trim().toLowerCase();

const toAccount = (a: AccountRecord): Account => ({
  customerID: a.customerID,
  firstName: a.firstName,
  lastName: a.lastName,
  email: a.email,
  mobile: a.mobile,
  emailVerified: a.emailVerifiedAt !== null,
  pendingEmail: a.pendingEmail,
  partnerID: a.partnerID,
});

/**
 * What the accounts module asks of others (wired in app.ts): the bookings module records claims
 * (ADR 008), the auth module ends sessions (ADR 007).
 */
export interface AccountsPorts {
  /**
   * Gives account `customerID` the bookings made with `email` (lower-case) before `madeBefore`
   * (ISO UTC: when the link proving the e-mail was sent); answers how many it added.
   */
  claimBookings: (customerID: number, email: string, madeBefore: string) => Promise<number>;
  /** Ends every session of the customer except `keepSessionID` (none kept when omitted). */
  revokeSessions: (customerID: number, keepSessionID?: string) => Promise<void>;
}

/**
 * Accounts (spec part 1 §2.3, ADR 007, spec part 2 §2.8; ADR 008, ADR 007; ADR 008; spec part 1 §2.3-§2.5,
 * part 2 §2.8; docs/architecture.md §4): register, e-mail verification and change, password recovery and
 * change, claiming the bookings made with a proved e-mail, and the signed-in customer's own record.
 * Passwords: at least 8 characters, not among the commonest (422), stored with scrypt. Links carry 256-bit
 * tokens stored as sha256, single use; expiries use the app clock `now`. No answer tells whether
 * an address has an account: the e-mails sent to it do.
 */
export function accountsService(
  deps: {
    repository: AccountsRepository;
    /** The customers module's port: every write to customers goes through it (ADR 013). */
    customers: CustomerAccounts;
    mail: MailService;
    publicUrl: string;
    now: () => Date;
    log: FastifyBaseLogger;
    /** log2 of scrypt's N for new password hashes (config.passwordHashCost; ADR 007: 17). */
    passwordHashCost?: number;
    /**
     * Runs `work` in one database transaction with the two repositories bound to it (app.ts):
     * what it writes commits together or not at all.
     */
    transact: <T>(
      work: (tx: { repository: AccountsRepository; customers: CustomerAccounts }) => Promise<T>,
    ) => Promise<T>;
  } & AccountsPorts,
) {
  const { repository: repo, customers, now } = deps;
  const pending = new Set<Promise<void>>();
  const background = (what: string, job: Promise<void>) => {
    const tracked = job
      .catch((err: unknown) => deps.log.error({ err }, `${what} failed`))
      .finally(() => pending.delete(tracked));
    pending.add(tracked);
  };

  /**
   * Stores a new link for `purpose` to `email` and returns its URL on the site's `page` in
   * `language` (`${publicUrl}/fr${page}?token=` in French; i18n/language.ts sitePageUrl).
   */
  async function newLink(
    purpose: LinkPurpose,
    c: AccountRecord,
    email: string,
    page: string,
    ttlMs: number,
    language: Language,
  ) {
    const { token, hash } = newLinkToken();
    const at = now();
    await repo.insertLink({
      hash,
      purpose,
      customerID: c.customerID,
      email,
      createdAt: at.toISOString(),
      expiresAt: new Date(at.getTime() + ttlMs).toISOString(),
    });
    return sitePageUrl(deps.publicUrl, language, `${page}?token=${encodeURIComponent(token)}`);
  }

  async function sendVerification(
    c: AccountRecord,
    purpose: 'verify_email' | 'change_email' = 'verify_email',
    language: Language = 'en',
  ) {
    const to = purpose === 'change_email' && c.pendingEmail ? c.pendingEmail : c.email;
    const link = await newLink(purpose, c, to, '/verify-email', VERIFY_LINK_MS, language);
    await deps.mail.send({
      to,
      ...renderVerificationMail({ firstName: c.firstName, link, language }, deps.mail.operator),
    });
  }

  /**
   * The hash of `newPassword` once it is acceptable (422 otherwise, password-rules.ts) and
   * `currentPassword` is the account's (403 'Your current password is not correct.').
   */
  async function checkedNewPassword(current: AccountRecord, input: ChangePassword): Promise<string> {
    assertAcceptablePassword(input.newPassword);
    if (!current.passwordHash || !(await verifyPassword(input.currentPassword, current.passwordHash))) {
      throw forbidden('Your current password is not correct.');
    }
    return hashPassword(input.newPassword, deps.passwordHashCost);
  }

  async function sendReset(email: string, language: Language): Promise<void> {
    const c = await customers.findByEmail(email);
    if (!c) return;
    const link = await newLink('password_reset', c, c.email, '/new-password', RESET_LINK_MS, language);
    await deps.mail.send({
      to: c.email,
      ...renderPasswordResetMail({ firstName: c.firstName, link, language }, deps.mail.operator),
    });
  }

  /** Tells the owner of an existing account that someone tried to register with its address. */
  async function sendAccountExists(c: AccountRecord, language: Language): Promise<void> {
    const link = sitePageUrl(deps.publicUrl, language, '/my-account/forget');
    await deps.mail.send({
      to: c.email,
      ...renderAccountExistsMail({ firstName: c.firstName, link, language }, deps.mail.operator),
    });
  }

  /**
   * Uses a link once: the link and its customer, or 400 'This link is invalid or has expired.'.
   * `sameEmail` (default) requires the customer's e-mail to be still the one the link went to.
   */
  async function useLink(token: string, purposes: LinkPurpose[], check?: () => void, sameEmail = true) {
    const hash = hashLinkToken(token);
    const at = now().toISOString();
    for (const purpose of purposes) {
      const link = await repo.findLink(hash, purpose);
      if (!link) continue;
      if (link.usedAt !== null || link.expiresAt <= at) throw badRequest(INVALID_LINK);
      const customer = await customers.findByID(link.customerID);
      if (!customer || (sameEmail && customer.email !== link.email)) throw badRequest(INVALID_LINK);
      check?.();
      return { hash, customer, link, purpose, at };
    }
    throw badRequest(INVALID_LINK);
  }

  const customerOf = (principal: Principal): number => {
    if (principal.kind !== 'customer') throw forbidden('Log in to see or change your account.');
    return principal.customerID;
  };
  const mine = async (principal: Principal): Promise<AccountRecord> => {
    const found = await customers.findByID(customerOf(principal));
    if (!found) throw notFound('This account no longer exists.');
    return found;
  };

  return {
    /**
     * POST /api/v1/customers with a password (ADR 008, ADR 007): creates a NEW account row (never
     * a guest customer's) and e-mails a verification link; when the address already has an
     * account, nothing is created and its owner gets an e-mail instead. Both answer the same, after
     * the same password hashing, so the answer tells nothing. 422 for a rejected password.
     */
    async register(
      input: CreateCustomer & { password: string; language?: Language },
    ): Promise<{ verificationSent: true }> {
      const language = input.language ?? 'en';
      assertAcceptablePassword(input.password);
      const email = normaliseEmail(input.email);
      const passwordHash = await hashPassword(input.password, deps.passwordHashCost);
      const existing = await customers.findByEmail(email);
      const customerID = existing
        ? null
        : await customers.insertAccount({
            brandID: input.brandID,
            firstName: input.firstName,
            lastName: input.lastName,
            email,
            mobile: input.mobile,
            passwordHash,
            createdAt: now().toISOString(),
          });
      const account = customerID === null ? (existing ?? (await customers.findByEmail(email))) : null;
      if (customerID !== null) {
        const created = await customers.findByID(customerID);
        if (created) background('verification e-mail', sendVerification(created, 'verify_email', language));
      } else if (account) {
        background('account-exists e-mail', sendAccountExists(account, language));
      }
      return { verificationSent: true };
    },

    /**
     * POST /api/v1/auth/verify-email: confirms the e-mail a verification link (or an e-mail
     * change link) was sent to, and claims the bookings made with it before the link was sent
     * (ADR 008). 400 for a bad, used or outdated link, or an address another account took.
     */
    async verifyEmail(token: string): Promise<{ verified: true }> {
      const used = await useLink(token, ['verify_email', 'change_email'], undefined, false);
      const { hash, customer, link, at } = used;
      if (used.purpose === 'verify_email' && customer.email !== link.email) throw badRequest(INVALID_LINK);
      if (used.purpose === 'change_email' && customer.pendingEmail !== link.email)
        throw badRequest(INVALID_LINK);
      if (!(await repo.useLink(hash, at))) throw badRequest(INVALID_LINK);
      if (used.purpose === 'change_email') {
        const outcome = await customers.adoptPendingEmail(customer.customerID, link.email, at);
        if (outcome === 'email_taken') {
          throw badRequest('This e-mail address already belongs to another account.');
        }
        if (outcome === 'stale') throw badRequest(INVALID_LINK);
        await repo.voidLinks(customer.customerID, 'password_reset', at);
        await repo.voidLinks(customer.customerID, 'claim_bookings', at);
      } else if (!(await customers.markVerified(customer.customerID, customer.email, at))) {
        throw badRequest(INVALID_LINK);
      }
      await deps.claimBookings(customer.customerID, link.email, link.createdAt);
      return { verified: true };
    },

    /**
     * POST /api/v1/auth/password-reset: answers at once, the same for every e-mail (no account
     * enumeration); the link is made and e-mailed in the background when the e-mail has an account.
     */
    requestPasswordReset(email: string, language: Language = 'en'): { sent: true } {
      background('password reset e-mail', sendReset(normaliseEmail(email), language));
      return { sent: true };
    },

    /**
     * POST /api/v1/auth/password-reset/confirm: sets the password from a recovery link (single use,
     * 30 minutes), confirms the e-mail it was sent to, claims the bookings made with it before the
     * link, and ends every session of the account (ADR 007). 400 bad link, 422 rejected password.
     */
    async confirmPasswordReset(token: string, password: string): Promise<{ reset: true }> {
      const { hash, customer, link, at } = await useLink(token, ['password_reset'], () =>
        assertAcceptablePassword(password),
      );
      const passwordHash = await hashPassword(password, deps.passwordHashCost);
      if (!(await repo.useLink(hash, now().toISOString()))) throw badRequest(INVALID_LINK);
      await customers.setPassword(customer.customerID, passwordHash);
      await customers.markVerified(customer.customerID, customer.email, at);
      await repo.voidLinks(customer.customerID, 'password_reset', at);
      await deps.revokeSessions(customer.customerID);
      await deps.claimBookings(customer.customerID, link.email, link.createdAt);
      return { reset: true };
    },

    /**
     * POST /api/v1/customers/me/booking-claims (ADR 008): e-mails the account's
     * address a link that adds the bookings made with it so far. 403 for an anonymous token.
     */
    async requestBookingClaim(principal: Principal, language: Language = 'en'): Promise<{ sent: true }> {
      const account = await mine(principal);
      const link = await newLink(
        'claim_bookings',
        account,
        account.email,
        '/my-account/claim-bookings',
        CLAIM_LINK_MS,
        language,
      );
      await deps.mail.send({
        to: account.email,
        ...renderClaimBookingsMail({ firstName: account.firstName, link, language }, deps.mail.operator),
      });
      return { sent: true };
    },

    /**
     * POST /api/v1/auth/claim-bookings { token } (ADR 008): the link proves the e-mail; the
     * account that asked for it gets the bookings made with that e-mail before the link was sent,
     * and its e-mail counts as verified. -> { claimed: number }; 400 bad, used or outdated link.
     */
    async claimWithLink(token: string): Promise<{ claimed: number }> {
      const { hash, customer, link, at } = await useLink(token, ['claim_bookings']);
      if (!(await repo.useLink(hash, at))) throw badRequest(INVALID_LINK);
      await customers.markVerified(customer.customerID, customer.email, at);
      return { claimed: await deps.claimBookings(customer.customerID, link.email, link.createdAt) };
    },

    /** GET /api/v1/customers/me: 403 for an anonymous token, 404 when the account is gone. */
    async me(principal: Principal): Promise<Account> {
      return toAccount(await mine(principal));
    },

    /**
     * PATCH /api/v1/customers/me (ADR 007): changes name and mobile at once; a new e-mail
     * becomes `pendingEmail` and gets a link, and replaces the account's e-mail only when that
     * link is opened (so the answer never tells whether another account has it). Sending the
     * current e-mail cancels a pending change. With `password` { currentPassword, newPassword }
     * the password changes too, all or nothing (ADR 017): 422 rejected new password, 403 wrong
     * current one, and then nothing is written; checked and hashed before the one transaction that
     * writes the fields, the password and voids the links. A changed password ends the account's
     * other sessions.
     */
    async updateMe(principal: Principal, input: UpdateAccount, language: Language = 'en'): Promise<Account> {
      const current = await mine(principal);
      const passwordHash = input.password ? await checkedNewPassword(current, input.password) : null;
      const email = input.email === undefined ? undefined : normaliseEmail(input.email);
      const changesEmail = email !== undefined && email !== current.email && email !== current.pendingEmail;
      const at = now().toISOString();
      await deps.transact(async (tx) => {
        await tx.customers.updateContact(current.customerID, {
          firstName: input.firstName,
          lastName: input.lastName,
          mobile: input.mobile,
          pendingEmail: email === undefined ? undefined : email === current.email ? null : email,
        });
        if (email !== undefined && email !== current.pendingEmail) {
          await tx.repository.voidLinks(current.customerID, 'change_email', at);
        }
        if (passwordHash !== null) {
          await tx.customers.setPassword(current.customerID, passwordHash);
          await tx.repository.voidLinks(current.customerID, 'password_reset', at);
        }
      });
      if (passwordHash !== null) await deps.revokeSessions(current.customerID, principal.sessionID);
      const updated = await mine(principal);
      if (changesEmail) await sendVerification(updated, 'change_email', language);
      return toAccount(updated);
    },

    /**
     * POST /api/v1/customers/me/password: 422 rejected new password, 403 wrong current one. Ends
     * the account's other sessions (ADR 007); the caller's session goes on.
     */
    async changePassword(principal: Principal, input: ChangePassword): Promise<{ changed: true }> {
      const current = await mine(principal);
      await customers.setPassword(current.customerID, await checkedNewPassword(current, input));
      await repo.voidLinks(current.customerID, 'password_reset', now().toISOString());
      await deps.revokeSessions(current.customerID, principal.sessionID);
      return { changed: true };
    },

    async settled(): Promise<void> {
      await Promise.allSettled([...pending]);
    },
  };
}
export type AccountsService = ReturnType<typeof accountsService>;
