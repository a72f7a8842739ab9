import type { Job } from '../jobs/job-runner.ts';

/**
 * The hold expiry job's name and period, seconds (docs/architecture.md §4: unpaid holds expire after 15 min).
 */
export const HOLD_EXPIRY_JOB = 'hold-expiry';
export const HOLD_SWEEP_SECONDS = 30;

/**
 * The sweep that releases expired unpaid holds (bookings.releaseExpiredHolds), as a job of the
 * app's job runner (ADR 009: its schedule lives in the jobs table, it runs at start-up and
 * every HOLD_SWEEP_SECONDS in one process at a time).
 */
export function holdExpiryJob(release: (now: Date) => Promise<unknown>): Job {
  return { name: HOLD_EXPIRY_JOB, everySeconds: HOLD_SWEEP_SECONDS, run: release };
}
