#!/usr/bin/env node
// Creates or drops a PostgreSQL database for the CI run (ADR 001: a database the run creates
// and drops). Usage: node scripts/pg-database.mjs create|drop <name> [admin-url]
import pg from 'pg';

const [action, name, admin = 'postgres://postgres@127.0.0.1:5432/postgres'] = process.argv.slice(2);
if (!['create', 'drop'].includes(action) || !/^[a-z0-9_]+$/.test(name ?? '')) {
  console.error('usage: pg-database.mjs create|drop <name> [admin-url]');
  process.exit(2);
}
const client = new pg.Client({ connectionString: admin });
await client.connect();
try {
  if (action === 'drop') {
    const { rows } = await client.query(
      'select datname from pg_database where datname = $1 or starts_with(datname, $2)',
      [name, `${name}_t`],
    );
    for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
  } else {
    await client.query(`create database "${name}"`);
  }
} finally {
  await client.end();
}
