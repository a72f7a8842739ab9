import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../database.ts';
import { freshDatabase } from '../../../test/helper.ts';
import { up } from './2026112311-chamonix-stops.ts';

describe('migration 2026112311: two more Chamonix stops for a database seeded before them (ADR 018)', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeEach(async () => {
    ({ db, drop } = await freshDatabase());
  });
  afterEach(() => drop());

  const stops = () =>
    db.kysely
      .selectFrom('addresses')
      .select(['address_id', 'organisation', 'fixed'])
      .where('address_id', 'in', [1006, 1007])
      .orderBy('address_id')
      .execute();

  it('adds the stops once to a database that lacks them', async () => {
    await db.kysely.deleteFrom('addresses').where('address_id', 'in', [1006, 1007]).execute();
    await up(db.kysely as never);
    await up(db.kysely as never);
    expect(await stops()).toEqual([
      { address_id: 1006, organisation: 'Arrêt Chamonix Gare SNCF', fixed: 1 },
      { address_id: 1007, organisation: 'Arrêt Aiguille du Midi', fixed: 1 },
    ]);
  });

  it('the seed already has them: nothing changes', async () => {
    const before = await stops();
    await up(db.kysely as never);
    expect(await stops()).toEqual(before);
    expect(before).toHaveLength(2);
  });
});
