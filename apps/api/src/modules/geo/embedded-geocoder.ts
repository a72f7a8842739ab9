import type { FoundPlace, Geocoder, PlaceQuery } from './geo-providers.ts';
import { searchGazetteer } from './gazetteer-search.ts';
import type { GeoRepository } from './geo.repository.ts';

/** The country's name in `language` (Intl), e.g. 'FR' -> 'France' / 'Francia'. */
export function countryName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/**
 * The embedded geocoder (ADR 018), the default and the fallback: the gazetteer searched in the
 * database, best and nearest first, at most 5. A place's name is its own; its formatted address
 * "street, postcode city, country" with the country named in the request's language.
 */
export function embeddedGeocoder(repository: GeoRepository): Geocoder {
  return {
    name: 'embedded',
    async find(query: PlaceQuery): Promise<FoundPlace[]> {
      const ranked = await searchGazetteer(repository, query.input, query.near);
      return ranked.slice(0, 5).map((p) => ({
        name: p.name,
        formattedAddress: `${p.street}, ${p.postcode} ${p.city}, ${countryName(p.country, query.language)}`,
        point: { lat: p.lat, lng: p.lng },
      }));
    },
  };
}
