import pg from 'pg';
import { pgPrefix } from './helper.ts';

/**
 * Global teardown of the PostgreSQL run: drops every database the test workers created (their
 * names start with pgPrefix()), so a run leaves the server as it found it.
 */
export default function setup(): () => Promise<void> {
  return async () => {
    if (!process.env.TEST_DATABASE_URL) return;
    const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        'select datname from pg_database where starts_with(datname, $1)',
        [pgPrefix()],
      );
      for (const { datname } of rows) await client.query(`drop database if exists "${datname}" with (force)`);
    } finally {
      await client.end();
    }
  };
}
