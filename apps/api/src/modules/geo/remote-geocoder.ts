import { z } from 'zod';
import type { FoundPlace, Geocoder, PlaceQuery } from './geo-providers.ts';

/** Nominatim's /search?format=jsonv2 answer: an array of places (only what we read). */
const NominatimAnswer = z.array(
  z.object({
    lat: z.coerce.number().min(-90).max(90),
    lon: z.coerce.number().min(-180).max(180),
    display_name: z.string().max(1000),
    name: z.string().max(300).optional(),
  }),
);

/** Photon's /api answer: GeoJSON features with [lon, lat] points and OSM properties. */
const PhotonAnswer = z.object({
  features: z.array(
    z.object({
      geometry: z.object({
        coordinates: z.tuple([z.number().min(-180).max(180), z.number().min(-90).max(90)]),
      }),
      properties: z
        .object({
          name: z.string().max(300).optional(),
          street: z.string().max(300).optional(),
          housenumber: z.string().max(30).optional(),
          postcode: z.string().max(30).optional(),
          city: z.string().max(300).optional(),
          country: z.string().max(100).optional(),
        })
        .loose(),
    }),
  ),
});

/** Settings of a remote geocoder: base URL, time limit of one call, User-Agent (Nominatim asks for one). */
export interface RemoteGeocoderOptions {
  url: string;
  timeoutMs: number;
  userAgent: string;
}

/** Photon's search endpoint is /api; any other GEOCODER_URL is a Nominatim (its /search). */
export const isPhoton = (url: string): boolean => /\/api\/?$/.test(new URL(url).pathname);

function photonPlace(f: z.infer<typeof PhotonAnswer>['features'][number]): FoundPlace {
  const p = f.properties;
  const street = [p.housenumber, p.street].filter(Boolean).join(' ');
  const town = [p.postcode, p.city].filter(Boolean).join(' ');
  const formatted = [p.name, street, town, p.country].filter(Boolean).join(', ');
  return {
    name: p.name ?? (street || formatted),
    formattedAddress: formatted,
    point: { lat: f.geometry.coordinates[1], lng: f.geometry.coordinates[0] },
  };
}

/**
 * A Nominatim- or Photon-compatible geocoder at GEOCODER_URL (ADR 018): Nominatim is asked
 * `/search?q=&format=jsonv2&limit=5&accept-language=` with a 0.2-degree viewbox around the
 * location (preferred, not bounding); Photon (a URL ending in /api) `?q=&limit=5&lang=&lat=&lon=`.
 * Throws on a timeout (`timeoutMs`), a non-2xx answer or an answer of the wrong shape, so the
 * proxy falls back to the embedded gazetteer.
 */
export function remoteGeocoder(options: RemoteGeocoderOptions): Geocoder {
  const photon = isPhoton(options.url);
  return {
    name: photon ? 'photon' : 'nominatim',
    async find(query: PlaceQuery): Promise<FoundPlace[]> {
      const base = options.url.replace(/\/+$/, '');
      const url = new URL(photon ? base : `${base}/search`);
      url.searchParams.set('q', query.input);
      url.searchParams.set('limit', '5');
      if (photon) {
        if (['en', 'fr', 'de'].includes(query.language)) url.searchParams.set('lang', query.language);
        if (query.near) {
          url.searchParams.set('lat', String(query.near.lat));
          url.searchParams.set('lon', String(query.near.lng));
        }
      } else {
        url.searchParams.set('format', 'jsonv2');
        url.searchParams.set('accept-language', query.language);
        if (query.near) {
          const { lat, lng } = query.near;
          url.searchParams.set('viewbox', [lng - 0.1, lat + 0.1, lng + 0.1, lat - 0.1].join(','));
        }
      }
      const res = await fetch(url, {
        headers: { 'user-agent': options.userAgent, accept: 'application/json' },
        signal: AbortSignal.timeout(options.timeoutMs),
      });
      if (!res.ok) throw new Error(`geocoder answered ${res.status}`);
      const body: unknown = await res.json();
      if (photon) return PhotonAnswer.parse(body).features.map(photonPlace);
      return NominatimAnswer.parse(body).map((r) => ({
        name: r.name || r.display_name.split(',')[0]!.trim(),
        formattedAddress: r.display_name,
        point: { lat: r.lat, lng: r.lon },
      }));
    },
  };
}
