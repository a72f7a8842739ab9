import { sql, type Kysely } from 'kysely';

/**
 * Typed addresses belong to the session that typed them (docs/architecture.md §4 "ownership is proved";
 * ADR 008), portable to SQLite and PostgreSQL:
 * - addresses.owner_session: the token session (sid) that created a typed address (POST
 *   /api/v1/addresses); null on the seeded stops, hotels and terminals, which anyone may use;
 * - typed addresses written before this migration get '' (no session has it): they stay on the
 *   legs that already use them, and no new leg can name them.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('addresses').addColumn('owner_session', 'text').execute();
  await sql`update addresses set owner_session = '' where kind = 'typed'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('addresses').dropColumn('owner_session').execute();
}
