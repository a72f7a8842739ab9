import type { ApiError, PublicConfig } from '@alpine/contract';
import {
  CONFIG_PATH,
  ErrorLight,
  PublicConfigLight,
  TOKEN_PATH,
  TokenResponseLight,
  light,
  type Infer,
  type Parser,
} from '@alpine/contract/light';
import { logFailure } from './log.ts';
import { readStored, removeStored, writeStored } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * The stored application token (spec part 1 §3 "Auth token"): expires_in seconds, expiry epoch
 * milliseconds (now + expires_in s) after which a new token is requested (part 1 §4).
 */
export const StoredTokenSchema = light.object({
  access_token: light.string(),
  expires_in: light.number(),
  expiry: light.number(),
});
export type StoredToken = Infer<typeof StoredTokenSchema>;

/** A call's outcome; when no token can be obtained it is `{ status: 400, message: 'error' }` (part 1 §7). */
export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; message: string; error?: ApiError };

/** Thrown by `unwrap` so that TanStack Query sees a failed call (part 1 §8: logged only). */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly error?: ApiError,
  ) {
    super(error?.error_description ?? `request failed with status ${status}`);
  }
}

const NO_TOKEN = { ok: false, status: 400, message: 'error' } as const;
/** A token this close to its expiry is treated as expired, so it never lapses in flight. */
const EXPIRY_MARGIN_MS = 30_000;

let configPromise: Promise<PublicConfig> | null = null;
let apiLanguage = 'en';

/**
 * The site language sent as `Accept-Language` on every API call from now on ('en', 'fr' or 'es'):
 * the server writes notices, errors and place names in it (docs/architecture.md §6). i18n.ts sets it with the
 * UI language.
 */
export function setApiLanguage(language: string): void {
  apiLanguage = language;
}

/** The language the API calls are sent in (query keys include it, so a switch refetches). */
export function getApiLanguage(): string {
  return apiLanguage;
}
let tokenPromise: Promise<string | null> | null = null;

/** GET /api/v1/config, fetched once per page (docs/architecture.md §12.9: the browser's only config). */
export function getPublicConfig(): Promise<PublicConfig> {
  configPromise ??= fetch(CONFIG_PATH)
    .then(async (res) => {
      if (!res.ok) throw new ApiRequestError(res.status);
      return light.object({ data: PublicConfigLight }).parse(await res.json()).data;
    })
    .catch((error: unknown) => {
      configPromise = null;
      throw error;
    });
  return configPromise;
}

async function requestToken(now: number): Promise<string | null> {
  try {
    const { client } = await getPublicConfig();
    const res = await fetch(TOKEN_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ grant_type: 'client_credentials', ...client }),
    });
    if (!res.ok) throw new ApiRequestError(res.status);
    // RFC 6749 §5.1: the token answer is top level, not in { data } (docs/architecture.md §4).
    const token = TokenResponseLight.parse(await res.json());
    const stored: StoredToken = {
      access_token: token.access_token,
      expires_in: token.expires_in,
      expiry: now + token.expires_in * 1000,
    };
    writeStored(STORAGE_KEYS.token, stored);
    return stored.access_token;
  } catch (error) {
    logFailure('token request failed', error);
    return null;
  }
}

/**
 * The bearer token for the next call (spec part 1 §4): the stored one while it is valid for at
 * least `minValidMs` more milliseconds, otherwise a new client-credentials token. Concurrent callers
 * share one request. A booking belongs to the token's session, so the payment step asks for a
 * token that outlives the seat hold (docs/architecture.md §4).
 */
export function getToken(
  now: number = Date.now(),
  minValidMs: number = EXPIRY_MARGIN_MS,
): Promise<string | null> {
  const stored = readStored(STORAGE_KEYS.token, StoredTokenSchema);
  if (stored && typeof stored.access_token === 'string' && stored.expiry - minValidMs > now) {
    return Promise.resolve(stored.access_token);
  }
  tokenPromise ??= requestToken(now).finally(() => {
    tokenPromise = null;
  });
  return tokenPromise;
}

