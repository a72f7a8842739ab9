import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error.ts';
import { defaultHashingLimits, hashingQueue, SERVICE_BUSY } from './hashing-queue.ts';

/** A task that runs until `finish()` is called. */
function gate() {
  let finish = () => {};
  const done = new Promise<string>((resolve) => {
    finish = () => resolve('done');
  });
  return { task: () => done, finish };
}

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => err,
  );

describe('password hashing queue (ADR 011)', () => {
  it('runs at most `concurrency` at once, refuses at once past `maxWaiting` with 429 and Retry-After', async () => {
    const queue = hashingQueue({ concurrency: 2, maxWaiting: 2, maxWaitMs: 10_000, retryAfterSeconds: 5 });
    const gates = Array.from({ length: 4 }, gate);
    const accepted = gates.map((g) => queue.run(g.task));
    expect(queue.running).toBe(2);
    expect(queue.waiting).toBe(2);

    const fifth = await refusal(queue.run(() => Promise.resolve('never')));
    expect(fifth).toBeInstanceOf(ApiError);
    expect(fifth).toMatchObject({
      statusCode: 429,
      code: 'too_many_requests',
      message: SERVICE_BUSY,
      headers: { 'retry-after': '5' },
    });

    gates.forEach((g) => g.finish());
    expect(await Promise.all(accepted)).toEqual(['done', 'done', 'done', 'done']);
    expect(queue.running + queue.waiting).toBe(0);
  });

  it('takes a task out of the queue with 429 when it waited longer than maxWaitMs, and never starts it', async () => {
    const queue = hashingQueue({ concurrency: 1, maxWaiting: 4, maxWaitMs: 50, retryAfterSeconds: 5 });
    const first = gate();
    const running = queue.run(first.task);
    let started = false;
    const waited = await refusal(
      queue.run(() => {
        started = true;
        return Promise.resolve('late');
      }),
    );
    expect(waited).toMatchObject({ statusCode: 429, message: SERVICE_BUSY });
    expect(queue.waiting).toBe(0);
    first.finish();
    expect(await running).toBe('done');
    expect(await queue.run(() => Promise.resolve('next'))).toBe('next');
    expect(started).toBe(false);
  });

  it('a task that has started is not cut short by the wait limit, and keeps its slot until it ends', async () => {
    const queue = hashingQueue({ concurrency: 1, maxWaiting: 4, maxWaitMs: 30, retryAfterSeconds: 5 });
    const slow = gate();
    const running = queue.run(slow.task);
    await new Promise((r) => setTimeout(r, 80));
    expect(queue.running).toBe(1);
    slow.finish();
    expect(await running).toBe('done');
  });

  it('by default hashes at most half of the libuv thread pool at once, leaving a core to the event loop', () => {
    const limits = defaultHashingLimits({});
    expect(limits.concurrency).toBeGreaterThanOrEqual(1);
    expect(limits.concurrency).toBeLessThanOrEqual(Math.max(1, availableParallelism() - 1));
    expect(limits.concurrency).toBeLessThanOrEqual(2);
    expect(defaultHashingLimits({ UV_THREADPOOL_SIZE: '2' }).concurrency).toBe(1);
    expect(limits).toMatchObject({ maxWaiting: 16, maxWaitMs: 5000, retryAfterSeconds: 5 });
  });
});
