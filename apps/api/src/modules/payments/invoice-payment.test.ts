import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousToken, onPostgres } from '../../../test/helper.ts';
import { REPO_ROOT } from '../../config.ts';
import { openDatabase } from '../../db/database.ts';
import { clockedApp, seedCustomer, userToken } from '../accounts/accounts.test-kit.ts';
import { bookingApi, type TestQuote } from '../bookings/bookings.test-kit.ts';

type Kit = Awaited<ReturnType<typeof clockedApp>>;
const shared = (quotes: TestQuote[]) => quotes.find((q) => q.journey.product === 'shared_door')!;

/**
 * Issue 7 finding 3 / deliverable 3: nothing is confirmed without money, a known debtor or an
 * operator. A partner id in the search only attributes the booking; invoice payment needs the
 * partner's own signed-in user (made with `npm run partner:create`).
 */
describe('invoice payment needs the partner’s own user (ADR 008)', () => {
  let kit: Kit;
  beforeEach(async () => {
    kit = await clockedApp();
  });
  afterEach(() => kit.close());

  /** Searches with `partner`, books the shared door-to-door quote and asks to pay by invoice. */
  async function bookAndInvoice(token: string, partner: number, customerID?: number) {
    const api = bookingApi(kit.app, token);
    const quote = shared(await api.search({ partner }));
    let bookingID: number;
    if (customerID === undefined) bookingID = await api.newBooking();
    else {
      const created = await api.call('POST', '/api/v1/bookings', {
        customerID,
        brandID: 1,
        firstName: 'Paula',
        lastName: 'Partner',
        email: 'paula@snow-agency.example',
        mobile: '+41790000000',
      });
      bookingID = (created.json() as { data: { bookingID: number } }).data.bookingID;
    }
    expect((await api.addLeg(bookingID, quote.quoteID)).statusCode).toBe(200);
    const paid = await api.call('POST', `/api/v1/bookings/${bookingID}/payments`, { invoice: true });
    const state = await kit.db.kysely
      .selectFrom('bookings')
      .select('state')
      .where('booking_id', '=', bookingID)
      .executeTakeFirstOrThrow();
    return { quote, paid, state: state.state };
  }

  it('"partner": 2 in a search gives an anonymous visitor card payment, and invoice is refused 403 with nothing confirmed', async () => {
    const { quote, paid, state } = await bookAndInvoice(await anonymousToken(kit.app), 2);
    expect(quote).toMatchObject({ partner: { partnerID: 2 }, payment: { card: true, invoice: false } });
    expect(paid.statusCode).toBe(403);
    expect(paid.json()).toMatchObject({
      error: 'forbidden',
      error_description: expect.stringMatching(/partner/),
    });
    expect(state).toBe('pending_payment');
  });

  it("a signed-in user of partner 2 sees the partner's invoice-only payment and the invoice confirms the booking", async () => {
    const customerID = await seedCustomer(kit.db, {
      email: 'paula@snow-agency.example',
      password: 'snow-agency-2026',
      verified: true,
      partnerID: 2,
    });
    const token = await userToken(kit.app, 'paula@snow-agency.example', 'snow-agency-2026');
    const { quote, paid, state } = await bookAndInvoice(token, 2, customerID);
    expect(quote.payment).toEqual({ card: false, invoice: true });
    expect(paid.statusCode).toBe(200);
    expect(state).toBe('confirmed');
  });

  it("a user of another partner cannot run up partner 2's invoices", async () => {
    const customerID = await seedCustomer(kit.db, {
      email: 'carl@chalet-collective.example',
      password: 'chalet-collective-1',
      verified: true,
      partnerID: 1,
    });
    const token = await userToken(kit.app, 'carl@chalet-collective.example', 'chalet-collective-1');
    const { quote, paid, state } = await bookAndInvoice(token, 2, customerID);
    expect(quote.payment).toEqual({ card: true, invoice: false });
    expect(paid.statusCode).toBe(403);
    expect(state).toBe('pending_payment');
  });
});

describe('npm run partner:create (ADR 008)', () => {
  it.skipIf(onPostgres)(
    'creates a verified user of an existing partner, refuses an unknown partner and a second account',
    async () => {
      const dir = mkdtempSync(join(tmpdir(), 'partner-cli-'));
      const env = { ...process.env, DATABASE_URL: `sqlite:${join(dir, 'cli.sqlite')}`, DATA_DIR: dir };
      const run = (...args: string[]) =>
        promisify(execFile)(
          process.execPath,
          ['--import', 'tsx', 'apps/api/src/cli/create-partner-user.ts', ...args],
          { cwd: REPO_ROOT, env },
        ).then(
          (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
          (e: { code: number; stdout: string; stderr: string }) => ({
            code: e.code,
            out: e.stdout,
            err: e.stderr,
          }),
        );
      try {
        const ok = await run(
          '--email',
          'Ops@Snow-Agency.example',
          '--password',
          'snow-agency-2026',
          '--partner',
          '2',
        );
        expect(ok.code).toBe(0);
        expect(ok.out).toContain('of partner 2 Snow Agency');
        expect(
          (await run('--email', 'x@y.example', '--password', 'snow-agency-2026', '--partner', '99')).err,
        ).toContain('No partner with id 99.');
        const twice = await run(
          '--email',
          'ops@snow-agency.example',
          '--password',
          'snow-agency-2026',
          '--partner',
          '2',
        );
        expect(twice.code).toBe(1);
        const db = openDatabase(env.DATABASE_URL);
        const rows = await db.kysely
          .selectFrom('customers')
          .select(['email', 'partner_id', 'email_verified_at'])
          .where('password_hash', 'is not', null)
          .execute();
        await db.close();
        expect(rows).toEqual([
          { email: 'ops@snow-agency.example', partner_id: 2, email_verified_at: expect.any(String) },
        ]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    60_000,
  );
});
