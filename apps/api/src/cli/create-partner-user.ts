import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { seedIfEmpty } from '../db/seed-database.ts';
import { createPartnerUser } from '../modules/accounts/partner-users.ts';
import { assertAcceptablePassword } from '../modules/accounts/password-rules.ts';

const USAGE =
  'usage: npm run partner:create -- --email E --password P --partner ID [--first-name F] [--last-name L] [--mobile +41...]';

/**
 * `npm run partner:create -- --email E --password P --partner ID` (issue 7 §3; DESIGN §4 roles):
 * creates a partner's user on DATABASE_URL (migrated and seeded first when empty): an account
 * whose e-mail counts as verified (the operator vouches for it) and whose tokens carry the
 * partner (`pid`), so that it may pay that partner's bookings by invoice when the partner allows
 * it. Until the operator console exists this command is how partner users are made. Exits 1 with
 * a sentence for an unknown partner, a rejected password or an e-mail that already has an account.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      partner: { type: 'string' },
      'first-name': { type: 'string', default: 'Partner' },
      'last-name': { type: 'string', default: 'User' },
      mobile: { type: 'string', default: '+41000000000' },
    },
  });
  const partnerID = Number(values.partner);
  if (!values.email || !values.password || !Number.isInteger(partnerID) || partnerID <= 0) {
    console.error(USAGE);
    return 2;
  }
  assertAcceptablePassword(values.password);
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db);
    const created = await createPartnerUser(
      db.kysely,
      {
        email: values.email,
        password: values.password,
        partnerID,
        firstName: values['first-name'],
        lastName: values['last-name'],
        mobile: values.mobile,
      },
      new Date().toISOString(),
    );
    if (!created.ok) {
      console.error(
        created.reason === 'unknown_partner'
          ? `No partner with id ${partnerID}.`
          : `${values.email} already has an account.`,
      );
      return 1;
    }
    console.log(
      `Created user ${created.email} (customerID ${created.customerID}) of partner ${partnerID} ${created.partnerName}.`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
