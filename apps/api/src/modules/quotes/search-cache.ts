import type { EncodedBody } from '../../http/encoded-body.ts';

/**
 * Entries kept for `ttlMs` milliseconds (ADR 005), the oldest dropped first past `maxEntries`;
 * ttlMs 0 keeps nothing. `clear()` forgets them all and starts a new generation: a value computed
 * from data read before a clear (a search or a seat-load query still in flight when a hold was
 * made) is not kept, so nothing staler than this process's last change of seats is ever served.
 * Times are epoch milliseconds.
 */
export function expiringEntries<V>(ttlMs: number, maxEntries: number) {
  const entries = new Map<string, { at: number; value: V }>();
  let generation = 0;
  return {
    /** The value kept for `key` at `now`, or undefined (never kept, expired, or cleared). */
    get(key: string, now: number): V | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (now - hit.at < ttlMs && now >= hit.at) return hit.value;
      entries.delete(key);
      return undefined;
    },
    /** The current generation: pass it to `set` with a value computed after reading it. */
    generation: () => generation,
    /** Keeps `value`, unless the cache was cleared since `since` (a generation) was read. */
    set(key: string, value: V, now: number, since: number): void {
      if (ttlMs <= 0 || since !== generation) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { at: now, value });
    },
    /** Forgets every entry (seats changed, network changed). */
    clear(): void {
      entries.clear();
      generation++;
    },
  };
}

/**
 * A short-lived cache of search answers (ADR 005). Identical searches within `ttlMs` get the same
 * answer (same quoteIDs, expiring at most ttlMs earlier than a fresh one); any change of seats on
 * sale clears it at once, so seatsLeft is never staler than this process's last sale. ttlMs 0
 * disables it. An answer is kept as the EncodedBody it was sent from (http/encoded-body.ts;
 * docs/architecture.md §5): once sent compressed, as its Brotli or gzip copy only (about 2 kB of a 16 kB
 * answer), which every later hit asking for that coding sends as it is.
 */
export function searchCache(ttlMs: number, maxEntries = 2000) {
  return expiringEntries<EncodedBody>(ttlMs, maxEntries);
}
export type SearchCache = ReturnType<typeof searchCache>;
