import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousToken, buildTestApp, devOutbox, testConfig } from '../../../test/helper.ts';
import { CONTACT_MESSAGES_PER_HOUR } from './contact.routes.ts';

type Built = Awaited<ReturnType<typeof buildTestApp>>;

const VALID = {
  name: 'Claire Martin',
  email: 'claire@example.fr',
  subject: 'Skis on the coach',
  message: 'Hello,\n\nCan I bring two pairs of skis on the shared coach?',
  bookingReference: 'k7q2mz9d',
  website: '',
};

/** Issue 10 §1: the contact form's API, on SQLite and PostgreSQL. */
describe('POST /api/v1/contact (ADR 015)', () => {
  let built: Built;
  let token: string;
  beforeEach(async () => {
    built = await buildTestApp();
    token = await anonymousToken(built.app);
  });
  afterEach(() => built.close());

  const send = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '203.0.113.7') =>
    built.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: payload as object,
      headers: { authorization: `Bearer ${token}`, ...headers },
      remoteAddress,
    });
  const outbox = () => devOutbox(built.app);

  it("queues the operator's copy with Reply-To the traveller and an acknowledgement, and answers 202", async () => {
    const res = await send(VALID);
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { sent: true } });
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    const toOperator = mails.find((m) => m.to === testConfig().operator.email);
    expect(toOperator).toMatchObject({ replyTo: 'claire@example.fr' });
    expect(toOperator?.subject).toContain('Skis on the coach');
    expect(toOperator?.text).toContain('Can I bring two pairs of skis on the shared coach?');
    expect(toOperator?.text).toContain('K7Q2MZ9D');
    const ack = mails.find((m) => m.to === 'claire@example.fr');
    expect(ack).toMatchObject({ replyTo: null, subject: 'We have received your message - Alpine Transfers' });
  });

  it('writes the acknowledgement in the language of Accept-Language (fr, es), English otherwise', async () => {
    await send(VALID, { 'accept-language': 'fr-CH,fr;q=0.9,en;q=0.8' });
    await send({ ...VALID, email: 'ana@example.es' }, { 'accept-language': 'es-ES,es;q=0.9' });
    await send({ ...VALID, email: 'hans@example.de' }, { 'accept-language': 'de-DE' });
    const mails = await outbox();
    expect(mails.find((m) => m.to === 'claire@example.fr')?.subject).toBe(
      'Nous avons bien reçu votre message - Alpine Transfers',
    );
    expect(mails.find((m) => m.to === 'ana@example.es')?.subject).toBe(
      'Hemos recibido su mensaje - Alpine Transfers',
    );
    expect(mails.find((m) => m.to === 'hans@example.de')?.subject).toBe(
      'We have received your message - Alpine Transfers',
    );
  });

  it('the acknowledgement repeats nothing the sender typed but the checked booking reference: no name, subject or message (no relay for spam)', async () => {
    const lure = {
      ...VALID,
      email: 'victim@example.com',
      name: 'Refund desk: visit http://evil.example',
      subject: 'Your card was charged twice',
      message: 'Claim your refund at http://evil.example/claim within 24 hours.',
    };
    expect((await send(lure)).statusCode).toBe(202);
    const mails = await outbox();
    const ack = mails.find((m) => m.to === 'victim@example.com');
    expect(ack).toBeDefined();
    for (const typed of ['evil.example', 'Refund desk', 'charged twice', 'Claim your refund'])
      expect(`${ack!.subject}\n${ack!.text}`).not.toContain(typed);
    expect(ack!.text).toContain('K7Q2MZ9D');
    // the operator's copy keeps all of it
    const toOperator = mails.find((m) => m.to === testConfig().operator.email);
    expect(toOperator?.text).toContain('Claim your refund at http://evil.example/claim');
  });

  it('a filled honeypot answers 202 and sends nothing', async () => {
    const res = await send({ ...VALID, website: 'https://spam.example' });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { sent: true } });
    expect(await outbox()).toEqual([]);
  });

  it('answers 400 { error, error_description } naming the field for a bad e-mail, short name or message, bad reference, unknown field; sends nothing', async () => {
    const bad: [object, string][] = [
      [{ ...VALID, email: 'not-an-email' }, 'email'],
      [{ ...VALID, name: ' C ' }, 'name'],
      [{ ...VALID, message: 'Hi' }, 'message'],
      [{ ...VALID, message: 'x'.repeat(5001) }, 'message'],
      [{ ...VALID, bookingReference: 'ABC' }, 'bookingReference'],
      [{ ...VALID, name: 'Cl\u0000aire' }, 'name'],
      [{ ...VALID, phone: '123' }, 'phone'],
    ];
    for (const [payload, field] of bad) {
      const res = await send(payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json()).toMatchObject({ error: 'invalid_request' });
      expect((res.json() as { error_description: string }).error_description, field).toContain(field);
    }
    expect(await outbox()).toEqual([]);
  });

  it('answers 401 without a token', async () => {
    const res = await built.app.inject({ method: 'POST', url: '/api/v1/contact', payload: VALID });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ error: 'invalid_token' });
  });

  it(`rate limits per connection address: the ${CONTACT_MESSAGES_PER_HOUR + 1}th message in an hour is 429, X-Forwarded-For ignored, another address accepted`, async () => {
    for (let i = 0; i < CONTACT_MESSAGES_PER_HOUR; i++) {
      expect((await send(VALID, { 'x-forwarded-for': `10.0.0.${i}` })).statusCode).toBe(202);
    }
    const refused = await send(VALID, { 'x-forwarded-for': '10.0.0.99' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: 'too_many_requests',
      error_description: expect.any(String),
    });
    expect((await send(VALID, {}, '198.51.100.9')).statusCode).toBe(202);
  });
});
