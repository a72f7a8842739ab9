/**
 * A short-lived cache of serialized search answers, as UTF-8 JSON bytes (ADR 005). Identical searches within
 * `ttlMs` get the same answer (same quoteIDs, expiring at most ttlMs earlier than a fresh one);
 * any change of seats on sale clears it at once, so seatsLeft is never staler than this process's
 * last sale. ttlMs 0 disables it.
 */
export function searchCache(ttlMs: number, maxEntries = 2000) {
  const entries = new Map<string, { at: number; json: Buffer }>();
  return {
    /** The cached answer of `key` at `now` (ms), or undefined. */
    get(key: string, now: number): Buffer | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (now - hit.at < ttlMs && now >= hit.at) return hit.json;
      entries.delete(key);
      return undefined;
    },
    /** Keeps an answer; the oldest entries go first when full. */
    set(key: string, json: Buffer, now: number): void {
      if (ttlMs <= 0) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { at: now, json });
    },
    /** Forgets every answer (seats changed, network changed). */
    clear(): void {
      entries.clear();
    },
  };
}
export type SearchCache = ReturnType<typeof searchCache>;
