import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { cachedStatements } from './statement-cache.ts';

describe('better-sqlite3 statements reused (docs/architecture.md §5)', () => {
  it('prepares the same SQL once across Kysely queries, and still reads new rows', async () => {
    const raw = new SQLite(':memory:');
    raw.exec('create table t (id integer primary key, name text)');
    const prepare = vi.spyOn(raw, 'prepare');
    const db = cachedStatements(raw);
    const kysely = new Kysely<{ t: { id: number; name: string } }>({
      dialect: new SqliteDialect({ database: db }),
    });
    for (let i = 1; i <= 5; i++) {
      await kysely
        .insertInto('t')
        .values({ id: i, name: `n${i}` })
        .execute();
      const rows = await kysely.selectFrom('t').select('name').where('id', '=', i).execute();
      expect(rows).toEqual([{ name: `n${i}` }]);
    }
    expect(prepare).toHaveBeenCalledTimes(2);
    expect(db.size()).toBe(2);
    await kysely.destroy();
  });

  it('does not share a statement busy with an open iterator, and keeps at most max statements', () => {
    const raw = new SQLite(':memory:');
    raw.exec('create table t (id integer primary key); insert into t values (1), (2)');
    const db = cachedStatements(raw, 2);
    const text = 'select id from t order by id';
    const first = db.prepare(text) as unknown as SQLite.Statement;
    const iterator = first.iterate();
    iterator.next();
    const second = db.prepare(text) as unknown as SQLite.Statement;
    expect(second).not.toBe(first);
    expect(second.all()).toEqual([{ id: 1 }, { id: 2 }]);
    iterator.return?.();
    expect(db.prepare(text)).toBe(first);
    for (const n of [1, 2, 3]) db.prepare(`select ${n} as n`);
    expect(db.size()).toBe(2);
    db.close();
  });
});
