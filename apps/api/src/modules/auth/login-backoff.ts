import type { AuthRepository } from './auth.repository.ts';
import { retryAfter } from './oauth-errors.ts';

/** Failed logins for one account from one address that cost no wait (ADR 011). */
export const FREE_FAILURES = 5;
/** The longest wait, in seconds (15 minutes). */
export const MAX_BACKOFF_SECONDS = 15 * 60;
/** Failures older than this (milliseconds, 24 h) are forgotten. */
const WINDOW_MS = 24 * 3_600_000;

/**
 * Seconds an address waits after its `failures`-th failed login for one account (ADR 011):
 * none for the first 4, then 1, 2, 4, 8 ... doubling with each further failure, capped at
 * 900 s (15 minutes). Pure.
 */
export function backoffSeconds(failures: number): number {
  if (failures < FREE_FAILURES) return 0;
  return Math.min(2 ** (failures - FREE_FAILURES), MAX_BACKOFF_SECONDS);
}

/**
 * Per-account back-off keyed on (lower-case e-mail, client address)
 * (ADR 011: a lockout an attacker cannot trigger for someone else). Failures from one address make only
 * that address wait before its next attempt for that account is checked; the owner at another
 * address is not affected; a success clears that address's failures. Times are the app clock's
 * (`at`, UTC); rows live in login_failures.
 */
export function loginBackoff(repository: AuthRepository) {
  return {
    /** Throws 429 too_many_requests with Retry-After (seconds) while this address must wait. */
    async check(email: string, address: string, at: Date): Promise<void> {
      const since = new Date(at.getTime() - WINDOW_MS).toISOString();
      const { count, last } = await repository.failureStats(email, address, since);
      if (!last) return;
      const waitMs = Date.parse(last) + backoffSeconds(count) * 1000 - at.getTime();
      if (waitMs > 0) throw retryAfter(Math.ceil(waitMs / 1000));
    },
    /** Records a failed login at `at` and forgets this e-mail's failures older than the window. */
    async recordFailure(email: string, address: string, at: Date): Promise<void> {
      const since = new Date(at.getTime() - WINDOW_MS).toISOString();
      await repository.recordFailure(email, address, at.toISOString(), since);
    },
    /** Forgets this address's failures for the account (after a successful login). */
    async clear(email: string, address: string): Promise<void> {
      await repository.clearFailures(email, address);
    },
  };
}
