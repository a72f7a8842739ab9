import type { FastifyInstance } from 'fastify';

/** How often unpaid holds are looked at, milliseconds (DESIGN §4: holds expire after 15 min). */
export const HOLD_SWEEP_MS = 30_000;

/**
 * Runs `release(now())` every HOLD_SWEEP_MS on an unref'd timer (it never keeps the process
 * alive), one run at a time; the app's onClose stops the timer and waits for a run in progress.
 */
export function scheduleHoldExpiry(
  app: FastifyInstance,
  release: (now: Date) => Promise<unknown>,
  now: () => Date,
  everyMs = HOLD_SWEEP_MS,
): void {
  let running: Promise<void> | null = null;
  const timer = setInterval(() => {
    running ??= release(now())
      .then(() => undefined)
      .catch((err: unknown) => app.log.error({ err }, 'releasing expired seat holds failed'))
      .finally(() => {
        running = null;
      });
  }, everyMs);
  timer.unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
