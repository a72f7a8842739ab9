import type { Address, AddressCreated, CreateAddress } from '@alpine/contract';
import type { GeoPoint } from '@alpine/domain';
import { notFound, unprocessable } from '../../http/api-error.ts';
import { errorText } from '../../i18n/errors.ts';
import type { Language } from '../../i18n/language.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { AddressesRepository, UsableAddress } from './addresses.repository.ts';

export type { UsableAddress } from './addresses.repository.ts';

/**
 * Addresses of locations (spec part 2 §2.4, §3 "Address or location", §7 "Address list",
 * "Create address"): the known stops and hotels of a location, and hotel or chalet addresses typed
 * by travellers. Typed addresses are used by their booking only and never listed.
 */
/**
 * Where a text is on the map, near a location (the geo module's geocoder, wired in app.ts; ADR 013
 * ports): the best candidate's point, or null when nothing matches.
 */
export type Locate = (text: string, locationID: number) => Promise<GeoPoint | null>;

/**
 * The texts a typed address is looked up by, most precise first: street with postcode and city,
 * then postcode and city, then the city, then the name with the city. Empty parts are left out.
 */
export function lookupTexts(
  a: Pick<CreateAddress, 'organisation' | 'street' | 'city' | 'postcode'>,
): string[] {
  const town = [a.postcode, a.city].filter(Boolean).join(' ');
  const texts = [
    a.street && [a.street, town].filter(Boolean).join(', '),
    town,
    a.city,
    [a.organisation, a.city].filter(Boolean).join(', '),
  ];
  return [...new Set(texts.filter((t): t is string => !!t && t.trim() !== ''))];
}

export function addressesService(deps: {
  repository: AddressesRepository;
  locations: LocationsService;
  /** The geocoder; absent (tests of other modules), typed addresses are stored without a point. */
  locate?: Locate;
}) {
  return {
    /**
     * GET /api/v1/locations/{locationID}/addresses: the location's addresses, fixed stops only
     * (`fixed` true), door-to-door addresses only (false) or all (null); stops named in
     * `language` (docs/architecture.md §6). 404 unknown location.
     */
    async list(locationID: number, fixed: boolean | null, language: Language = 'en'): Promise<Address[]> {
      if (!(await deps.locations.get(locationID))) {
        throw notFound(errorText('locationUnknown', { locationID }));
      }
      const found = await deps.repository.listByLocation(locationID, fixed);
      if (language === 'en') return found;
      const names = await deps.locations.namer(language);
      return found.map((a) => ({ ...a, organisation: names.address(a.addressID, a.organisation) }));
    },

    /**
     * POST /api/v1/addresses (spec part 2 §7 "Create address"): stores a typed address at a
     * location with the `country` sent (ISO 3166-1 alpha-2, checked by the contract: 400 otherwise);
     * only when it is absent, the location's ('CH' or 'FR') (spec part 2 §7). 422 unknown location.
     * The address belongs to session `ownerSession` (the token's sid): only its bookings may use it
     * (usableBy). The server places it on the map from its own text (lookupTexts,
     * the first that the geocoder finds; a point sent by a client is never read) and answers the
     * point, null when nothing was found: door-to-door legs are checked against it (ADR 017).
     */
    async create(input: CreateAddress, ownerSession: string): Promise<AddressCreated> {
      const location = await deps.locations.get(input.locationID);
      if (!location) throw unprocessable(`locationID ${input.locationID} is not a known location.`);
      let point: GeoPoint | null = null;
      for (const text of deps.locate ? lookupTexts(input) : []) {
        point = await deps.locate!(text, input.locationID);
        if (point) break;
      }
      const addressID = await deps.repository.insert({
        locationID: input.locationID,
        organisation: input.organisation,
        street: input.street,
        city: input.city,
        postcode: input.postcode,
        country: input.country || location.country,
        ownerSession,
        point,
      });
      return { addressID, latitude: point?.lat ?? null, longitude: point?.lng ?? null };
    },

    /**
     * Addresses by id that session `sessionID` may put on a booking's leg, keyed by addressID
     * (docs/architecture.md §4 "ownership is proved"): the seeded stops, hotels and terminals, and the
     * addresses that session typed. Unknown ids and other sessions' typed addresses are absent alike, so an
     * id tells nothing about someone else's address. `typed` marks a traveller's typed address.
     */
    async usableBy(addressIDs: number[], sessionID: string): Promise<Map<number, UsableAddress>> {
      const found = await deps.repository.findUsableByIds([...new Set(addressIDs)], sessionID);
      return new Map(found.map((a) => [a.addressID, a]));
    },

    /** Addresses by id, keyed by addressID (unknown ids are absent). */
    async getMany(addressIDs: number[]): Promise<Map<number, Address>> {
      const found = await deps.repository.findByIds([...new Set(addressIDs)]);
      return new Map(found.map((a) => [a.addressID, a]));
    },
  };
}
export type AddressesService = ReturnType<typeof addressesService>;
