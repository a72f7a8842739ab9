import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { migrateToLatest, openDatabase } from '../db/database.ts';
import { seedIfEmpty } from '../db/seed-database.ts';
import { assertAcceptablePassword } from '../modules/accounts/password-rules.ts';
import { hashPassword } from '../modules/auth/password-hash.ts';
import { customerAccountsRepository } from '../modules/customers/customer-accounts.repository.ts';

const USAGE =
  'usage: npm run operator:create -- --email E --password P [--first-name F] [--last-name L] [--mobile +41...]';

/**
 * `npm run operator:create -- --email E --password P` (issue 12 §1; DESIGN §4 roles): creates an
 * operator's account on DATABASE_URL (migrated and seeded first when empty). It logs in at
 * /operator through the token service's password grant and its tokens carry the operator role
 * (admitted to /api/v1/operator/... only). Exits 2 with the usage when an argument is missing, 1
 * with a sentence for a rejected password or an e-mail that already has an account.
 */
async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'first-name': { type: 'string', default: 'Operator' },
      'last-name': { type: 'string', default: 'Desk' },
      mobile: { type: 'string', default: '+41000000000' },
    },
  });
  if (!values.email || !values.password) {
    console.error(USAGE);
    return 2;
  }
  assertAcceptablePassword(values.password);
  const config = loadConfig();
  const db = openDatabase(config.databaseUrl);
  try {
    await migrateToLatest(db);
    await seedIfEmpty(db);
    const at = new Date().toISOString();
    const operatorID = await customerAccountsRepository(db.kysely).insertAccount({
      brandID: 1,
      firstName: values['first-name'],
      lastName: values['last-name'],
      email: values.email.trim().toLowerCase(),
      mobile: values.mobile,
      passwordHash: await hashPassword(values.password),
      createdAt: at,
      verifiedAt: at,
      operator: true,
    });
    if (operatorID === null) {
      console.error(`${values.email} already has an account.`);
      return 1;
    }
    console.log(`Created operator ${values.email} (id ${operatorID}); log in at /operator.`);
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
