import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helper.ts';
import type { Db } from '../database.ts';
import { locationsRepository } from '../../modules/locations/locations.repository.ts';
import { locationsService } from '../../modules/locations/locations.service.ts';
import * as placeNames from './2026112305-place-names.ts';

describe('migration 2026112305-place-names on a database seeded before it (docs/architecture.md §6)', () => {
  let db: Db;
  let drop: () => Promise<void>;

  beforeEach(async () => {
    ({ db, drop } = await freshDatabase());
    // The database as it was before this migration: seeded network, no translations, no language.
    await placeNames.down(db.kysely as never);
  });
  afterEach(() => drop());

  it('an existing seeded database gets the French and Spanish place names and bookings.language', async () => {
    const seeded = await db.kysely.selectFrom('locations').select('location_id').execute();
    expect(seeded.length).toBeGreaterThan(50);
    await placeNames.up(db.kysely as never);
    const locations = locationsService(locationsRepository(db.kysely));
    expect((await locations.get(1, 'fr'))?.name).toBe('Aéroport de Genève');
    expect((await locations.get(1, 'es'))?.name).toBe('Aeropuerto de Ginebra');
    expect((await locations.get(1, 'en'))?.name).toBe('Geneva Airport');
    const names = await locations.namer('fr');
    expect(names.address(101, 'Geneva Airport Arrivals Hall')).toBe('Aéroport de Genève, hall des arrivées');
    // bookings made before the migration are English
    const columns = await sql<{
      n: number;
    }>`select count(*) as n from bookings where language <> 'en'`.execute(db.kysely);
    expect(Number(columns.rows[0]!.n)).toBe(0);
  });
});
