import { z } from 'zod';
import { EmailSchema, text } from './common.ts';
import { CreateCustomerSchema, MobileSchema } from './customers.ts';

/**
 * Accounts (ADR 007; spec part 1 §2.3-§2.5, part 2 §2.8; docs/architecture.md §4 "register", "own account",
 * "password recovery"). Registering is POST /api/v1/customers with a `password` (customers.ts).
 */
export const VERIFY_EMAIL_PATH = '/api/v1/auth/verify-email';
export const PASSWORD_RESET_PATH = '/api/v1/auth/password-reset';
export const PASSWORD_RESET_CONFIRM_PATH = '/api/v1/auth/password-reset/confirm';
export const ME_PATH = '/api/v1/customers/me';
export const ME_PASSWORD_PATH = '/api/v1/customers/me/password';
/**
 * POST (user token) -> 202: e-mails a link that adds the bookings made with the account's e-mail (ADR 008).
 */
export const ME_BOOKING_CLAIMS_PATH = '/api/v1/customers/me/booking-claims';
/** POST { token } -> { data: { claimed } }: opens the link of ME_BOOKING_CLAIMS_PATH (ADR 008). */
export const CLAIM_BOOKINGS_PATH = '/api/v1/auth/claim-bookings';
/** POST with a user token: Log Out, ends the token's session (ADR 007). */
export const LOGOUT_PATH = '/api/v1/auth/logout';

/**
 * The fewest characters of a password. The server also refuses the commonest passwords; both
 * rules answer 422 with a sentence to show (the form may check the length itself).
 */
export const PASSWORD_MIN_LENGTH = 8;
/** A password on the wire; its rules are checked by the server (422), only a silly length is 400. */
export const PasswordSchema = text(200, 'password must be at most 200 characters');
export type Password = z.infer<typeof PasswordSchema>;

/** A single-use token from an e-mailed link (`?token=`). */
const LinkTokenSchema = text(200).trim().min(1, 'token is missing');

/** POST /api/v1/auth/verify-email { token } -> { data: { verified: true } }; 400 for a bad link. */
export const VerifyEmailSchema = z.strictObject({ token: LinkTokenSchema });
export type VerifyEmail = z.infer<typeof VerifyEmailSchema>;
export const VerifyEmailResultSchema = z.object({ verified: z.literal(true) });
export type VerifyEmailResult = z.infer<typeof VerifyEmailResultSchema>;

/** POST /api/v1/auth/password-reset { email } -> 202 { data: { sent: true } }, whatever the e-mail. */
export const PasswordResetRequestSchema = z.strictObject({
  email: EmailSchema,
});
export type PasswordResetRequest = z.infer<typeof PasswordResetRequestSchema>;
export const PasswordResetSentSchema = z.object({ sent: z.literal(true) });
export type PasswordResetSent = z.infer<typeof PasswordResetSentSchema>;

/** POST /api/v1/auth/password-reset/confirm { token, password } -> { data: { reset: true } }. */
export const PasswordResetConfirmSchema = z.strictObject({
  token: LinkTokenSchema,
  password: PasswordSchema,
});
export type PasswordResetConfirm = z.infer<typeof PasswordResetConfirmSchema>;
export const PasswordResetDoneSchema = z.object({ reset: z.literal(true) });
export type PasswordResetDone = z.infer<typeof PasswordResetDoneSchema>;

/** GET /api/v1/customers/me -> the signed-in customer (user token only; 403 otherwise). */
export const AccountSchema = z.object({
  customerID: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  mobile: z.string(),
  /** True once the e-mail was confirmed by the link sent to it. */
  emailVerified: z.boolean(),
  /** A new e-mail waiting for the link sent to it; it replaces `email` once opened (ADR 007). */
  pendingEmail: z.string().nullable(),
  /** Set when the account is a partner's user (ADR 008: may pay that partner's bookings by invoice). */
  partnerID: z.number().int().nullable(),
});
export type Account = z.infer<typeof AccountSchema>;

/**
 * PATCH /api/v1/customers/me: any of the fields. A new e-mail becomes `pendingEmail` until the
 * link sent to it is opened (ADR 007: the answer never tells whether another account has it).
 * With `password`, the password changes in the same write as the other fields: a wrong current
 * password (403) or a rejected new one (422) saves nothing (spec part 2 §2.8 Account Details is
 * one form with one Save Changes; ADR 017).
 */
export const UpdateAccountSchema = z.strictObject({
  firstName: CreateCustomerSchema.shape.firstName.optional(),
  lastName: CreateCustomerSchema.shape.lastName.optional(),
  email: EmailSchema.optional(),
  mobile: MobileSchema.optional(),
  password: z
    .strictObject({
      currentPassword: text(200).min(1, 'currentPassword is missing'),
      newPassword: PasswordSchema,
    })
    .optional(),
});
export type UpdateAccount = z.infer<typeof UpdateAccountSchema>;

/** POST /api/v1/customers/me/password -> { data: { changed: true } }; 403 wrong current password. */
export const ChangePasswordSchema = z.strictObject({
  currentPassword: text(200).min(1, 'currentPassword is missing'),
  newPassword: PasswordSchema,
});
export type ChangePassword = z.infer<typeof ChangePasswordSchema>;
export const PasswordChangedSchema = z.object({ changed: z.literal(true) });
export type PasswordChanged = z.infer<typeof PasswordChangedSchema>;

/** Registration's answer (202), the same whether or not the address had an account (ADR 007). */
export const RegistrationAcceptedSchema = z.object({ verificationSent: z.literal(true) });
export type RegistrationAccepted = z.infer<typeof RegistrationAcceptedSchema>;
/** POST ME_BOOKING_CLAIMS_PATH -> 202 { data: { sent: true } }. */
export const BookingClaimSentSchema = z.object({ sent: z.literal(true) });
export type BookingClaimSent = z.infer<typeof BookingClaimSentSchema>;
/** POST CLAIM_BOOKINGS_PATH { token } -> { data: { claimed } }: how many bookings joined the account. */
export const ClaimBookingsSchema = z.strictObject({ token: LinkTokenSchema });
export type ClaimBookings = z.infer<typeof ClaimBookingsSchema>;
export const BookingsClaimedSchema = z.object({ claimed: z.number().int().min(0) });
export type BookingsClaimed = z.infer<typeof BookingsClaimedSchema>;
/** POST LOGOUT_PATH -> { data: { loggedOut: true } }. */
export const LoggedOutSchema = z.object({ loggedOut: z.literal(true) });
export type LoggedOut = z.infer<typeof LoggedOutSchema>;
