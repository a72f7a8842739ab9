import { z } from 'zod';
import { text } from './common.ts';

/** The route of the token call (spec part 1 §7; DESIGN §4). */
export const TOKEN_PATH = '/api/v1/auth/token';
/** POST /api/v1/auth/renew with a valid bearer token -> a fresh token of the same kind (issue 4). */
export const RENEW_PATH = '/api/v1/auth/renew';

/**
 * POST /api/v1/auth/token, form-encoded or JSON (spec part 1 §7, DESIGN §4).
 * client_credentials gives an anonymous application token; password gives a user token.
 */
export const TokenRequestSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('client_credentials'),
    client_id: text(200).min(1),
    client_secret: text(200).min(1),
  }),
  z.object({
    grant_type: z.literal('password'),
    client_id: text(200).min(1),
    client_secret: text(200).min(1),
    username: text(254).min(1),
    password: text(200).min(1),
    /** 'Remember Me': 'true' gives a 30-day token, otherwise 30 minutes (issue 4). */
    remember: z
      .union([z.boolean(), z.enum(['true', 'false'])])
      .optional()
      .transform((v) => v === true || v === 'true'),
  }),
]);
export type TokenRequest = z.infer<typeof TokenRequestSchema>;

/**
 * Token answer: a signed JWT and its lifetime in seconds (spec part 1 §3 "Auth token"): 3600 for
 * the anonymous token, 1800 for a user token, 2592000 (30 days) for a remembered one.
 */
export const TokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number().int().positive(),
});
export type TokenResponse = z.infer<typeof TokenResponseSchema>;
