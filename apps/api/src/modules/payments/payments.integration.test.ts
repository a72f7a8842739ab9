import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { anonymousToken, buildTestApp } from '../../../test/helper.ts';
import { bookingApi, type ClientSecret } from '../bookings/bookings.test-kit.ts';

describe('paying a real booking through the whole app (spec part 2 §2.6, §2.7; docs/architecture.md §4)', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let token: string;

  beforeEach(async () => {
    ({ app, close } = await buildTestApp());
    token = await anonymousToken(app);
  });
  afterEach(() => close());

  it('a booked shared leg paid with 4242 is confirmed once, e-mailed once, and no longer payable', async () => {
    const api = bookingApi(app, token);
    const quote = (await api.search()).find((q) => !q.journey.private && q.status.statusID !== 1);
    expect(quote).toBeDefined();
    const bookingID = await api.newBooking('ann@example.com');
    const leg = await api.addLeg(bookingID, quote!.quoteID);
    expect(leg.statusCode).toBe(200);
    const { price } = (leg.json() as { data: { price: number } }).data;
    const amount = Math.round(price * 100);
    const currency = quote!.fare.currency.toLowerCase();

    const customerID = await api.paymentCustomer('ann@example.com');
    const secretFor = (a: number) => api.clientSecret({ customerID, bookingID, amount: a, currency });
    expect((await secretFor(amount + 100)).statusCode).toBe(409);
    const secret = await secretFor(amount);
    expect(secret.statusCode).toBe(200);
    const pi = secret.json() as ClientSecret;

    const confirm = () => api.confirmCard(pi);
    const answers = await Promise.all([confirm(), confirm()]);
    expect(answers.map((a) => (a.json() as { status: string }).status)).toEqual(['succeeded', 'succeeded']);

    const again = await secretFor(amount);
    expect(again.statusCode).toBe(409);
    expect((again.json() as { error_description: string }).error_description).toMatch(/confirmed/);

    const outbox = await app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    const mails = (outbox.json() as { data: { to: string; subject: string; text: string }[] }).data;
    const confirmations = mails.filter((m) => m.subject.includes('is confirmed'));
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]?.to).toBe('ann@example.com');
    expect(confirmations[0]?.text).toContain(
      `Total: ${currency === 'chf' ? 'CHF ' : '€'}${(amount / 100).toFixed(2)}`,
    );
  });
});
