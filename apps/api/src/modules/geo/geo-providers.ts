import type { GeoPoint, TravelMode } from '@alpine/domain';

/** A place a geocoder found (ADR 018), before it is written as a Google-style candidate. */
export interface FoundPlace {
  name: string;
  formattedAddress: string;
  point: GeoPoint;
}

/** A route a router found: the path as points, its length in metres and its duration in seconds. */
export interface FoundRoute {
  /** Encoded polyline (Google's format, precision 5). */
  polyline: string;
  metres: number;
  seconds: number;
}

/** What the proxy asks a geocoder: the text and, when known, the point to search around. */
export interface PlaceQuery {
  input: string;
  near: GeoPoint | null;
  language: string;
}

/** A place-finding service (spec part 2 §7): best place first, [] when it found nothing. Throws on failure. */
export interface Geocoder {
  readonly name: string;
  find(query: PlaceQuery): Promise<FoundPlace[]>;
}

/** A directions service (spec part 2 §7): one route, or null when there is none. Throws on failure. */
export interface Router {
  readonly name: string;
  route(from: GeoPoint, to: GeoPoint, mode: TravelMode): Promise<FoundRoute | null>;
}
