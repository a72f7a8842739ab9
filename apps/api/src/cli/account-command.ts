import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase, type Db } from '../db/database.ts';
import { seedIfEmpty } from '../db/seed-database.ts';
import { assertAcceptablePassword } from '../modules/accounts/password-rules.ts';

/** The arguments every account command takes (`--email`, `--password`, names, mobile), read. */
export interface AccountArguments {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  mobile: string;
  /** The command's own string options (e.g. `partner`), as given. */
  extra: Record<string, string | undefined>;
}

/**
 * The frame of the account commands `npm run operator:create` (ADR 019) and `npm run
 * partner:create` (ADR 008): reads `--email E --password P [--first-name F] [--last-name L]
 * [--mobile +41...]` and the command's `extra` string options; prints `usage` and exits 2 when
 * `valid` refuses them (e-mail and password are always required); checks the password against the
 * account rules (exit 1 with the sentence); opens DATABASE_URL, migrated and seeded first when
 * empty; runs `create`, whose number is the exit code; closes the database; exits 1 with the
 * message of anything thrown.
 */
export function runAccountCommand(options: {
  usage: string;
  names: { firstName: string; lastName: string };
  extra?: string[];
  valid?: (extra: Record<string, string | undefined>) => boolean;
  create: (db: Db, args: AccountArguments) => Promise<number>;
}): void {
  const run = async (): Promise<number> => {
    const { values } = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        'first-name': { type: 'string', default: options.names.firstName },
        'last-name': { type: 'string', default: options.names.lastName },
        mobile: { type: 'string', default: '+41000000000' },
        ...Object.fromEntries((options.extra ?? []).map((name) => [name, { type: 'string' as const }])),
      },
    });
    const extra = Object.fromEntries(
      (options.extra ?? []).map((name) => [
        name,
        (values as Record<string, unknown>)[name] as string | undefined,
      ]),
    );
    const { email, password } = values as { email?: string; password?: string };
    if (!email || !password || !(options.valid?.(extra) ?? true)) {
      console.error(options.usage);
      return 2;
    }
    assertAcceptablePassword(password);
    const db = openDatabase(loadConfig().databaseUrl);
    try {
      await migrateToLatest(db);
      await seedIfEmpty(db);
      return await options.create(db, {
        email,
        password,
        firstName: values['first-name'],
        lastName: values['last-name'],
        mobile: values.mobile,
        extra,
      });
    } finally {
      await db.close();
    }
  };
  run().then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error(err instanceof Error ? err.message : err);
      process.exit(1);
    },
  );
}
