import { createSecretKey, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { TOKEN_GRANT_TYPES, type TokenRequest, type TokenResponse } from '@alpine/contract';
import { unauthorized } from '../../http/api-error.ts';
import type { Principal } from '../../http/principal.ts';
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
import { PASSWORD_HASH_COST, unmatchableHash, verifyPassword } from './password-hash.ts';

/** How long a user session's state is trusted from memory before the database is asked again. */
const SESSION_RECHECK_MS = 5_000;

/** Lifetimes in seconds (ADR 007): anonymous 3600, user 1800 (idle), remembered 30 days. */
export interface TokenLifetimes {
  client: number;
  user: number;
  remembered: number;
}

/**
 * Tokens (spec part 1 §3 "Auth token", §4, §7; docs/architecture.md §4; ADR 007 security): HS256 JWTs signed
 * with JWT_SECRET. client_credentials needs a known client; password also needs a customer whose
 * scrypt hash matches, and is accepted only from `passwordClients` (the site's own client).
 * Failed logins back off per (e-mail, client address) (login-backoff.ts; ADR 011), so that no
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
  /** log2 of scrypt's N for an unknown e-mail's check (config.passwordHashCost; ADR 007: 17). */
  passwordHashCost?: number;
}) {
  // A fixed hash to compare against when the e-mail is unknown, at the cost of new hashes, so that
  // timing does not tell.
  const unknownUserHash = unmatchableHash(opts.passwordHashCost ?? PASSWORD_HASH_COST);
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
    c: { customerID: number; email: string; partnerID: number | null; operator: boolean },
    remember: boolean,
    session: string,
  ) =>
    c.operator
      ? sign(
          { cid: clientID, scope: 'operator', email: c.email },
          `operator:${c.customerID}`,
          lifetimes.user,
          session,
        )
      : sign(
          {
            cid: clientID,
            scope: c.partnerID === null ? 'customer' : 'customer partner',
            email: c.email,
            ...(remember ? { rem: true } : {}),
            ...(c.partnerID === null ? {} : { pid: c.partnerID }),
          },
          `customer:${c.customerID}`,
          remember ? lifetimes.remembered : lifetimes.user,
          session,
        );
  /** Session id -> live or not, and when the database said so (ADR 007). */
  const sessions = new Map<string, { live: boolean; at: number }>();
  const sessionLive = async (sessionID: string, customerID: number): Promise<boolean> => {
    const known = sessions.get(sessionID);
    if (known && (!known.live || Date.now() - known.at < SESSION_RECHECK_MS)) return known.live;
    const live = await opts.repository.sessionLive(sessionID, customerID);
    if (sessions.size >= 10_000) sessions.clear();
    sessions.set(sessionID, { live, at: Date.now() });
    return live;
  };
  const forget = (sessionIDs: string[]) => {
    for (const id of sessionIDs) sessions.set(id, { live: false, at: Date.now() });
  };
  const ended = () =>
    unauthorized(
      'invalid_token',
      'This session has ended (logged out or password changed); please log in again.',
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
      const ok = await verifyPassword(req.password, found?.passwordHash ?? unknownUserHash);
      if (!found || !found.passwordHash || !ok) {
        await backoff.recordFailure(email, context.address, at);
        throw invalidGrant('Wrong e-mail or password.');
      }
      await backoff.clear(email, context.address);
      const session = randomUUID();
      await opts.repository.insertSession(session, found.customerID, at.toISOString());
      return userToken(client.client_id, found, req.remember, session);
    },

    /**
     * POST /api/v1/auth/renew: a fresh token of the same kind and lifetime for a still-valid one
     * (sliding idle expiry, spec part 1 §4), keeping its session id. 401 invalid_token when the
     * customer no longer has an account.
     */
    async renew(principal: Principal): Promise<TokenResponse> {
      if (principal.kind === 'client') return clientToken(principal.clientID, principal.sessionID);
      const accountID = principal.kind === 'operator' ? principal.operatorID : principal.customerID;
      const found = await opts.repository.findCredentialsByID(accountID);
      if (!found?.passwordHash)
        throw unauthorized('invalid_token', 'This account no longer exists; please log in again.');
      const remember = principal.kind === 'customer' && principal.remember === true;
      return userToken(principal.clientID, found, remember, principal.sessionID);
    },
    /** POST /api/v1/auth/logout (ADR 007): ends the token's session; an anonymous one has none. */
    async logout(principal: Principal): Promise<{ loggedOut: true }> {
      if (principal.kind !== 'client') {
        await opts.repository.revokeSession(principal.sessionID, now().toISOString());
        forget([principal.sessionID]);
      }
      return { loggedOut: true };
    },
    /**
     * Ends every session of a customer except `keepSessionID` (ADR 007: password change keeps
     * the caller's, a reset keeps none); their tokens answer 401 from the next call on.
     */
    async revokeSessions(customerID: number, keepSessionID?: string): Promise<void> {
      forget(await opts.repository.revokeCustomerSessions(customerID, now().toISOString(), keepSessionID));
    },

    /**
     * Verifies a bearer token and returns its principal; 401 invalid_token when bad or expired, or
     * when a user token's session has ended (ADR 007: Log Out, password change or reset). A
     * verified token is remembered until its expiry so that the signature is checked once; a
     * session's state is read from the database at most every SESSION_RECHECK_MS (5 s) and at
     * once after a revocation in this process.
     */
    async verify(token: string): Promise<Principal> {
      const known = verified.get(token);
      let principal: Principal;
      if (known && known.exp * 1000 > Date.now()) principal = known.principal;
      else {
        try {
          const { payload } = await jwtVerify(token, key, { algorithms: ['HS256'] });
          const found = principalOf(payload);
          if (!found) throw new Error('not an access token');
          principal = found;
          if (verified.size >= 10_000) verified.clear();
          verified.set(token, { principal, exp: payload.exp ?? 0 });
        } catch {
          throw unauthorized(
            'invalid_token',
            'The access token is invalid or has expired; request a new one.',
          );
        }
      }
      const accountID =
        principal.kind === 'customer'
          ? principal.customerID
          : principal.kind === 'operator'
            ? principal.operatorID
            : null;
      if (accountID !== null && !(await sessionLive(principal.sessionID, accountID))) throw ended();
      return principal;
    },
  };
}
export type AuthService = ReturnType<typeof authService>;

