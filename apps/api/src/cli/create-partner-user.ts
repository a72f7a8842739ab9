import { partnerUserStores } from '../app.ts';
import { createPartnerUser } from '../modules/accounts/partner-users.ts';
import { runAccountCommand } from './account-command.ts';

/** The `--partner` argument as a partnerID, or NaN when it is not a positive integer. */
const partnerIdOf = (value: string | undefined) => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : Number.NaN;
};

/**
 * `npm run partner:create -- --email E --password P --partner ID` (ADR 008; docs/architecture.md §4 roles):
 * creates a partner's user on DATABASE_URL (migrated and seeded first when empty): an account
 * whose e-mail counts as verified (the operator vouches for it) and whose tokens carry the
 * partner (`pid`), so that it may pay that partner's bookings by invoice when the partner allows
 * it. The operator console adds partner users too (ADR 019), through the same
 * createPartnerUser. Exits 2 with the usage for a missing argument, 1 with a sentence for an
 * unknown partner, a rejected password or an e-mail that already has an account.
 */
runAccountCommand({
  usage:
    'usage: npm run partner:create -- --email E --password P --partner ID [--first-name F] [--last-name L] [--mobile +41...]',
  names: { firstName: 'Partner', lastName: 'User' },
  extra: ['partner'],
  valid: (extra) => !Number.isNaN(partnerIdOf(extra.partner)),
  async create(db, args) {
    const partnerID = partnerIdOf(args.extra.partner);
    const created = await createPartnerUser(
      partnerUserStores(db.kysely),
      {
        email: args.email,
        password: args.password,
        partnerID,
        firstName: args.firstName,
        lastName: args.lastName,
        mobile: args.mobile,
      },
      new Date().toISOString(),
    );
    if (!created.ok) {
      console.error(
        created.reason === 'unknown_partner'
          ? `No partner with id ${partnerID}.`
          : `${args.email} already has an account.`,
      );
      return 1;
    }
    console.log(
      `Created user ${created.email} (customerID ${created.customerID}) of partner ${partnerID} ${created.partnerName}.`,
    );
    return 0;
  },
});
