import type { Address, LatLng } from '@alpine/contract';
import { distanceMiles, withinWalkingDistance } from '@alpine/domain';
import { GENEVA_AIRPORT_ID, type EndKey } from './address-rules.ts';

/** How many stops the closest-stop search considers (spec part 2 §4: "the nearest 3 stops"). */
export const CLOSEST_STOPS = 3;

/** A stop that can be chosen, with the end of the form it fills. */
export interface StopChoice {
  end: EndKey;
  address: Address & { latitude: number; longitude: number };
}

/**
 * The stops the tool may choose (spec part 2 §4): across both location lists, ignoring locationID 1
 * (Geneva Airport), only those with coordinates. Outbound: the origin's list fills 'from', the
 * destination's 'to'; the return variant: the destination's list fills 'from1', the origin's 'to1'.
 */
export function stopChoices(
  variant: 'outbound' | 'return',
  origin: Address[],
  destination: Address[],
): StopChoice[] {
  const ends: [EndKey, Address[]][] =
    variant === 'outbound'
      ? [
          ['from', origin],
          ['to', destination],
        ]
      : [
          ['from1', destination],
          ['to1', origin],
        ];
  return ends.flatMap(([end, list]) =>
    list
      .filter((a) => a.locationID !== GENEVA_AIRPORT_ID && a.latitude !== null && a.longitude !== null)
      .map((a) => ({ end, address: a as StopChoice['address'] })),
  );
}

/**
 * The `count` stops nearest `place` by the spec's distance (part 2 §4, §9: 60 x 1.1515 miles per
 * degree), nearest first; ties keep the lists' order.
 */
export function nearestStops(place: LatLng, choices: StopChoice[], count = CLOSEST_STOPS): StopChoice[] {
  return choices
    .map((choice, index) => ({
      choice,
      index,
      miles: distanceMiles(place, { lat: choice.address.latitude, lng: choice.address.longitude }),
    }))
    .sort((a, b) => a.miles - b.miles || a.index - b.index)
    .slice(0, count)
    .map((x) => x.choice);
}

/** A considered stop with its walking route's metres and seconds (null when no route was found). */
export interface WalkedStop<R> extends StopChoice {
  route: R | null;
}

/**
 * The nearest stop by walking distance among those considered (spec part 2 §4): the shortest
 * route in metres; a stop without a route comes last. Undefined for an empty list.
 */
export function nearestByWalking<R extends { metres: number }>(
  stops: WalkedStop<R>[],
): WalkedStop<R> | undefined {
  return [...stops].sort((a, b) => (a.route?.metres ?? Infinity) - (b.route?.metres ?? Infinity))[0];
}

/**
 * The considered stops a traveller can walk to (ADR 018 "Walking distance"): those whose route is
 * at most 2.0 km along the way (CLOSEST_STOP_MAX_WALK_METRES), in their order. A stop without a
 * route is left out. Empty when none is: the tool then says no stop is within walking distance
 * and offers no update.
 */
export function walkableStops<R extends { metres: number }>(stops: WalkedStop<R>[]): WalkedStop<R>[] {
  return stops.filter((s) => s.route !== null && withinWalkingDistance(s.route.metres));
}

/** Which location the place is looked up around: the destination, unless it is Geneva Airport. */
export function searchLocation(originId: number, destinationId: number): number {
  return destinationId === GENEVA_AIRPORT_ID ? originId : destinationId;
}
