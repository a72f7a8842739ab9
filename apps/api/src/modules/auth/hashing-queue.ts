import { availableParallelism } from 'node:os';
import PQueue from 'p-queue';
import { ApiError } from '../../http/api-error.ts';

/** The 429 sentence when password hashing is saturated (ADR 011). */
export const SERVICE_BUSY = 'The service is busy; please try again in a moment.';

/** Bounds of a hashing queue: how many at once, how many may wait and for how long (milliseconds). */
export interface HashingQueueLimits {
  concurrency: number;
  maxWaiting: number;
  maxWaitMs: number;
  /** Retry-After of the 429, seconds. */
  retryAfterSeconds: number;
}

/**
 * Default bounds (ADR 011): scrypt at N = 2^17 takes 128 MB and one thread of
 * libuv's pool (UV_THREADPOOL_SIZE, 4 by default) for ~0.3 s of a core, and that pool also serves
 * file reads (static files). So at most half the pool hashes at once, and one core is always left
 * to the event loop: 1 at once on this project's 2-core machines (128 MB of scrypt memory), 2 on
 * 3 cores or more. At most 16 wait, each at most 5 s; past that 429 with Retry-After: 5.
 */
export function defaultHashingLimits(env: NodeJS.ProcessEnv = process.env): HashingQueueLimits {
  const pool = Number(env.UV_THREADPOOL_SIZE) || 4;
  return {
    concurrency: Math.max(1, Math.min(availableParallelism() - 1, Math.floor(pool / 2))),
    maxWaiting: 16,
    maxWaitMs: 5000,
    retryAfterSeconds: 5,
  };
}

/**
 * The 429 too_many_requests 'The service is busy; ...' with its Retry-After header (docs/architecture.md §4).
 */
const busy = (retryAfterSeconds: number) =>
  new ApiError(429, 'too_many_requests', SERVICE_BUSY, { 'retry-after': String(retryAfterSeconds) });

/** A bounded queue of CPU- and memory-heavy work (password hashing); see {@link hashingQueue}. */
export interface HashingQueue {
  /** Runs `task` when a slot is free; throws the 429 ApiError when the queue is full or the wait too long. */
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly running: number;
  /** Tasks waiting for a slot. */
  readonly waiting: number;
}

/**
 * A concurrency limit with a bounded wait queue (ADR 011), built on p-queue: at most
 * `concurrency` tasks run at once; a task that finds `maxWaiting` others already waiting is refused
 * at once, and one that waits longer than `maxWaitMs` is taken out of the queue; both reject with
 * 429 too_many_requests SERVICE_BUSY and `Retry-After: retryAfterSeconds`. A task that has started
 * is never abandoned, so the bound holds for the work itself (its memory and threads).
 */
export function hashingQueue(limits: HashingQueueLimits): HashingQueue {
  const queue = new PQueue({ concurrency: limits.concurrency });
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (queue.size >= limits.maxWaiting) throw busy(limits.retryAfterSeconds);
      const waited = new AbortController();
      const timer = setTimeout(() => waited.abort(), limits.maxWaitMs);
      try {
        return await queue.add(
          () => {
            // Started: the wait is over, so the signal can no longer release this slot early.
            clearTimeout(timer);
            return task();
          },
          { signal: waited.signal },
        );
      } catch (err) {
        if (waited.signal.aborted) throw busy(limits.retryAfterSeconds);
        throw err;
      } finally {
        clearTimeout(timer);
      }
    },
    get running() {
      return queue.pending;
    },
    get waiting() {
      return queue.size;
    },
  };
}
