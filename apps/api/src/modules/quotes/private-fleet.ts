import { privateWindowsSpan, type FareBase, type FareSearchLeg } from '@alpine/domain';
import { expiringEntries } from './search-cache.ts';
import type { NetworkRoute, QuotesRepository } from './quotes.repository.ts';

/**
 * The fleet a search's private fares are priced against (ADR 022), read per search: the fleet
 * rows of the base serving the route's hub with their standing jobs overlapping the span of every
 * private window the fare engine may offer (privateWindowsSpan), so that a quote is offered only
 * when its vehicles are free for the whole window. Kept like the seat loads (ADR 005): for
 * `cacheMs` milliseconds, and dropped by `clear()` on every seat or vehicle hold, release and
 * fleet change (the service's seatsChanged), so no answer is staler than this process's last change.
 */
export function privateFleet(repository: Pick<QuotesRepository, 'loadFleet'>, cacheMs: number) {
  const kept = expiringEntries<FareBase['fleet']>(cacheMs, 500);
  return {
    /**
     * The base the fare engine takes as `route.base` for `leg` on `route` at `now` (epoch ms):
     * null when the hub has no base (no private quote) or the party takes no private product.
     */
    async forLeg(route: NetworkRoute, leg: FareSearchLeg, now: number): Promise<FareBase | null> {
      if (!route.base) return null;
      const { baseID, hubMinutes } = route.base;
      const span = privateWindowsSpan(leg, route.durationMinutes, hubMinutes);
      if (!span) return null;
      const from = new Date(span.startsAt).toISOString();
      const to = new Date(span.endsAt).toISOString();
      const key = `${baseID}|${from}|${to}`;
      const fleet = kept.get(key, now);
      if (fleet) return { hubMinutes, fleet };
      const since = kept.generation();
      const read = await repository.loadFleet(baseID, { from, to });
      kept.set(key, read, now, since);
      return { hubMinutes, fleet: read };
    },
    /** Forgets every fleet read (vehicles held, released or counted anew). */
    clear: () => kept.clear(),
  };
}
