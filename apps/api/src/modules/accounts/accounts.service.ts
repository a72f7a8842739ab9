import type { Account, ChangePassword, CreateCustomer, UpdateAccount } from '@alpine/contract';
import type { FastifyBaseLogger } from 'fastify';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../../http/api-error.ts';
import type { Principal } from '../auth/auth.service.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import type { MailService } from '../mail/mail.service.ts';
import { renderPasswordResetMail, renderVerificationMail } from './account-mails.ts';
import { hashLinkToken, newLinkToken } from './account-tokens.ts';
import type { AccountRecord, AccountsRepository, LinkPurpose } from './accounts.repository.ts';
import { assertAcceptablePassword } from './password-rules.ts';

/** Link lifetimes (issue 4): e-mail verification 24 hours, password recovery 30 minutes. */
export const VERIFY_LINK_MS = 24 * 3_600_000;
export const RESET_LINK_MS = 30 * 60_000;
const INVALID_LINK = 'This link is invalid or has expired.';

/** 400 customer_exists: the e-mail already has an account (DESIGN §4; spec part 2 §8). */
const accountExists = () =>
  new ApiError(400, 'customer_exists', 'An account with this e-mail address already exists. Please log in.');
const normaliseEmail = (email: string) => email.trim().toLowerCase();
const toAccount = (a: AccountRecord): Account => ({
  customerID: a.customerID,
  firstName: a.firstName,
  lastName: a.lastName,
  email: a.email,
  mobile: a.mobile,
  emailVerified: a.emailVerifiedAt !== null,
});

/**
 * Accounts (issue 4 §1, §2, §4; spec part 1 §2.3-§2.5, part 2 §2.8; DESIGN §4): register, e-mail
 * verification, password recovery and the signed-in customer's own record. Passwords: at least 8
 * characters, not among the commonest (422), stored with scrypt. Links carry 256-bit tokens stored
 * as sha256, single use; expiries use the app clock `now`. Mails go through the mail service.
 */
