import type { Language } from '@alpine/domain';

/**
 * What the group-requests module reads of other modules (ADR 013: a named port wired in app.ts,
 * never an import of their code): a place's name and time zone (locations module), whether the
 * network serves a route (quotes module).
 */
export interface GroupRequestPlaces {
  /** The location, in `language`'s words, or undefined when there is no such location. */
  get(
    locationID: number,
    language?: Language,
  ): Promise<{ locationID: number; name: string; timeZone: string } | undefined>;
  /** True when the network has a route between the two locations, either way. */
  servesRoute(originID: number, destinationID: number): Promise<boolean>;
}
