import { z } from 'zod';
import { text } from './common.ts';

export { RENEW_PATH, TOKEN_PATH } from './paths.ts';

/** The grants the token endpoint knows (RFC 6749 §4.3 password, §4.4 client_credentials). */
export const TOKEN_GRANT_TYPES = ['client_credentials', 'password'] as const;
export type TokenGrantType = (typeof TOKEN_GRANT_TYPES)[number];

/**
 * POST /api/v1/auth/token, form-encoded or JSON (spec part 1 §7; docs/architecture.md §4; RFC 6749 §4.3,
 * §4.4). Every parameter but grant_type is optional on the wire, because the token service answers the
 * RFC's own error codes (§5.2): an unknown grant_type is `unsupported_grant_type`, a missing
 * username or password `invalid_request`, missing client credentials `invalid_client`. The client
 * authenticates with these body parameters or with HTTP Basic (§2.3.1), not both.
 * client_credentials gives an anonymous application token; password gives a user token.
 * Unknown parameters are ignored (RFC 6749 §3.2).
 */
export const TokenRequestSchema = z.object({
  grant_type: text(100).min(1),
  client_id: text(200).min(1).optional(),
  client_secret: text(200).min(1).optional(),
  username: text(320).min(1).optional(),
  password: text(200).min(1).optional(),
  /** RFC 6749 §3.3; accepted and ignored (a token's rights follow from its grant). */
  scope: text(1000).optional(),
  /** 'Remember Me' (password grant): 'true' gives a 30-day token, otherwise 30 minutes (ADR 007). */
  remember: z
    .union([z.boolean(), z.enum(['true', 'false'])])
    .optional()
    .transform((v) => v === true || v === 'true'),
});
export type TokenRequest = z.infer<typeof TokenRequestSchema>;

/**
 * Token answer, top level as RFC 6749 §5.1 fixes it (not in `{ data }`; docs/architecture.md §4): a signed
 * JWT and its lifetime in seconds (spec part 1 §3 "Auth token"): 3600 for the anonymous token, 1800
 * for a user token, 2592000 (30 days) for a remembered one.
 */
export const TokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;
