import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { seedIfEmpty } from '../db/seed-database.ts';
import { assertAcceptablePassword } from '../modules/accounts/password-rules.ts';
import { hashPassword } from '../modules/auth/password-hash.ts';
import { customerAccountsRepository } from '../modules/customers/customer-accounts.repository.ts';
import { quotesRepository } from '../modules/quotes/quotes.repository.ts';

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
    const partner = await quotesRepository(db.kysely).findPartner(partnerID);
    if (!partner) {
      console.error(`No partner with id ${partnerID}.`);
      return 1;
    }
    const at = new Date().toISOString();
    const customerID = await customerAccountsRepository(db.kysely).insertAccount({
      brandID: 1,
      firstName: values['first-name'],
      lastName: values['last-name'],
      email: values.email.trim().toLowerCase(),
      mobile: values.mobile,
      passwordHash: await hashPassword(values.password),
      createdAt: at,
      partnerID,
      verifiedAt: at,
    });
    if (customerID === null) {
      console.error(`${values.email} already has an account.`);
      return 1;
    }
    console.log(
      `Created user ${values.email} (customerID ${customerID}) of partner ${partnerID} ${partner.name}.`,
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