/** A subject our access tokens carry: `client:<client_id>`, `customer:<id>` or `operator:<id>`. */
const ACCESS_SUBJECT = /^(?:client:.+|customer:[1-9][0-9]{0,15}|operator:[1-9][0-9]{0,15})$/;

/**
 * The principal a verified access token's claims speak for (sid: session id; older tokens: jti),
 * or null when the claims are not an access token's: another token signed with the same secret
 * (a pay link has an audience and no subject; bookings/payments-and-confirmation/pay-links.ts), or a subject, client id or
 * session id missing. verify() then answers 401 invalid_token (ADR 007).
 */
function principalOf(payload: {
  cid?: unknown;
  sub?: string;
  aud?: unknown;
  email?: unknown;
  jti?: string;
  sid?: unknown;
  rem?: unknown;
  pid?: unknown;
}): Principal | null {
  const cid = typeof payload.cid === 'string' ? payload.cid : '';
  const sub = payload.sub ?? '';
  const sessionID = typeof payload.sid === 'string' ? payload.sid : (payload.jti ?? '');
  if (payload.aud !== undefined || !cid || !sessionID || !ACCESS_SUBJECT.test(sub)) return null;
  if (sub.startsWith('operator:')) {
    return {
      kind: 'operator',
      clientID: cid,
      sessionID,
      operatorID: Number(sub.slice(9)),
      email: String(payload.email),
    };
  }
  if (sub.startsWith('customer:')) {
    return {
      kind: 'customer',
      clientID: cid,
      sessionID,
      customerID: Number(sub.slice(9)),
      email: String(payload.email),
      remember: payload.rem === true,
      ...(typeof payload.pid === 'number' ? { partnerID: payload.pid } : {}),
    };
  }
  return { kind: 'client', clientID: cid, sessionID };
}
