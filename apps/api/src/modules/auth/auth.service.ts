import { createSecretKey, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_GRANT_TYPES, type TokenRequest, type TokenResponse } from '@alpine/contract';
import { unauthorized } from '../../http/api-error.ts';
import type { AuthRepository } from './auth.repository.ts';
import { clientCredentials } from './client-authentication.ts';
import { loginBackoff } from './login-backoff.ts';
import {
  invalidClient,
  invalidGrant,
  invalidRequest,
  unauthorizedClient,
  unsupportedGrantType,
} from './oauth-errors.ts';
import { verifyPassword } from './password-hash.ts';

/**
 * Who a token speaks for: the anonymous site client, or a signed-in customer (spec part 1 §6).
 * sessionID is the session's id (the first token's jti, kept on renewal): a guest's booking
 * belongs to the session that made it. `remember` marks a 'Remember Me' user token.
 */
export type Principal =
  | { kind: 'client'; clientID: string; sessionID: string }
  | {
      kind: 'customer';
      clientID: string;
      sessionID: string;
      customerID: number;
      email: string;
      remember?: boolean;
    };

// A fixed hash to compare against when the e-mail is unknown, so that timing does not tell.
const DUMMY_HASH = 'scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/** Lifetimes in seconds (issue 4): anonymous 3600, user 1800 (idle), remembered 30 days. */
export interface TokenLifetimes {
  client: number;
  user: number;
  remembered: number;
}

/**
 * Tokens (spec part 1 §3 "Auth token", §4, §7; DESIGN §4; issue 4 security): HS256 JWTs signed
 * with JWT_SECRET. client_credentials needs a known client; password also needs a customer whose
 * scrypt hash matches, and is accepted only from `passwordClients` (the site's own client).
 * Failed logins back off per (e-mail, client address) (login-backoff.ts; issue 7 §7), so that no
 * one can lock the owner out from elsewhere. Errors: the RFC 6749 §5.2 codes of issueToken
 * (oauth-errors.ts), 401 invalid_token. Failure times use `now` (the app clock).
 */
