import { describe, expect, it } from 'vitest';
import { CircuitBreaker, CircuitOpenError } from './circuit-breaker.ts';

describe('circuit breaker of the remote geo services (ADR 018)', () => {
  const fail = () => Promise.reject(new Error('down'));
  const ok = () => Promise.resolve('up');

  it('opens after 3 failures in a row, refuses for 30 s, then lets one trial through', async () => {
    let now = 0;
    const breaker = new CircuitBreaker(3, 30_000, () => now);
    for (let i = 0; i < 3; i += 1) await expect(breaker.run(fail)).rejects.toThrow('down');
    await expect(breaker.run(ok)).rejects.toBeInstanceOf(CircuitOpenError);
    now = 29_999;
    expect(breaker.isOpen()).toBe(true);
    now = 30_000;
    await expect(breaker.run(ok)).resolves.toBe('up');
    expect(breaker.isOpen()).toBe(false);
  });

  it('a failed trial opens it again for another 30 s', async () => {
    let now = 0;
    const breaker = new CircuitBreaker(3, 30_000, () => now);
    for (let i = 0; i < 3; i += 1) await expect(breaker.run(fail)).rejects.toThrow();
    now = 30_000;
    await expect(breaker.run(fail)).rejects.toThrow('down');
    await expect(breaker.run(ok)).rejects.toBeInstanceOf(CircuitOpenError);
  });

  it('a success resets the count of failures', async () => {
    const breaker = new CircuitBreaker(3, 30_000, () => 0);
    await expect(breaker.run(fail)).rejects.toThrow();
    await expect(breaker.run(fail)).rejects.toThrow();
    await breaker.run(ok);
    await expect(breaker.run(fail)).rejects.toThrow();
    expect(breaker.isOpen()).toBe(false);
  });
});
