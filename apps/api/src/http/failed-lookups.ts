import { ApiError } from './api-error.ts';

/** Bounds of a failed-look-up limit: failures allowed per key within `windowMs` milliseconds. */
export interface FailedLookupLimits {
  max: number;
  windowMs: number;
  /** error_description of the 429. */
  description: string;
  /** Milliseconds since the epoch; Date.now by default (the same clock as @fastify/rate-limit). */
  now?: () => number;
  /** Keys kept at most; past it expired windows, then the oldest, are dropped. */
  maxKeys?: number;
}

/** A guard that counts failed look-ups per key (usually request.ip); see {@link failedLookupLimit}. */
export interface FailedLookupLimit {
  /** Runs `lookup` unless `key` is over its failures (429); a 404 from `lookup` counts as one failure. */
  guard<T>(key: string, lookup: () => Promise<T>): Promise<T>;
}

/**
 * A limit on failed look-ups (ADR 011): guessing ids answers 404 each time, so
 * counting only the 404s stops a guesser quickly while leaving room for a client that finds what it
 * asks for. Fixed windows per key, kept in memory (one process; like @fastify/rate-limit's local
 * store): once `max` look-ups with `key` failed within `windowMs`, every look-up with that key
 * answers 429 too_many_requests `description` with Retry-After (seconds) until the window ends.
 * @fastify/rate-limit counts every request before it runs, so it cannot count failures alone.
 */
export function failedLookupLimit(limits: FailedLookupLimits): FailedLookupLimit {
  const now = limits.now ?? Date.now;
  const maxKeys = limits.maxKeys ?? 10_000;
  const windows = new Map<string, { failures: number; endsAt: number }>();

  const windowOf = (key: string) => {
    const window = windows.get(key);
    if (window && window.endsAt <= now()) {
      windows.delete(key);
      return undefined;
    }
    return window;
  };

  const makeRoom = () => {
    const at = now();
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
    // Still full: drop the oldest windows (a Map iterates in insertion order).
    for (const key of windows.keys()) {
      if (windows.size < maxKeys) break;
      windows.delete(key);
    }
  };

  const recordFailure = (key: string) => {
    const window = windowOf(key);
    if (window) {
      window.failures += 1;
      return;
    }
    if (windows.size >= maxKeys) makeRoom();
    windows.set(key, { failures: 1, endsAt: now() + limits.windowMs });
  };

  return {
    async guard<T>(key: string, lookup: () => Promise<T>): Promise<T> {
      const window = windowOf(key);
      if (window && window.failures >= limits.max) {
        const retryAfter = Math.max(1, Math.ceil((window.endsAt - now()) / 1000));
        throw new ApiError(429, 'too_many_requests', limits.description, {
          'retry-after': String(retryAfter),
        });
      }
      try {
        return await lookup();
      } catch (err) {
        if (err instanceof ApiError && err.statusCode === 404) recordFailure(key);
        throw err;
      }
    },
  };
}
