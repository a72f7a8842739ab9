/**
 * A short-lived cache of serialized search answers (ADR 005). Identical searches within
 * `ttlMs` get the same answer (same quoteIDs, expiring at most ttlMs earlier than a fresh one);
 * any change of seats on sale clears it at once, so seatsLeft is never staler than this process's
 * last sale. ttlMs 0 disables it. An answer is kept as the JSON text it was sent as, and made into
 * UTF-8 bytes on its first hit, which every later hit sends as they are (issue 9 §6): most searches
 * are never repeated, and 16 kB of bytes outside the JS heap per search cost the uncached search
 * more in garbage collection than they saved.
 */
export function searchCache(ttlMs: number, maxEntries = 2000) {
  const entries = new Map<string, { at: number; json: string; bytes: Buffer | null }>();
  return {
    /** The cached answer of `key` at `now` (ms) as UTF-8 JSON bytes, or undefined. */
    get(key: string, now: number): Buffer | undefined {
      const hit = entries.get(key);
      if (!hit) return undefined;
      if (now - hit.at < ttlMs && now >= hit.at) return (hit.bytes ??= Buffer.from(hit.json));
      entries.delete(key);
      return undefined;
    },
    /** Keeps an answer; the oldest entries go first when full. */
    set(key: string, json: string, now: number): void {
      if (ttlMs <= 0) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
      entries.set(key, { at: now, json, bytes: null });
    },
    /** Forgets every answer (seats changed, network changed). */
    clear(): void {
      entries.clear();
    },
  };
}
export type SearchCache = ReturnType<typeof searchCache>;
