import type { Address, CreateAddress } from '@alpine/contract';
import { notFound, unprocessable } from '../../http/api-error.ts';
import { errorText } from '../../i18n/errors.ts';
import type { Language } from '../../i18n/language.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { AddressesRepository } from './addresses.repository.ts';

/**
 * Addresses of locations (spec part 2 §2.4, §3 "Address or location", §7 "Address list",
 * "Create address"): the known stops and hotels of a location, and hotel or chalet addresses typed
 * by travellers. Typed addresses are used by their booking only and never listed.
 */
export function addressesService(deps: { repository: AddressesRepository; locations: LocationsService }) {
  return {
    /**
     * GET /api/v1/locations/{locationID}/addresses: the location's addresses, fixed stops only
     * (`fixed` true), door-to-door addresses only (false) or all (null); stops named in
     * `language` (issue 10 §3). 404 unknown location.
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
     * only when it is absent, the location's ('CH' or 'FR') (issue 13 §4). 422 unknown location.
     * The address belongs to session `ownerSession` (the token's sid): only its bookings may use it
     * (usableBy; DESIGN §4).
     */
    async create(input: CreateAddress, ownerSession: string): Promise<{ addressID: number }> {
      const location = await deps.locations.get(input.locationID);
      if (!location) throw unprocessable(`locationID ${input.locationID} is not a known location.`);
      const addressID = await deps.repository.insert({
        locationID: input.locationID,
        organisation: input.organisation,
        street: input.street,
        city: input.city,
        postcode: input.postcode,
        country: input.country || location.country,
        ownerSession,
      });
      return { addressID };
    },

    /**
     * Addresses by id that session `sessionID` may put on a booking's leg, keyed by addressID
     * (DESIGN §4 "ownership is proved"): the seeded stops, hotels and terminals, and the addresses
     * that session typed. Unknown ids and other sessions' typed addresses are absent alike, so an
     * id tells nothing about someone else's address.
     */
    async usableBy(addressIDs: number[], sessionID: string): Promise<Map<number, Address>> {
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
