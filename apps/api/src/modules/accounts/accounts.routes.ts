import {
  AccountSchema,
  BookingClaimSentSchema,
  BookingsClaimedSchema,
  CLAIM_BOOKINGS_PATH,
  ClaimBookingsSchema,
  ME_BOOKING_CLAIMS_PATH,
  ChangePasswordSchema,
  envelope,
  ErrorSchema,
  ME_PASSWORD_PATH,
  ME_PATH,
  PASSWORD_RESET_CONFIRM_PATH,
  PASSWORD_RESET_PATH,
  PasswordChangedSchema,
  PasswordResetConfirmSchema,
  PasswordResetDoneSchema,
  PasswordResetRequestSchema,
  PasswordResetSentSchema,
  UpdateAccountSchema,
  VERIFY_EMAIL_PATH,
  VerifyEmailResultSchema,
  VerifyEmailSchema,
} from '@alpine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerOnly, type BearerGuard } from '../../http/bearer-routes.ts';
import { requirePrincipal } from '../../http/authenticate.ts';
import { requestLanguage } from '../../i18n/language.ts';
import { perAddress } from '../auth/rate-limits.ts';
import type { AccountsService } from './accounts.service.ts';

/**
 * Account calls (ADR 007; docs/architecture.md §4 "register", "own account", "password recovery"); each needs
 * a bearer token (401), errors are `{ error, error_description }`:
 * - POST /api/v1/auth/verify-email { token } -> { data: { verified: true } }; 400 bad or used link.
 * - POST /api/v1/auth/password-reset { email } -> 202 { data: { sent: true } } for any e-mail;
 *   429 over 5 a minute from one address.
 * - POST /api/v1/auth/password-reset/confirm { token, password } -> { data: { reset: true } };
 *   400 'This link is invalid or has expired.', 422 rejected password.
 * - GET /api/v1/customers/me -> { data: Account }; 403 for an anonymous token.
 * - PATCH /api/v1/customers/me { firstName?, lastName?, email?, mobile?, password? } -> { data: Account }
 *   (with password { currentPassword, newPassword }: all or nothing, 403 / 422 as below); a new
 *   e-mail waits in pendingEmail for its link (ADR 007).
 * - POST /api/v1/customers/me/booking-claims -> 202 { data: { sent: true } }: a link to the account's
 *   e-mail that adds the bookings made with it (ADR 008); 429 over 3 a minute from one address.
 * - POST /api/v1/auth/claim-bookings { token } -> { data: { claimed } }; 400 bad or used link.
 * - POST /api/v1/customers/me/password { currentPassword, newPassword } -> { data: { changed: true } };
 *   403 'Your current password is not correct.', 422 rejected password.
 */
export const accountsRoutes: FastifyPluginAsyncZod<{
  accounts: AccountsService;
  authenticate: BearerGuard;
}> = async (app, { accounts, authenticate }) => {
  bearerOnly(app, authenticate);
  app.addHook('onClose', () => accounts.settled());
  const errors = { 400: ErrorSchema, 401: ErrorSchema, 429: ErrorSchema };
  const mineErrors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

  app.post(
    VERIFY_EMAIL_PATH,
    {
      config: { rateLimit: perAddress('verify-email', 20) },
      schema: {
        tags: ['accounts'],
        summary: 'Confirm an e-mail address with the e-mailed link',
        body: VerifyEmailSchema,
        response: { 200: envelope(VerifyEmailResultSchema), ...errors },
      },
    },
    async (request) => ({ data: await accounts.verifyEmail(request.body.token) }),
  );
  app.post(
    PASSWORD_RESET_PATH,
    {
      config: { rateLimit: perAddress('password-reset', 5) },
      schema: {
        tags: ['accounts'],
        summary: 'E-mail a password recovery link',
        body: PasswordResetRequestSchema,
        response: { 202: envelope(PasswordResetSentSchema), ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(202)
        .send({ data: accounts.requestPasswordReset(request.body.email, requestLanguage(request)) }),
  );
  app.post(
    PASSWORD_RESET_CONFIRM_PATH,
    {
      config: { rateLimit: perAddress('password-reset-confirm', 10) },
      schema: {
        tags: ['accounts'],
        summary: 'Set a new password with a recovery link',
        body: PasswordResetConfirmSchema,
        response: { 200: envelope(PasswordResetDoneSchema), 422: ErrorSchema, ...errors },
      },
    },
    async (request) => ({
      data: await accounts.confirmPasswordReset(request.body.token, request.body.password),
    }),
  );
  app.get(
    ME_PATH,
    {
      schema: {
        tags: ['accounts'],
        summary: 'The signed-in customer',
        response: { 200: envelope(AccountSchema), ...mineErrors },
      },
    },
    async (request) => ({ data: await accounts.me(requirePrincipal(request)) }),
  );
  app.patch(
    ME_PATH,
    {
      // it may check the current password: limited as POST customers/me/password is
      config: { rateLimit: perAddress('update-me', 10) },
      schema: {
        tags: ['accounts'],
        summary: "Change the signed-in customer's details, and the password with them, all or nothing",
        body: UpdateAccountSchema,
        response: { 200: envelope(AccountSchema), 422: ErrorSchema, 429: ErrorSchema, ...mineErrors },
      },
    },
    async (request) => ({
      data: await accounts.updateMe(requirePrincipal(request), request.body, requestLanguage(request)),
    }),
  );
  app.post(
    ME_PASSWORD_PATH,
    {
      config: { rateLimit: perAddress('change-password', 10) },
      schema: {
        tags: ['accounts'],
        summary: "Change the signed-in customer's password",
        body: ChangePasswordSchema,
        response: { 200: envelope(PasswordChangedSchema), 422: ErrorSchema, 429: ErrorSchema, ...mineErrors },
      },
    },
    async (request) => ({ data: await accounts.changePassword(requirePrincipal(request), request.body) }),
  );
  app.post(
    ME_BOOKING_CLAIMS_PATH,
    {
      config: { rateLimit: perAddress('booking-claims', 3) },
      schema: {
        tags: ['accounts'],
        summary: "E-mail a link that adds the bookings made with the account's e-mail",
        response: { 202: envelope(BookingClaimSentSchema), 429: ErrorSchema, ...mineErrors },
      },
    },
    async (request, reply) =>
      reply.status(202).send({
        data: await accounts.requestBookingClaim(requirePrincipal(request), requestLanguage(request)),
      }),
  );
  app.post(
    CLAIM_BOOKINGS_PATH,
    {
      config: { rateLimit: perAddress('claim-bookings', 20) },
      schema: {
        tags: ['accounts'],
        summary: 'Add the bookings made with a proved e-mail to the account that asked',
        body: ClaimBookingsSchema,
        response: { 200: envelope(BookingsClaimedSchema), ...errors },
      },
    },
    async (request) => ({ data: await accounts.claimWithLink(request.body.token) }),
  );
};
