import { hashPassword } from '../modules/auth/password-hash.ts';
import { customerAccountsRepository } from '../modules/customers/customer-accounts.repository.ts';
import { runAccountCommand } from './account-command.ts';

/**
 * `npm run operator:create -- --email E --password P` (ADR 019; docs/architecture.md §4 roles): creates an
 * operator's account on DATABASE_URL (migrated and seeded first when empty). It logs in at
 * /operator through the token service's password grant and its tokens carry the operator role
 * (admitted to /api/v1/operator/... only). Exits 2 with the usage when an argument is missing, 1
 * with a sentence for a rejected password or an e-mail that already has an account.
 */
runAccountCommand({
  usage:
    'usage: npm run operator:create -- --email E --password P [--first-name F] [--last-name L] [--mobile +41...]',
  names: { firstName: 'Operator', lastName: 'Desk' },
  async create(db, args) {
    const at = new Date().toISOString();
    const operatorID = await customerAccountsRepository(db.kysely).insertAccount({
      brandID: 1,
      firstName: args.firstName,
      lastName: args.lastName,
      email: args.email.trim().toLowerCase(),
      mobile: args.mobile,
      passwordHash: await hashPassword(args.password),
      createdAt: at,
      verifiedAt: at,
      operator: true,
    });
    if (operatorID === null) {
      console.error(`${args.email} already has an account.`);
      return 1;
    }
    console.log(`Created operator ${args.email} (id ${operatorID}); log in at /operator.`);
    return 0;
  },
});
