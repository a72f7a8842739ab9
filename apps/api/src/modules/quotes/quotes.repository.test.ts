import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helper.ts';
import type { Db } from '../../db/database.ts';
import { quotesRepository } from './quotes.repository.ts';

describe('seat loads: SQL built once per shape, reused with new values (docs/architecture.md §5)', () => {
  let db: Db;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ db, drop } = await freshDatabase());
    const timetable = await db.kysely
      .selectFrom('timetables')
      .select('timetable_id')
      .orderBy('timetable_id')
      .limit(2)
      .execute();
    const [a, b] = timetable.map((t) => t.timetable_id) as [number, number];
    await db.kysely
      .insertInto('departure_loads')
      .values([
        {
          departure_key: `${a}:2027-01-10:10:00`,
          timetable_id: a,
          service_date: '2027-01-10',
          departure_time: '10:00',
          seats_taken: 3,
        },
        {
          departure_key: `${a}:2027-01-11:10:00`,
          timetable_id: a,
          service_date: '2027-01-11',
          departure_time: '10:00',
          seats_taken: 5,
        },
        {
          departure_key: `${b}:2027-01-10:12:00`,
          timetable_id: b,
          service_date: '2027-01-10',
          departure_time: '12:00',
          seats_taken: 7,
        },
      ])
      .execute();
  });
  afterAll(() => drop());

  it('answers each call with its own timetables and dates, also when the shape repeats', async () => {
    const repo = quotesRepository(db.kysely);
    const [a, b] = (
      await db.kysely
        .selectFrom('timetables')
        .select('timetable_id')
        .orderBy('timetable_id')
        .limit(2)
        .execute()
    ).map((t) => t.timetable_id) as [number, number];
    expect(await repo.loadSeatLoads([a], ['2027-01-10'])).toEqual(new Map([[`${a}:2027-01-10:10:00`, 3]]));
    // Same shape (1 timetable, 1 date), other values.
    expect(await repo.loadSeatLoads([a], ['2027-01-11'])).toEqual(new Map([[`${a}:2027-01-11:10:00`, 5]]));
    expect(await repo.loadSeatLoads([b], ['2027-01-11'])).toEqual(new Map());
    expect(await repo.loadSeatLoads([a, b], ['2027-01-09', '2027-01-10'])).toEqual(
      new Map([
        [`${a}:2027-01-10:10:00`, 3],
        [`${b}:2027-01-10:12:00`, 7],
      ]),
    );
    expect(await repo.loadSeatLoads([b, a], ['2027-01-10', '2027-01-11'])).toEqual(
      new Map([
        [`${a}:2027-01-10:10:00`, 3],
        [`${a}:2027-01-11:10:00`, 5],
        [`${b}:2027-01-10:12:00`, 7],
      ]),
    );
    expect(await repo.loadSeatLoads([], ['2027-01-10'])).toEqual(new Map());
  });
});
