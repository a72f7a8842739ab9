import type SQLite from 'better-sqlite3';
import type { SqliteDatabase, SqliteStatement } from 'kysely';

/**
 * better-sqlite3 behind Kysely with its prepared statements reused (docs/architecture.md §5): Kysely's SQLite
 * driver calls `prepare(sql)` on every query; this hands back the statement prepared for the same
 * SQL text before (SQLite re-prepares it by itself after a schema change). Up to `max` statements
 * are kept, the least recently used dropped first. A statement still busy (an open iterator of a
 * streamed query) is not shared: a fresh one is prepared for that call.
 */
export function cachedStatements(sqlite: SQLite.Database, max = 500): SqliteDatabase & { size(): number } {
  const statements = new Map<string, SQLite.Statement>();
  return {
    prepare(sql: string): SqliteStatement {
      const found = statements.get(sql);
      if (found && !found.busy) {
        statements.delete(sql);
        statements.set(sql, found);
        return found as unknown as SqliteStatement;
      }
      const statement = sqlite.prepare(sql);
      if (!found) {
        if (statements.size >= max) statements.delete(statements.keys().next().value as string);
        statements.set(sql, statement);
      }
      return statement as unknown as SqliteStatement;
    },
    close(): void {
      statements.clear();
      sqlite.close();
    },
    /** How many statements are kept (tests). */
    size: () => statements.size,
  };
}
