import { ErrorLight, TOKEN_PATH, TokenResponseLight, light } from '@alpine/contract/light';
import { useSyncExternalStore } from 'react';
import { getPublicConfig, type TokenSource } from '../../lib/api-client.ts';
import { logFailure } from '../../lib/log.ts';
import { readStored, removeStored, writeStored } from '../../lib/storage.ts';
import { STORAGE_KEYS } from '../../lib/storage-keys.ts';

const StoredOperatorSchema = light.object({
  access_token: light.string(),
  email: light.string(),
  expiry: light.number(),
});
/** The operator signed in at /operator: its token, e-mail and expiry (epoch ms). */
export type OperatorSession = { access_token: string; email: string; expiry: number };

const listeners = new Set<() => void>();
let cached: OperatorSession | null | undefined;
const notify = () => {
  cached = undefined;
  for (const listener of listeners) listener();
};

/** The stored operator session (sessionStorage), or null when none or expired. */
export function readOperatorSession(now = Date.now()): OperatorSession | null {
  if (cached !== undefined) return cached && cached.expiry > now ? cached : null;
  const stored = readStored(STORAGE_KEYS.operatorToken, StoredOperatorSchema, 'session');
  cached = stored && stored.expiry > now ? stored : null;
  return cached;
}

/** Forgets the operator session (Log out, or a token the server refused). */
export function clearOperatorSession(): void {
  removeStored(STORAGE_KEYS.operatorToken, 'session');
  notify();
}

/** The operator's token for apiRequest (ADR 019); a 401 ends the session (the console shows the login). */
export const operatorAuth: TokenSource = {
  get: () => Promise.resolve(readOperatorSession()?.access_token ?? null),
  drop: clearOperatorSession,
};

/** The outcome of a login: signed in, wrong credentials, not an operator, or another failure. */
export type OperatorLogin = 'ok' | 'wrong' | 'not_operator' | 'failed';

/**
 * Logs an operator in at /operator (ADR 019): the token service's password grant with the
 * site's client; a token whose scope is not 'operator' (a customer's or a partner's) is refused
 * here too (the server answers 403 to it anyway). The session is kept in sessionStorage.
 */
export async function logInOperator(email: string, password: string): Promise<OperatorLogin> {
  try {
    const { client } = await getPublicConfig();
    const res = await fetch(TOKEN_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ grant_type: 'password', ...client, username: email, password }),
    });
    const json: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const error = ErrorLight.safeParse(json);
      return error.success && error.data.error === 'invalid_grant' ? 'wrong' : 'failed';
    }
    const token = TokenResponseLight.parse(json);
    const payload = JSON.parse(
      atob(token.access_token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')),
    ) as {
      scope?: string;
    };
    if (payload.scope !== 'operator') return 'not_operator';
    const session: OperatorSession = {
      access_token: token.access_token,
      email,
      expiry: Date.now() + token.expires_in * 1000,
    };
    writeStored(STORAGE_KEYS.operatorToken, session, 'session');
    notify();
    return 'ok';
  } catch (error) {
    logFailure('operator login failed', error);
    return 'failed';
  }
}

/** The operator session, re-rendering on login and logout. */
export function useOperatorSession(): OperatorSession | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => readOperatorSession(),
    () => null,
  );
}
