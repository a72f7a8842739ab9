import type { TokenResponse } from '@alpine/contract';
import { ErrorLight, RENEW_PATH, TokenResponseLight, light, type Infer } from '@alpine/contract/light';
import {
  apiRequest,
  appToken,
  getToken,
  setDefaultAuth,
  type ApiResult,
  StoredTokenSchema,
  type TokenSource,
} from './api-client.ts';
import { logFailure } from './log.ts';
import { readStored, removeStored, writeStored, type StorageArea } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/** The signed-in customer (spec part 1 §3 "Auth token": token, expiry and the user's e-mail). */
const UserSessionSchema = light.extend(StoredTokenSchema, {
  email: light.string(),
  remember: light.boolean(),
});
export type UserSession = Infer<typeof UserSessionSchema>;

/** A token this close to its expiry is treated as gone. */
const EXPIRY_MARGIN_MS = 30_000;
const AREAS: StorageArea[] = ['local', 'session'];
const listeners = new Set<() => void>();
let renewing: Promise<string | null> | null = null;
let snapshot: { raw: string; session: UserSession | null } = { raw: '', session: null };

function notify(): void {
  for (const listener of listeners) listener();
}

/** The stored user session: localStorage when 'Remember Me' was ticked, else sessionStorage. */
export function readUserSession(): UserSession | null {
  for (const area of AREAS) {
    const session = readStored(STORAGE_KEYS.userToken, UserSessionSchema, area);
    if (session && typeof session.access_token === 'string') return session;
  }
  return null;
}

/** Removes the user token and the login record from both storages (Log Out). */
export function clearUserSession(): void {
  for (const area of AREAS) {
    removeStored(STORAGE_KEYS.userToken, area);
    removeStored(STORAGE_KEYS.login, area);
  }
  notify();
}

/**
 * Stores a user token and the login record { email }: in localStorage when remembered (it survives
 * a browser restart), otherwise in sessionStorage (it does not).
 */
export function saveUserSession(token: TokenResponse, email: string, remember: boolean, now = Date.now()) {
  const session: UserSession = {
    access_token: token.access_token,
    expires_in: token.expires_in,
    expiry: now + token.expires_in * 1000,
    email,
    remember,
  };
  const area: StorageArea = remember ? 'local' : 'session';
  for (const other of AREAS) {
    if (other === area) continue;
    removeStored(STORAGE_KEYS.userToken, other);
    removeStored(STORAGE_KEYS.login, other);
  }
  writeStored(STORAGE_KEYS.userToken, session, area);
  writeStored(STORAGE_KEYS.login, { email }, area);
  notify();
  return session;
}

async function renew(session: UserSession, now: number): Promise<string | null> {
  try {
    const res = await fetch(RENEW_PATH, {
      method: 'POST',
      headers: { Authorization: `Bearer ${session.access_token}`, Accept: 'application/json' },
    });
    const json: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      logFailure(`${RENEW_PATH} answered ${res.status}`, ErrorLight.safeParse(json).data ?? json);
      if (res.status === 401) clearUserSession();
      return res.status === 401 ? null : session.access_token;
    }
    const token = TokenResponseLight.parse(json);
    return saveUserSession(token, session.email, session.remember, now).access_token;
  } catch (error) {
    logFailure('token renewal failed', error);
    return session.access_token;
  }
}

/**
 * The user's bearer token (part 1 §4): the stored one, renewed once less than half of its lifetime
 * is left, so an active user is never logged out; null (and the session cleared) once it expired.
 */
export function getUserToken(now: number = Date.now()): Promise<string | null> {
  const session = readUserSession();
  if (!session) return Promise.resolve(null);
  if (session.expiry - EXPIRY_MARGIN_MS <= now) {
    clearUserSession();
    return Promise.resolve(null);
  }
  if (session.expiry - (session.expires_in * 1000) / 2 > now) return Promise.resolve(session.access_token);
  renewing ??= renew(session, now).finally(() => {
    renewing = null;
  });
  return renewing;
}

/** The user token as a token source: a 401 ends the session. */
export const userAuth: TokenSource = { get: () => getUserToken(), drop: clearUserSession };

/**
 * The token of every call that names none (ADR 008): the signed-in user's while there is one,
 * else the anonymous application token. A 401 to the user's ends the user session (the retry then
 * goes anonymous); a 401 to the anonymous one drops it.
 */
export const sessionOrAppToken: TokenSource = {
  get: async () => (await getUserToken()) ?? getToken(),
  drop: () => (readUserSession() ? clearUserSession() : appToken.drop()),
};
setDefaultAuth(sessionOrAppToken);

/** Calls the booking API with the signed-in user's token (customers/me, own bookings, cancellation). */
export function userRequest<T>(
  path: string,
  options: Omit<Parameters<typeof apiRequest<T>>[1], 'auth'>,
): Promise<ApiResult<T>> {
  return apiRequest(path, { ...options, auth: userAuth });
}

/**
 * Calls `listener` after every log in, renewal and log out until the returned function is called
 * (the store behind useUserSession, lib/use-user-session.ts).
 */
export function subscribeUserSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored session as one object per stored value, so that React sees a change only on a change. */
export function currentUserSession(): UserSession | null {
  const session = readUserSession();
  const raw = session ? JSON.stringify(session) : '';
  if (raw !== snapshot.raw) snapshot = { raw, session };
  return snapshot.session;
}
