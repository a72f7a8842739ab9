import type { Kysely } from 'kysely';

/** Chamonix's stops at the railway station and the Aiguille du Midi (ADR 018), as the seed now has them. */
const STOPS = [
  {
    address_id: 1006,
    location_id: 10,
    kind: 'bus_station',
    organisation: 'Arrêt Chamonix Gare SNCF',
    street: 'Place de la Gare',
    city: 'Chamonix-Mont-Blanc',
    postcode: '74400',
    country: 'FR',
    latitude: 45.9235,
    longitude: 6.8743,
    fixed: 1,
  },
  {
    address_id: 1007,
    location_id: 10,
    kind: 'bus_station',
    organisation: 'Arrêt Aiguille du Midi',
    street: "Place de l'Aiguille du Midi",
    city: 'Chamonix-Mont-Blanc',
    postcode: '74400',
    country: 'FR',
    latitude: 45.9183,
    longitude: 6.8706,
    fixed: 1,
  },
];

/**
 * Two more fixed stops in Chamonix (ADR 018: 'Find your closest stop' compares three stops), for
 * a database seeded before them; a new database gets them from the seed, which runs after the
 * migrations (this finds no Chamonix then and does nothing). An id already taken is left alone.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const d = db as Kysely<Record<string, Record<string, unknown>>>;
  const chamonix = await d
    .selectFrom('locations')
    .select('location_id')
    .where('location_id', '=', 10)
    .execute();
  if (chamonix.length === 0) return;
  for (const stop of STOPS) {
    const taken = await d
      .selectFrom('addresses')
      .select('address_id')
      .where('address_id', '=', stop.address_id)
      .execute();
    if (taken.length === 0) await d.insertInto('addresses').values(stop).execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  const d = db as Kysely<Record<string, Record<string, unknown>>>;
  await d
    .deleteFrom('addresses')
    .where(
      'address_id',
      'in',
      STOPS.map((s) => s.address_id),
    )
    .execute();
}