export function accountsService(deps: {
  repository: AccountsRepository;
  mail: MailService;
  publicUrl: string;
  now: () => Date;
  log: FastifyBaseLogger;
}) {
  const { repository: repo, now } = deps;
  const pending = new Set<Promise<void>>();

  /** Stores a new link for `purpose` and returns its URL at `${publicUrl}${page}?token=`. */
  async function newLink(purpose: LinkPurpose, c: AccountRecord, page: string, ttlMs: number) {
    const { token, hash } = newLinkToken();
    const at = now();
    await repo.insertLink({
      hash,
      purpose,
      customerID: c.customerID,
      email: c.email,
      createdAt: at.toISOString(),
      expiresAt: new Date(at.getTime() + ttlMs).toISOString(),
    });
    return `${deps.publicUrl.replace(/\/$/, '')}${page}?token=${encodeURIComponent(token)}`;
  }

  async function sendVerification(c: AccountRecord): Promise<void> {
    const link = await newLink('verify_email', c, '/verify-email', VERIFY_LINK_MS);
    await deps.mail.send({ to: c.email, ...renderVerificationMail({ firstName: c.firstName, link }) });
  }

  async function sendReset(email: string): Promise<void> {
    const c = await repo.findByEmail(email);
    if (!c) return;
    const link = await newLink('password_reset', c, '/new-password', RESET_LINK_MS);
    await deps.mail.send({ to: c.email, ...renderPasswordResetMail({ firstName: c.firstName, link }) });
  }

  /** Uses a link once; the customer it was for, or 400 'This link is invalid or has expired.'. */
  async function useLink(token: string, purpose: LinkPurpose, check?: () => void) {
    const hash = hashLinkToken(token);
    const link = await repo.findLink(hash, purpose);
    const at = now().toISOString();
    if (!link || link.usedAt !== null || link.expiresAt <= at) throw badRequest(INVALID_LINK);
    const customer = await repo.findByID(link.customerID);
    if (!customer || customer.email !== link.email) throw badRequest(INVALID_LINK);
    check?.();
    return { hash, customer, at };
  }

  const customerOf = (principal: Principal): number => {
    if (principal.kind !== 'customer') throw forbidden('Log in to see or change your account.');
    return principal.customerID;
  };
  const mine = async (principal: Principal): Promise<AccountRecord> => {
    const found = await repo.findByID(customerOf(principal));
    if (!found) throw notFound('This account no longer exists.');
    return found;
  };

  return {
    /**
     * POST /api/v1/customers with a password: creates the account (or turns the e-mail's guest
     * customer into it) and e-mails a verification link. 422 for a rejected password; 400
     * customer_exists when the e-mail already has an account.
     */
    async register(input: CreateCustomer & { password: string }): Promise<{ customerID: number }> {
      assertAcceptablePassword(input.password);
      const email = normaliseEmail(input.email);
      const guest = await repo.findByEmail(email);
      if (guest?.passwordHash) throw accountExists();
      const passwordHash = await hashPassword(input.password);
      const fields = {
        firstName: input.firstName,
        lastName: input.lastName,
        mobile: input.mobile,
        passwordHash,
      };
      let customerID: number | null;
      if (guest) {
        if (!(await repo.claimGuest(guest.customerID, fields))) throw accountExists();
        customerID = guest.customerID;
      } else {
        customerID = await repo.insertAccount({
          ...fields,
          brandID: input.brandID,
          email,
          createdAt: now().toISOString(),
        });
        if (customerID === null) throw accountExists();
      }
      const account = await repo.findByID(customerID);
      if (account) await sendVerification(account);
      return { customerID };
    },

    /** POST /api/v1/auth/verify-email: marks the e-mail verified; 400 for a bad or used link. */
    async verifyEmail(token: string): Promise<{ verified: true }> {
      const { hash, customer, at } = await useLink(token, 'verify_email');
      if (!(await repo.useLink(hash, at))) throw badRequest(INVALID_LINK);
      if (!(await repo.markVerified(customer.customerID, customer.email, at))) throw badRequest(INVALID_LINK);
      return { verified: true };
    },

    /**
     * POST /api/v1/auth/password-reset: answers at once, the same for every e-mail (no account
     * enumeration); the link is made and e-mailed in the background when the e-mail has a customer.
     */
    requestPasswordReset(email: string): { sent: true } {
      const job = sendReset(normaliseEmail(email))
        .catch((err: unknown) => deps.log.error({ err }, 'password reset e-mail failed'))
        .finally(() => pending.delete(job));
      pending.add(job);
      return { sent: true };
    },

    /**
     * POST /api/v1/auth/password-reset/confirm: sets the password from a recovery link (single use,
     * 30 minutes) and confirms the e-mail it was sent to. 400 bad link, 422 rejected password.
     */
    async confirmPasswordReset(token: string, password: string): Promise<{ reset: true }> {
      const { hash, customer, at } = await useLink(token, 'password_reset', () =>
        assertAcceptablePassword(password),
      );
      const passwordHash = await hashPassword(password);
      if (!(await repo.useLink(hash, now().toISOString()))) throw badRequest(INVALID_LINK);
      await repo.setPassword(customer.customerID, passwordHash);
      await repo.markVerified(customer.customerID, customer.email, at);
      await repo.voidLinks(customer.customerID, 'password_reset', at);
      return { reset: true };
    },

    /** GET /api/v1/customers/me: 403 for an anonymous token, 404 when the customer is gone. */
    async me(principal: Principal): Promise<Account> {
      return toAccount(await mine(principal));
    },

    /**
     * PATCH /api/v1/customers/me: changes name, mobile or e-mail. A new e-mail is unverified and
     * gets a verification link; 409 when another customer has it.
     */
    async updateMe(principal: Principal, input: UpdateAccount): Promise<Account> {
      const current = await mine(principal);
      const email = input.email === undefined ? undefined : normaliseEmail(input.email);
      const changesEmail = email !== undefined && email !== current.email;
      const outcome = await repo.updateContact(current.customerID, {
        firstName: input.firstName,
        lastName: input.lastName,
        mobile: input.mobile,
        email: changesEmail ? email : undefined,
      });
      if (outcome === 'email_taken')
        throw conflict('This e-mail address is already used by another customer.');
      const updated = await mine(principal);
      if (changesEmail) {
        await repo.voidLinks(updated.customerID, 'verify_email', now().toISOString());
        await sendVerification(updated);
      }
      return toAccount(updated);
    },

    /** POST /api/v1/customers/me/password: 422 rejected new password, 403 wrong current one. */
    async changePassword(principal: Principal, input: ChangePassword): Promise<{ changed: true }> {
      const current = await mine(principal);
      assertAcceptablePassword(input.newPassword);
      if (!current.passwordHash || !(await verifyPassword(input.currentPassword, current.passwordHash))) {
        throw forbidden('Your current password is not correct.');
      }
      await repo.setPassword(current.customerID, await hashPassword(input.newPassword));
      await repo.voidLinks(current.customerID, 'password_reset', now().toISOString());
      return { changed: true };
    },

    /** Resolves when the background recovery e-mails have been handled (app close, tests). */
    async settled(): Promise<void> {
      await Promise.allSettled([...pending]);
    },
  };
}
export type AccountsService = ReturnType<typeof accountsService>;
