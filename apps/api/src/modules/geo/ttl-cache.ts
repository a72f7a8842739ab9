/**
 * A bounded in-memory cache with a time to live (ADR 018 caching): at most `max` entries,
 * the oldest written dropped first; an entry older than `ttlMs` is gone. `now` injectable.
 */
export class TtlCache<T> {
  private readonly entries = new Map<string, { value: T; expires: number }>();

  constructor(
    private readonly ttlMs: number,
    private readonly max = 1000,
    private readonly now: () => number = Date.now,
  ) {}

  /** The live value under `key`, or undefined. */
  get(key: string): T | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.expires <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  /** Stores `value` under `key` (no-op when the time to live is 0). */
  set(key: string, value: T): void {
    if (this.ttlMs <= 0) return;
    this.entries.delete(key);
    if (this.entries.size >= this.max) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { value, expires: this.now() + this.ttlMs });
  }
}