/** Where a call's bearer token comes from: the anonymous application token unless told otherwise. */
export interface TokenSource {
  get(): Promise<string | null>;
  /** Forgets a token the server refused with 401. */
  drop(): void;
}

/** The anonymous application token (client credentials, spec part 1 §6). */
export const appToken: TokenSource = {
  get: () => getToken(),
  drop: () => removeStored(STORAGE_KEYS.token),
};

let defaultAuth: TokenSource = appToken;

/**
 * Sets the token source of calls that name none (lib/user-session makes it the signed-in user's
 * token when there is one, ADR 008: a partner's user searches, books and pays by invoice as
 * itself; a customer's bookings made while signed in are its own). Default: appToken.
 */
export function setDefaultAuth(source: TokenSource): void {
  defaultAuth = source;
}

/**
 * The `data` of a `{ data }` envelope, or undefined when `json` is not one (docs/architecture.md §4: every
 * successful answer but the token's and the payment service's is wrapped).
 */
function envelopeData(json: unknown): { data: unknown } | undefined {
  return typeof json === 'object' && json !== null && 'data' in json ? { data: json.data } : undefined;
}

/**
 * Options of apiRequest. `schema` is a zod schema or a light one (@alpine/contract/light): the first
 * page's calls use light ones, so the first page carries no zod (docs/architecture.md §5).
 */
export interface RequestOptions<T> {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  query?: Record<string, string | number>;
  body?: unknown;
  /** Schema of the `data` of the `{ data }` envelope (of the whole body when `raw`). */
  schema: Parser<T>;
  /** The answer is not wrapped in `{ data }` (the payment service, spec part 2 §7). */
  raw?: boolean;
  /** Extra request headers (e.g. Accept-Language of the page for a server-written e-mail, ADR 015). */
  headers?: Record<string, string>;
  /** The token to send; by default the signed-in user's if any, else the anonymous one (setDefaultAuth). */
  auth?: TokenSource;
}

/**
 * Calls the booking API with the bearer token (spec part 1 §7). A 401 (token revoked, server
 * restarted) drops the token and retries once with a new one (a dropped user session gives none).
 */
export async function apiRequest<T>(
  path: string,
  options: RequestOptions<T>,
  retried = false,
): Promise<ApiResult<T>> {
  const auth = options.auth ?? defaultAuth;
  const token = await auth.get();
  if (!token) return NO_TOKEN;
  const search = options.query
    ? `?${new URLSearchParams(Object.entries(options.query).map(([k, v]) => [k, String(v)]))}`
    : '';
  try {
    const res = await fetch(`${path}${search}`, {
      method: options.method ?? 'GET',
      headers: {
        Authorization: `Bearer ${token}`,
        Accept: 'application/json',
        'Accept-Language': apiLanguage,
        ...(options.body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    if (res.status === 401 && !retried) {
      auth.drop();
      return apiRequest(path, options, true);
    }
    const json: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const error = ErrorLight.safeParse(json);
      logFailure(`${path} answered ${res.status}`, json);
      return {
        ok: false,
        status: res.status,
        message: error.success ? error.data.error_description : 'error',
        ...(error.success ? { error: error.data } : {}),
      };
    }
    const body = options.raw ? { data: json } : envelopeData(json);
    const parsed = body ? options.schema.safeParse(body.data) : undefined;
    if (!parsed?.success) {
      logFailure(`${path} answered an unexpected shape`, parsed?.error ?? 'no { data } envelope');
      return { ok: false, status: 502, message: 'error' };
    }
    return { ok: true, status: res.status, data: parsed.data };
  } catch (error) {
    logFailure(`${path} failed`, error);
    return { ok: false, status: 0, message: 'error' };
  }
}

/** Turns a failed result into an exception for TanStack Query; returns the data otherwise. */
export function unwrap<T>(result: ApiResult<T>): T {
  if (result.ok) return result.data;
  throw new ApiRequestError(result.status, result.error);
}

/** Forgets the cached config and in-flight token request (tests only). */
export function resetApiClientForTests(): void {
  configPromise = null;
  tokenPromise = null;
}
