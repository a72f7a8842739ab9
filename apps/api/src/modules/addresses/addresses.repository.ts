import type { Address } from '@alpine/contract';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Kind of an address typed by a traveller (POST /api/v1/addresses); kept out of the public lists. */
export const TYPED_ADDRESS_KIND = 'typed';

/** A new typed address (a hotel or chalet): a door-to-door drop, never a fixed stop. */
export interface NewAddress {
  locationID: number;
  organisation: string;
  street: string;
  city: string;
  postcode: string;
  country: string;
  /** sid of the session that typed it (docs/architecture.md §4): only that session's bookings may use it. */
  ownerSession: string;
  /** Where the server's geocoder placed it (WGS84 degrees); null when it found nothing. */
  point: { lat: number; lng: number } | null;
}

/** An address a leg may use, and whether a traveller typed it (POST /api/v1/addresses). */
export type UsableAddress = Address & { typed: boolean };

const COLUMNS = [
  'address_id',
  'location_id',
  'organisation',
  'street',
  'city',
  'postcode',
  'country',
  'latitude',
  'longitude',
  'fixed',
] as const;

/** An addresses row as selected by COLUMNS, typed from the schema. */
type Row = Pick<Selectable<Database['addresses']>, (typeof COLUMNS)[number]>;

const toAddress = (r: Row): Address => ({
  addressID: r.address_id,
  locationID: r.location_id,
  organisation: r.organisation,
  street: r.street,
  city: r.city,
  postcode: r.postcode,
  country: r.country,
  latitude: r.latitude,
  longitude: r.longitude,
  fixed: r.fixed === 1,
});

/** SQL of the addresses module (the addresses table's reads and writes). */
export function addressesRepository(db: Kysely<Database>) {
  return {
    /**
     * The known (not traveller-typed) addresses of a location, in id order. `fixed` true: the fixed
     * stops; false: the door-to-door addresses plus the terminals and station forecourts, where a
     * private driver meets arriving travellers too; null: all.
     */
    async listByLocation(locationID: number, fixed: boolean | null): Promise<Address[]> {
      let q = db
        .selectFrom('addresses')
        .select(COLUMNS)
        .where('location_id', '=', locationID)
        .where('kind', '<>', TYPED_ADDRESS_KIND);
      if (fixed === true) q = q.where('fixed', '=', 1);
      if (fixed === false) {
        q = q.where((eb) => eb.or([eb('fixed', '=', 0), eb('kind', 'in', ['terminal', 'railway_station'])]));
      }
      return (await q.orderBy('address_id').execute()).map(toAddress);
    },

    /** Addresses by id (any kind), for checking a booking leg's ends. */
    async findByIds(addressIDs: number[]): Promise<Address[]> {
      if (addressIDs.length === 0) return [];
      const rows = await db
        .selectFrom('addresses')
        .select(COLUMNS)
        .where('address_id', 'in', addressIDs)
        .execute();
      return rows.map(toAddress);
    },

    /**
     * Addresses by id that session `sessionID` may put on a leg (docs/architecture.md §4): the seeded ones
     * and the ones it typed itself; another session's typed address is left out, as an unknown id is.
     */
    async findUsableByIds(addressIDs: number[], sessionID: string): Promise<UsableAddress[]> {
      if (addressIDs.length === 0) return [];
      const rows = await db
        .selectFrom('addresses')
        .select([...COLUMNS, 'kind'])
        .where('address_id', 'in', addressIDs)
        .where((eb) => eb.or([eb('owner_session', 'is', null), eb('owner_session', '=', sessionID)]))
        .execute();
      return rows.map((r) => ({ ...toAddress(r), typed: r.kind === TYPED_ADDRESS_KIND }));
    },

    /** Inserts a typed address; returns its id. */
    async insert(a: NewAddress): Promise<number> {
      const row = await db
        .insertInto('addresses')
        .values({
          location_id: a.locationID,
          kind: TYPED_ADDRESS_KIND,
          organisation: a.organisation,
          street: a.street,
          city: a.city,
          postcode: a.postcode,
          country: a.country,
          latitude: a.point?.lat ?? null,
          longitude: a.point?.lng ?? null,
          fixed: 0,
          owner_session: a.ownerSession,
        })
        .returning('address_id')
        .executeTakeFirstOrThrow();
      return row.address_id;
    },
  };
}
export type AddressesRepository = ReturnType<typeof addressesRepository>;
