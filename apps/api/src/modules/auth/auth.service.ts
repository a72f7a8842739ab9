import { createSecretKey, randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import type { TokenRequest, TokenResponse } from '@alpine/contract';
import { unauthorized } from '../../http/api-error.ts';
import type { AuthRepository } from './auth.repository.ts';
import { verifyPassword } from './password-hash.ts';

/**
 * Who a token speaks for: the anonymous site client, or a signed-in customer (spec part 1 §6).
 * sessionID is the token's unique id (jti): a guest's booking belongs to the session that made it.
 */
export type Principal =
  | { kind: 'client'; clientID: string; sessionID: string }
  | { kind: 'customer'; clientID: string; sessionID: string; customerID: number; email: string };

// A fixed hash to compare against when the e-mail is unknown, so that timing does not tell.
const DUMMY_HASH = 'scrypt$131072$8$1$AAAAAAAAAAAAAAAAAAAAAA$AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA';

/**
 * Tokens (spec part 1 §3 "Auth token", §7; DESIGN §4): HS256 JWTs signed with JWT_SECRET,
 * lifetime `ttlSeconds`. client_credentials needs a known client; password also needs a customer
 * whose scrypt hash matches. Errors: 401 invalid_client / invalid_grant / invalid_token.
 */
export function authService(opts: {
  repository: AuthRepository;
  secret: string;
  ttlSeconds: number;
  clients: { client_id: string; client_secret: string }[];
}) {
  const key = createSecretKey(Buffer.from(opts.secret, 'utf8'));
  const verified = new Map<string, { principal: Principal; exp: number }>();
  const sign = (claims: Record<string, unknown>, subject: string) =>
    new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(subject)
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime(`${opts.ttlSeconds}s`)
      .sign(key);

  return {
    /** POST /api/v1/auth/token: issues a token for a grant. */
    async issueToken(req: TokenRequest): Promise<TokenResponse> {
      const client = opts.clients.find(
        (c) => c.client_id === req.client_id && c.client_secret === req.client_secret,
      );
      if (!client) throw unauthorized('invalid_client', 'Unknown client_id or wrong client_secret.');
      if (req.grant_type === 'client_credentials') {
        const access_token = await sign(
          { cid: client.client_id, scope: 'anonymous' },
          `client:${client.client_id}`,
        );
        return { access_token, token_type: 'Bearer', expires_in: opts.ttlSeconds };
      }
      const found = await opts.repository.findCredentials(req.username);
      const ok = await verifyPassword(req.password, found?.passwordHash ?? DUMMY_HASH);
      if (!found || !found.passwordHash || !ok)
        throw unauthorized('invalid_grant', 'Wrong e-mail or password.');
      const access_token = await sign(
        { cid: client.client_id, scope: 'customer', email: found.email },
        `customer:${found.customerID}`,
      );
      return { access_token, token_type: 'Bearer', expires_in: opts.ttlSeconds };
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

/** The principal a verified token's claims speak for. */
function principalOf(payload: { cid?: unknown; sub?: string; email?: unknown; jti?: string }): Principal {
  const cid = String(payload.cid ?? '');
  const sub = payload.sub ?? '';
  const sessionID = payload.jti ?? '';
  if (sub.startsWith('customer:')) {
    return {
      kind: 'customer',
      clientID: cid,
      sessionID,
      customerID: Number(sub.slice(9)),
      email: String(payload.email),
    };
  }
  return { kind: 'client', clientID: cid, sessionID };
}
