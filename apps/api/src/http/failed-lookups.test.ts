import { describe, expect, it } from 'vitest';
import { ApiError, notFound } from './api-error.ts';
import { failedLookupLimit } from './failed-lookups.ts';

const refusal = (p: Promise<unknown>) =>
  p.then(
    () => null,
    (err: unknown) => err,
  );

describe('failed look-up limit (ADR 011)', () => {
  const setup = (maxKeys?: number) => {
    let at = 1_000_000;
    const limit = failedLookupLimit({
      max: 3,
      windowMs: 60_000,
      description: 'Too many attempts.',
      now: () => at,
      ...(maxKeys === undefined ? {} : { maxKeys }),
    });
    const miss = () => Promise.reject(notFound('nothing'));
    const hit = () => Promise.resolve('found');
    return { limit, miss, hit, advance: (ms: number) => (at += ms) };
  };

  it('after `max` 404s from one key refuses every look-up with 429 and Retry-After until the window ends', async () => {
    const { limit, miss, hit, advance } = setup();
    for (let i = 0; i < 3; i++)
      expect(await refusal(limit.guard('a', miss))).toMatchObject({ statusCode: 404 });
    advance(20_000);
    const refused = await refusal(limit.guard('a', hit));
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      statusCode: 429,
      code: 'too_many_requests',
      message: 'Too many attempts.',
      headers: { 'retry-after': '40' },
    });
    expect(await limit.guard('b', hit)).toBe('found');
    advance(40_000);
    expect(await limit.guard('a', hit)).toBe('found');
  });

  it('counts only 404s: successes and other errors leave the allowance untouched', async () => {
    const { limit, miss, hit } = setup();
    for (let i = 0; i < 10; i++) expect(await limit.guard('a', hit)).toBe('found');
    const forbidden = () => Promise.reject(new ApiError(403, 'forbidden', 'no'));
    for (let i = 0; i < 10; i++)
      expect(await refusal(limit.guard('a', forbidden))).toMatchObject({ statusCode: 403 });
    for (let i = 0; i < 2; i++) await refusal(limit.guard('a', miss));
    expect(await limit.guard('a', hit)).toBe('found');
  });

  it('keeps at most maxKeys windows, dropping the oldest', async () => {
    const { limit, miss, hit } = setup(2);
    for (let i = 0; i < 3; i++) await refusal(limit.guard('a', miss));
    for (const key of ['b', 'c']) await refusal(limit.guard(key, miss));
    expect(await limit.guard('a', hit)).toBe('found');
  });
});