export function authService(opts: {
  repository: AuthRepository;
  secret: string;
  /** Token lifetimes; without them every token lives `ttlSeconds` (older callers). */
  lifetimes?: TokenLifetimes;
  ttlSeconds?: number;
  clients: { client_id: string; client_secret: string }[];
  /** Clients allowed the password grant (the site's own); default: every client. */
  passwordClients?: string[];
  now?: () => Date;
}) {
  const key = createSecretKey(Buffer.from(opts.secret, 'utf8'));
  const now = opts.now ?? (() => new Date());
  const backoff = loginBackoff(opts.repository);
  const ttl = opts.ttlSeconds ?? 3600;
  const lifetimes = opts.lifetimes ?? { client: ttl, user: ttl, remembered: ttl };
  const passwordClients = opts.passwordClients ?? opts.clients.map((c) => c.client_id);
  const verified = new Map<string, { principal: Principal; exp: number }>();
  const sign = async (claims: Record<string, unknown>, subject: string, ttl: number, session?: string) => {
    const jti = randomUUID();
    const access_token = await new SignJWT({ ...claims, sid: session ?? jti })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(`${ttl}s`)
      .sign(key);
    return { access_token, token_type: 'Bearer' as const, expires_in: ttl };
  };
  const clientToken = (clientID: string, session?: string) =>
    sign({ cid: clientID, scope: 'anonymous' }, `client:${clientID}`, lifetimes.client, session);
  const userToken = (
    clientID: string,
    c: { customerID: number; email: string },
    remember: boolean,
    session?: string,
  ) =>
    sign(
      { cid: clientID, scope: 'customer', email: c.email, ...(remember ? { rem: true } : {}) },
      `customer:${c.customerID}`,
      remember ? lifetimes.remembered : lifetimes.user,
      session,
    );

  return {
    /**
     * POST /api/v1/auth/token (RFC 6749 §4.3, §4.4, §5): authenticates the client (HTTP Basic
     * `authorization` or body, §2.3.1) and issues a token for the grant. `address` is the
     * client's connection address (request.ip), the key of the login back-off with the e-mail.
     * Errors (OAuthError, §5.2): 400 invalid_request, 401 invalid_client, 400 unauthorized_client,
     * 400 unsupported_grant_type, 400 invalid_grant (wrong e-mail or password), 429
     * too_many_requests with Retry-After while this address backs off for this account.
     */
    async issueToken(
      req: TokenRequest,
      context: { authorization?: string; address: string },
    ): Promise<TokenResponse> {
      const credentials = clientCredentials(context.authorization, req);
      const client = opts.clients.find(
        (c) => c.client_id === credentials.client_id && c.client_secret === credentials.client_secret,
      );
      if (!client) {
        throw invalidClient('Unknown client_id or wrong client_secret.', credentials.method === 'basic');
      }
      if (req.grant_type === 'client_credentials') return clientToken(client.client_id);
      if (req.grant_type !== 'password') {
        throw unsupportedGrantType(
          `grant_type must be one of ${TOKEN_GRANT_TYPES.join(', ')}; '${req.grant_type.slice(0, 40)}' is not supported.`,
        );
      }
      if (!passwordClients.includes(client.client_id))
        throw unauthorizedClient('This client may not use the password grant.');
      if (!req.username || !req.password)
        throw invalidRequest('The password grant needs username and password.');

      const email = req.username.trim().toLowerCase();
      const at = now();
      await backoff.check(email, context.address, at);
      const found = await opts.repository.findCredentials(email);
      const ok = await verifyPassword(req.password, found?.passwordHash ?? DUMMY_HASH);
      if (!found || !found.passwordHash || !ok) {
        await backoff.recordFailure(email, context.address, at);
        throw invalidGrant('Wrong e-mail or password.');
      }
      await backoff.clear(email, context.address);
      return userToken(client.client_id, found, req.remember);
    },

    /**
     * POST /api/v1/auth/renew: a fresh token of the same kind and lifetime for a still-valid one
     * (sliding idle expiry, spec part 1 §4), keeping its session id. 401 invalid_token when the
     * customer no longer has an account.
     */
    async renew(principal: Principal): Promise<TokenResponse> {
      if (principal.kind === 'client') return clientToken(principal.clientID, principal.sessionID);
      const found = await opts.repository.findCredentialsByID(principal.customerID);
      if (!found?.passwordHash)
        throw unauthorized('invalid_token', 'This account no longer exists; please log in again.');
      return userToken(principal.clientID, found, principal.remember === true, principal.sessionID);
    },

    /**
     * Verifies a bearer token and returns its principal; 401 invalid_token when bad or expired.
     * A verified token is remembered until its expiry so that the signature is checked once.
     */
    async verify(token: string): Promise<Principal> {
      const known = verified.get(token);
      if (known && known.exp * 1000 > Date.now()) return known.principal;
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
        const principal = principalOf(payload);
        if (verified.size >= 10_000) verified.clear();
        verified.set(token, { principal, exp: payload.exp ?? 0 });
        return principal;
      } catch {
        throw unauthorized('invalid_token', 'The access token is invalid or has expired; request a new one.');
      }
    },
  };
}
export type AuthService = ReturnType<typeof authService>;

/** The principal a verified token's claims speak for (sid: session id; older tokens: jti). */
function principalOf(payload: {
  cid?: unknown;
  sub?: string;
  email?: unknown;
  jti?: string;
  sid?: unknown;
  rem?: unknown;
}): Principal {
  const cid = String(payload.cid ?? '');
  const sub = payload.sub ?? '';
  const sessionID = typeof payload.sid === 'string' ? payload.sid : (payload.jti ?? '');
  if (sub.startsWith('customer:')) {
    return {
      kind: 'customer',
      clientID: cid,
      sessionID,
      customerID: Number(sub.slice(9)),
      email: String(payload.email),
      remember: payload.rem === true,
    };
  }
  return { kind: 'client', clientID: cid, sessionID };
}
