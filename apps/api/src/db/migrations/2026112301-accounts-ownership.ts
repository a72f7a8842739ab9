import { sql, type Kysely } from 'kysely';

/**
 * Ownership that cannot be claimed (ADR 008, ADR 007; ADR 008):
 * - customers: the e-mail is no longer unique over every row. Guest customers (no password) are
 *   rows of the session that created them (`owner_session`), so registering on an address never
 *   merges into another customer's row; accounts (password_hash set) stay unique by e-mail (a
 *   partial unique index). `partner_id` marks a partner's user (invoice payment, ADR 008);
 *   `pending_email` is an e-mail change waiting for its link.
 * - booking_claims: the accounts that own a booking (made by the account, or proved by a link
 *   sent to the booking's e-mail after the booking existed).
 * - auth_sessions: the sessions of user tokens, so that a password change, a reset or Log Out ends
 *   tokens (ADR 007).
 * Portable: on SQLite the customers table is rebuilt (an inline UNIQUE cannot be dropped) with
 * foreign keys off for the rebuild; on PostgreSQL the constraint is dropped.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = db.getExecutor().adapter.constructor.name === 'PostgresAdapter';
  if (postgres) {
    await sql`alter table customers drop constraint if exists customers_email_key`.execute(db);
    await sql`alter table customers add column owner_session text`.execute(db);
    await sql`alter table customers add column partner_id integer`.execute(db);
    await sql`alter table customers add column pending_email text`.execute(db);
  } else {
    await sql`pragma foreign_keys = off`.execute(db);
    await sql`create table customers_rebuilt (
      customer_id integer primary key autoincrement,
      brand_id integer not null default 1,
      first_name text not null,
      last_name text not null,
      email text not null,
      mobile text not null,
      password_hash text,
      created_at text not null,
      email_verified_at text,
      owner_session text,
      partner_id integer,
      pending_email text
    )`.execute(db);
    await sql`insert into customers_rebuilt (customer_id, brand_id, first_name, last_name, email, mobile,
      password_hash, created_at, email_verified_at)
      select customer_id, brand_id, first_name, last_name, email, mobile, password_hash, created_at,
      email_verified_at from customers`.execute(db);
    await sql`drop table customers`.execute(db);
    await sql`alter table customers_rebuilt rename to customers`.execute(db);
    await sql`pragma foreign_keys = on`.execute(db);
  }
  await db.schema.createIndex('customers_email').on('customers').column('email').execute();
  await db.schema
    .createIndex('customers_account_email')
    .on('customers')
    .column('email')
    .unique()
    .where(sql.ref('password_hash'), 'is not', null)
    .execute();
  await db.schema
    .createIndex('customers_session')
    .on('customers')
    .columns(['owner_session', 'email'])
    .execute();

  await db.schema
    .createTable('booking_claims')
    .addColumn('booking_id', 'integer', (c) => c.notNull().references('bookings.booking_id'))
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('via', 'text', (c) => c.notNull())
    .addColumn('claimed_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('booking_claims_pk', ['booking_id', 'customer_id'])
    .execute();
  await db.schema.createIndex('booking_claims_customer').on('booking_claims').column('customer_id').execute();
  // Bookings already listed by a verified account keep showing there: the account proved the
  // e-mail before (ADR 007 rule); made by its own customer row or with its verified e-mail.
  await sql`insert into booking_claims (booking_id, customer_id, via, claimed_at)
    select b.booking_id, c.customer_id, 'migrated', c.email_verified_at
    from bookings b join customers c
      on c.password_hash is not null and c.email_verified_at is not null
      and (c.customer_id = b.customer_id or c.email = lower(b.email))
      and c.email_verified_at >= b.created_at`.execute(db);

  await db.schema
    .createTable('auth_sessions')
    .addColumn('session_id', 'text', (c) => c.primaryKey())
    .addColumn('customer_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();
  await db.schema.createIndex('auth_sessions_customer').on('auth_sessions').column('customer_id').execute();
}

/** Drops what up() added; the customers e-mail stays non-unique (guest rows may repeat it). */
export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_sessions').ifExists().execute();
  await db.schema.dropTable('booking_claims').ifExists().execute();
  await db.schema.dropIndex('customers_session').ifExists().execute();
  await db.schema.dropIndex('customers_account_email').ifExists().execute();
  await db.schema.dropIndex('customers_email').ifExists().execute();
}
