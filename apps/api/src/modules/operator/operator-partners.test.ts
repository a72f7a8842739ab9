import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { anonymousToken, freshDatabase } from '../../../test/helper.ts';
import { userToken } from '../accounts/accounts.test-kit.ts';
import { partnerUserStores } from '../../app.ts';
import { createPartnerUser } from '../accounts/partner-users.ts';
import { appOn, bookingApi } from '../bookings/bookings.test-kit.ts';
import { bearer, roleTokens, type RoleTokens } from './operator.test-kit.ts';

const NOW = new Date('2026-12-10T12:00:00Z');
const PARTNERS = '/api/v1/operator/partners';

describe('partners and their monthly invoices (ADR 019)', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let app: FastifyInstance;
  let tokens: RoleTokens;

  beforeEach(async () => {
    ({ db, drop } = await freshDatabase());
    app = await appOn(db, () => NOW);
    tokens = await roleTokens(app, db);
  });
  afterEach(async () => {
    await app.close();
    await drop();
  });

  const get = (url: string) => app.inject({ method: 'GET', url, headers: bearer(tokens.operator) });
  const patch = (id: number | string, payload: object) =>
    app.inject({ method: 'PATCH', url: `${PARTNERS}/${id}`, headers: bearer(tokens.operator), payload });

  /** A booking of partner 1 made on the site, then settled as `paidReference` at `confirmedAt`. */
  const settledBooking = async (
    paidReference: (id: number) => string,
    confirmedAt: string,
    firstName: string,
  ) => {
    const api = bookingApi(app, await anonymousToken(app));
    const quote = (await api.search({ partner: 1 })).find((q) => !q.journey.private)!;
    const bookingID = await api.newBooking();
    expect((await api.addLeg(bookingID, quote.quoteID)).statusCode).toBe(200);
    await db.kysely
      .updateTable('bookings')
      .set({
        state: 'confirmed',
        paid_reference: paidReference(bookingID),
        confirmed_at: confirmedAt,
        first_name: firstName,
      })
      .where('booking_id', '=', bookingID)
      .execute();
    return db.kysely
      .selectFrom('bookings')
      .select(['reference', 'total_minor', 'currency'])
      .where('booking_id', '=', bookingID)
      .executeTakeFirstOrThrow();
  };

  it('GET /api/v1/operator/partners lists each partner with its flags and users; PATCH changes the flags but never both off (422)', async () => {
    const list = (await get(PARTNERS)).json().data;
    expect(list).toEqual(
      expect.arrayContaining([
        {
          partnerID: 1,
          name: 'Chalet Collective',
          allowsCard: true,
          allowsInvoice: true,
          users: ['agent@chalets.example'],
        },
        { partnerID: 2, name: 'Snow Agency', allowsCard: false, allowsInvoice: true, users: [] },
      ]),
    );
    const changed = await patch(1, { allowsCard: false });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ allowsCard: false, allowsInvoice: true });
    const none = await patch(1, { allowsInvoice: false });
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ error: 'unprocessable' });
    expect((await patch(3, { allowsCard: false, allowsInvoice: true })).json().data).toMatchObject({
      allowsCard: false,
      allowsInvoice: true,
    });
    expect((await patch(99999, { allowsCard: true })).statusCode).toBe(404);
    expect((await patch(2147483648, { allowsCard: true })).statusCode).toBe(400);
    const changes = await db.kysely.selectFrom('catalogue_changes').select(['subject', 'change']).execute();
    expect(changes).toEqual([
      { subject: 'partner', change: 'flags' },
      { subject: 'partner', change: 'flags' },
    ]);
  });

  it('POST /api/v1/operator/partners/{partnerID}/users creates a partner user who can then log in with the partner', async () => {
    const url = `${PARTNERS}/2/users`;
    const made = await app.inject({
      method: 'POST',
      url,
      headers: bearer(tokens.operator),
      payload: { email: 'Desk@Snow.example', password: 'snow-agency-pass-1' },
    });
    expect(made.statusCode).toBe(201);
    expect(made.json().data).toMatchObject({ email: 'desk@snow.example', partnerID: 2 });
    const token = await userToken(app, 'desk@snow.example', 'snow-agency-pass-1');
    expect(token).toBeTruthy();
    const [, payload] = token.split('.');
    expect(JSON.parse(Buffer.from(payload!, 'base64url').toString())).toMatchObject({ pid: 2 });
    const again = await app.inject({
      method: 'POST',
      url,
      headers: bearer(tokens.operator),
      payload: { email: 'desk@snow.example', password: 'snow-agency-pass-1' },
    });
    expect(again.statusCode).toBe(409);
    const unknown = await app.inject({
      method: 'POST',
      url: `${PARTNERS}/777/users`,
      headers: bearer(tokens.operator),
      payload: { email: 'x@snow.example', password: 'snow-agency-pass-1' },
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (await get(PARTNERS)).json().data.find((p: { partnerID: number }) => p.partnerID === 2).users,
    ).toEqual(['desk@snow.example']);
    const changes = await db.kysely
      .selectFrom('catalogue_changes')
      .select(['subject', 'subject_id', 'change', 'detail'])
      .execute();
    expect(changes).toEqual([
      {
        subject: 'partner',
        subject_id: 2,
        change: 'user_added',
        detail: JSON.stringify({ customerID: made.json().data.customerID }),
      },
    ]);
  });

  const accountOf = (email: string) =>
    db.kysely.selectFrom('customers').select('customer_id').where('email', '=', email).executeTakeFirst();

  it('a partner user is never left without its catalogue_changes line: when that line cannot be written, no account is made', async () => {
    // the audit table gone: the line's insert fails after the account's, in the same transaction
    await db.kysely.schema.dropTable('catalogue_changes').execute();
    const res = await app.inject({
      method: 'POST',
      url: `${PARTNERS}/2/users`,
      headers: bearer(tokens.operator),
      payload: { email: 'late@snow.example', password: 'snow-agency-pass-1' },
    });
    expect(res.statusCode).toBe(500);
    expect(await accountOf('late@snow.example')).toBeUndefined();
  });

  it('createPartnerUser (shared with npm run partner:create) rolls the account back when the work given to its transaction throws', async () => {
    const failing = createPartnerUser(
      partnerUserStores(db.kysely),
      { email: 'crash@snow.example', password: 'snow-agency-pass-1', partnerID: 2 },
      NOW.toISOString(),
      async (tx, { customerID }) => {
        // the account is there inside the transaction ...
        const inside = await tx
          .selectFrom('customers')
          .select('customer_id')
          .where('customer_id', '=', customerID)
          .executeTakeFirst();
        expect(inside).toEqual({ customer_id: customerID });
        throw new Error('crash after the account insert');
      },
    );
    await expect(failing).rejects.toThrow('crash after the account insert');
    // ... and gone after it
    expect(await accountOf('crash@snow.example')).toBeUndefined();
    const again = await createPartnerUser(
      partnerUserStores(db.kysely),
      { email: 'crash@snow.example', password: 'snow-agency-pass-1', partnerID: 2 },
      NOW.toISOString(),
    );
    expect(again).toMatchObject({ ok: true, email: 'crash@snow.example', partnerID: 2 });
    expect(
      await createPartnerUser(
        partnerUserStores(db.kysely),
        { email: 'crash@snow.example', password: 'snow-agency-pass-1', partnerID: 2 },
        NOW.toISOString(),
      ),
    ).toEqual({ ok: false, reason: 'email_taken' });
  });

  it("the month's invoice CSV lists only the partner's confirmed invoice bookings of that UTC month, with totals per currency", async () => {
    const invoiced = await settledBooking(
      (id) => `invoice:${id}`,
      '2026-12-05T09:00:00.000Z',
      '=HYPERLINK("x")',
    );
    await settledBooking(() => 'pi_card_1', '2026-12-06T09:00:00.000Z', 'Card');
    await settledBooking((id) => `invoice:${id}`, '2026-11-30T23:59:59.000Z', 'November');
    const res = await get(`${PARTNERS}/1/invoices/2026-12.csv`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toContain('INV-202612-000001.csv');
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines[0]).toBe('invoice,reference,date,traveller,route,amount,currency');
    expect(lines).toHaveLength(3);
    const amount = (invoiced.total_minor / 100).toFixed(2);
    // A traveller's name that a spreadsheet would run as a formula is written as text (').
    expect(lines[1]).toBe(
      `INV-202612-000001,${invoiced.reference},2026-12-19,"'=HYPERLINK(""x"") Muller",Geneva Airport - Chamonix-Mont-Blanc,${amount},${invoiced.currency}`,
    );
    expect(lines[2]).toBe(`INV-202612-000001,TOTAL,,,,${amount},${invoiced.currency}`);
    const november = (await get(`${PARTNERS}/1/invoices/2026-11.csv`)).body;
    expect(november).toContain('November');
    expect(november).not.toContain(invoiced.reference);
  });

  it('the invoice PDF is a PDF numbered per partner and month; a bad month is 400 and an unknown partner 404', async () => {
    const res = await get(`${PARTNERS}/2/invoices/2026-12.pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // The number is the document's title (the info dictionary is not compressed).
    expect(res.rawPayload.toString('latin1')).toContain('Invoice INV-202612-000002');
    for (const bad of ['2026-13.pdf', '2026-00.csv', '2026-1.csv', '2026-12.txt', '202612.pdf']) {
      const r = await get(`${PARTNERS}/1/invoices/${bad}`);
      expect(r.statusCode, bad).toBe(400);
      expect(r.json()).toMatchObject({ error: 'invalid_request', error_description: expect.any(String) });
    }
    for (const id of ['99999', '2147483647']) {
      const r = await get(`${PARTNERS}/${id}/invoices/2026-12.csv`);
      expect(r.statusCode).toBe(404);
      expect(r.json()).toMatchObject({ error: 'not_found' });
    }
    expect((await get(`${PARTNERS}/2147483648/invoices/2026-12.csv`)).statusCode).toBe(400);
  });
});
