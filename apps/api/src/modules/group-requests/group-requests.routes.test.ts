import { describe, expect, it } from 'vitest';
import { devOutbox, testConfig } from '../../../test/helper.ts';
import { bearer, roleAppEachTest } from '../operator/operator.test-kit.ts';
import { GROUP_REQUEST_ATTEMPTS_PER_HOUR, GROUP_REQUESTS_PER_HOUR } from './group-requests.routes.ts';
import { groupRequestsRepository } from './group-requests.repository.ts';
import { groupRequestsService } from './group-requests.service.ts';

const NOW = new Date('2026-11-21T12:00:00Z');
const PATH = '/api/v1/group-requests';
const LIST = '/api/v1/operator/group-requests';

/** Geneva Airport (1) -> Chamonix (10), 60 passengers, a return, in French. */
const VALID = {
  origin: { locationID: 1 },
  destination: { locationID: 10 },
  outbound: { date: '2027-02-13', time: '10:30' },
  return: { date: '2027-02-20', time: '15:00' },
  pax: 60,
  contact: { name: 'Claire Martin', email: 'claire@example.fr', mobile: '+33612345678' },
  language: 'fr',
  message: 'Un séminaire de 60 personnes, avec skis.',
};

describe('group requests of 51-99 passengers (spec part 1 §5, §9)', () => {
  const env = roleAppEachTest(NOW);

  const send = (payload: unknown, token = env.tokens.anonymous, remoteAddress = '203.0.113.7') =>
    env.app.inject({
      method: 'POST',
      url: PATH,
      payload: payload as object,
      headers: bearer(token),
      remoteAddress,
    });
  const outbox = () => devOutbox(env.app);
  const stored = async () =>
    Number(
      (
        await env.db.kysely
          .selectFrom('group_requests')
          .select((e) => e.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it("answers 201 { groupRequestID, reference }, stores it, and queues the operator's copy and the traveller's acknowledgement in their language", async () => {
    const res = await send(VALID);
    expect(res.statusCode).toBe(201);
    const { data } = res.json() as { data: { groupRequestID: number; reference: string } };
    expect(data.groupRequestID).toBeGreaterThan(0);
    expect(data.reference).toMatch(/^GRP-[2-9A-HJ-NP-Z]{6}$/);
    const row = await env.db.kysely.selectFrom('group_requests').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      reference: data.reference,
      pax: 60,
      email: 'claire@example.fr',
      answered_at: null,
    });
    const mails = await outbox();
    expect(mails).toHaveLength(2);
    const toOperator = mails.find((m) => m.to === testConfig().operator.email);
    expect(toOperator).toMatchObject({ replyTo: 'claire@example.fr' });
    expect(toOperator?.subject).toContain(data.reference);
    expect(toOperator?.text).toContain('60');
    expect(toOperator?.text).toContain('Un séminaire de 60 personnes, avec skis.');
    expect(toOperator?.text).toContain('+33612345678');
    const ack = mails.find((m) => m.to === 'claire@example.fr');
    expect(ack?.subject).toBe(`Nous avons bien reçu votre demande de groupe ${data.reference}`);
    // the acknowledgement echoes nothing typed (no relay for spam): neither name nor message
    expect(ack?.text).not.toContain('séminaire');
    expect(ack?.text).not.toContain('Claire');
  });

  it('writes the acknowledgement in Spanish and English too', async () => {
    await send({ ...VALID, language: 'es', contact: { ...VALID.contact, email: 'ana@example.es' } });
    await send({ ...VALID, language: 'en', contact: { ...VALID.contact, email: 'tom@example.com' } });
    const mails = await outbox();
    expect(mails.find((m) => m.to === 'ana@example.es')?.subject).toMatch(
      /^Hemos recibido su solicitud de grupo GRP-/,
    );
    expect(mails.find((m) => m.to === 'tom@example.com')?.subject).toMatch(
      /^We have received your group request GRP-/,
    );
  });

  it('records the request and its e-mails in one transaction: when an outbox write fails, no request is stored', async () => {
    const transactions = new Set<unknown>();
    let recorded = 0;
    const service = groupRequestsService({
      repository: groupRequestsRepository(env.db.kysely),
      places: {
        get: async (locationID) => ({ locationID, name: `Place ${locationID}`, timeZone: 'Europe/Zurich' }),
        servesRoute: async () => true,
      },
      mail: {
        operator: testConfig().operator,
        deliverKey: async () => 'sent' as const,
        recordIn: async (tx) => {
          transactions.add(tx);
          // the operator's copy is recorded, the acknowledgement's write fails
          if (++recorded === 2) throw new Error('outbox write failed');
          return true;
        },
      },
      now: () => NOW,
    });
    await expect(service.create({ ...VALID, language: 'fr' })).rejects.toThrow('outbox write failed');
    expect(recorded).toBe(2);
    expect(transactions.size).toBe(1);
    expect(await stored()).toBe(0);
  });

  it('answers 400 naming the field for pax outside 51-99, a bad e-mail or mobile, a long message, an unknown field; stores and sends nothing', async () => {
    const bad: [object, string][] = [
      [{ ...VALID, pax: 50 }, 'pax'],
      [{ ...VALID, pax: 100 }, 'pax'],
      [{ ...VALID, pax: 60.5 }, 'pax'],
      [{ ...VALID, contact: { ...VALID.contact, email: 'nope' } }, 'email'],
      [{ ...VALID, contact: { ...VALID.contact, mobile: '0612' } }, 'mobile'],
      [{ ...VALID, contact: { ...VALID.contact, name: 'C' } }, 'name'],
      [{ ...VALID, message: 'x'.repeat(2001) }, 'message'],
      [{ ...VALID, language: 'de' }, 'language'],
      [{ ...VALID, outbound: { date: '2027-02-30', time: '10:30' } }, 'date'],
      [{ ...VALID, outbound: { date: '2027-02-13', time: '24:00' } }, 'time'],
      [{ ...VALID, price: 1 }, 'price'],
      [{ ...VALID, origin: { locationID: 0 } }, 'locationID'],
    ];
    for (const [i, [payload, field]] of bad.entries()) {
      const res = await send(payload, env.tokens.anonymous, `192.0.2.${i + 1}`);
      expect(res.statusCode, field).toBe(400);
      expect(res.json(), field).toMatchObject({ error: 'invalid_request' });
      expect((res.json() as { error_description: string }).error_description, field).toContain(field);
    }
    expect(await stored()).toBe(0);
    expect(await outbox()).toEqual([]);
  });

  it('answers 422 for an unknown place, the same ends, no route, a past or too distant date, a return before the outbound', async () => {
    const bad: [object, RegExp][] = [
      [{ ...VALID, destination: { locationID: 99999 } }, /not a known location/],
      [{ ...VALID, destination: { locationID: 1 } }, /must be different/],
      // Geneva Airport -> Zurich Airport: two hubs, no route
      [{ ...VALID, destination: { locationID: 93 } }, /no transfers between/],
      [{ ...VALID, outbound: { date: '2026-11-20', time: '10:30' } }, /in the past/],
      [{ ...VALID, outbound: { date: '2029-01-01', time: '10:30' } }, /too far ahead/],
      [{ ...VALID, return: { date: '2027-02-12', time: '10:00' } }, /cannot be before/],
    ];
    for (const [i, [payload, text]] of bad.entries()) {
      const res = await send(payload, env.tokens.anonymous, `192.0.2.${i + 1}`);
      expect(res.statusCode, String(text)).toBe(422);
      expect(res.json()).toMatchObject({
        error: 'unprocessable',
        error_description: expect.stringMatching(text),
      });
    }
    expect(await stored()).toBe(0);
  });

  it('answers 401 without a token; a customer and a partner may send one', async () => {
    expect((await env.app.inject({ method: 'POST', url: PATH, payload: VALID })).statusCode).toBe(401);
    expect((await send(VALID, env.tokens.customer)).statusCode).toBe(201);
    expect((await send(VALID, env.tokens.partner)).statusCode).toBe(201);
  });

  it(`rate limits per connection address: the ${GROUP_REQUESTS_PER_HOUR + 1}th request in an hour is 429, another address accepted`, async () => {
    for (let i = 0; i < GROUP_REQUESTS_PER_HOUR; i++) expect((await send(VALID)).statusCode).toBe(201);
    const refused = await send(VALID);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      error: 'too_many_requests',
      error_description: expect.any(String),
    });
    expect((await send(VALID, env.tokens.anonymous, '198.51.100.9')).statusCode).toBe(201);
  });

  it('counts only accepted requests against the hourly limit: refused forms (422) cost nothing', async () => {
    const refused = [
      { ...VALID, destination: { locationID: 99999 } },
      { ...VALID, destination: { locationID: 1 } },
      { ...VALID, outbound: { date: '2026-11-20', time: '10:30' } },
      { ...VALID, return: { date: '2027-02-12', time: '10:00' } },
    ];
    for (const payload of refused) expect((await send(payload)).statusCode).toBe(422);
    for (let i = 0; i < GROUP_REQUESTS_PER_HOUR; i++) expect((await send(VALID)).statusCode).toBe(201);
    expect((await send(VALID)).statusCode).toBe(429);
    expect(await stored()).toBe(GROUP_REQUESTS_PER_HOUR);
  });

  it(`bounds a flood of refused forms: past ${GROUP_REQUEST_ATTEMPTS_PER_HOUR} attempts in an hour from one address, 429`, async () => {
    const unknown = { ...VALID, destination: { locationID: 99999 } };
    for (let i = 0; i < GROUP_REQUEST_ATTEMPTS_PER_HOUR; i++)
      expect((await send(unknown)).statusCode).toBe(422);
    const refused = await send(VALID);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ error: 'too_many_requests' });
    expect(await stored()).toBe(0);
  });

  it('GET /api/v1/operator/group-requests is 403 for the anonymous client, customers and partners, 401 without a token', async () => {
    await send(VALID);
    for (const token of [env.tokens.anonymous, env.tokens.customer, env.tokens.partner]) {
      const res = await env.app.inject({ method: 'GET', url: LIST, headers: bearer(token) });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ error: 'forbidden' });
    }
    expect((await env.app.inject({ method: 'GET', url: LIST })).statusCode).toBe(401);
    const reply = await env.app.inject({
      method: 'POST',
      url: `${LIST}/1/reply`,
      headers: bearer(env.tokens.customer),
      payload: { text: 'Hello' },
    });
    expect(reply.statusCode).toBe(403);
  });

  it('lists the requests to the operator, newest first; a reply e-mails the traveller in their language, marks it answered with who and when, and keeps the history', async () => {
    const first = ((await send(VALID)).json() as { data: { groupRequestID: number; reference: string } })
      .data;
    await send({ ...VALID, pax: 99, return: undefined, language: 'en' });
    const list = await env.app.inject({ method: 'GET', url: LIST, headers: bearer(env.tokens.operator) });
    expect(list.statusCode).toBe(200);
    const requests = (list.json() as { data: { pax: number; answeredAt: string | null }[] }).data;
    expect(requests.map((r) => r.pax)).toEqual([99, 60]);
    expect(requests[1]).toMatchObject({
      reference: first.reference,
      origin: { locationID: 1, locationName: 'Geneva Airport' },
      destination: { locationID: 10 },
      outbound: { date: '2027-02-13', time: '10:30' },
      return: { date: '2027-02-20', time: '15:00' },
      contact: { name: 'Claire Martin', email: 'claire@example.fr', mobile: '+33612345678' },
      language: 'fr',
      answeredAt: null,
      answers: [],
    });

    const reply = (text: string) =>
      env.app.inject({
        method: 'POST',
        url: `${LIST}/${first.groupRequestID}/reply`,
        headers: bearer(env.tokens.operator),
        payload: { text },
      });
    const answered = await reply('Bonjour,\n\nNous pouvons vous proposer deux autocars de 50 et 10 places.');
    expect(answered.statusCode).toBe(200);
    await reply('Le devis suit.');
    const after = (
      (await env.app.inject({ method: 'GET', url: LIST, headers: bearer(env.tokens.operator) })).json() as {
        data: { reference: string; answeredAt: string; answers: { text: string; operatorEmail: string }[] }[];
      }
    ).data.find((r) => r.reference === first.reference);
    expect(after?.answeredAt).toBe(NOW.toISOString());
    expect(after?.answers.map((a) => [a.operatorEmail, a.text])).toEqual([
      ['desk@alpine.example', 'Bonjour,\n\nNous pouvons vous proposer deux autocars de 50 et 10 places.'],
      ['desk@alpine.example', 'Le devis suit.'],
    ]);
    const mails = (await outbox()).filter((m) => m.subject === `Votre demande de groupe ${first.reference}`);
    expect(mails).toHaveLength(2);
    expect(mails[0]).toMatchObject({ to: 'claire@example.fr', replyTo: testConfig().operator.email });
    expect(mails.map((m) => m.text).join('\n')).toContain('deux autocars de 50 et 10 places');

    const unknown = await env.app.inject({
      method: 'POST',
      url: `${LIST}/999999/reply`,
      headers: bearer(env.tokens.operator),
      payload: { text: 'Hello' },
    });
    expect(unknown.statusCode).toBe(404);
    const empty = await env.app.inject({
      method: 'POST',
      url: `${LIST}/${first.groupRequestID}/reply`,
      headers: bearer(env.tokens.operator),
      payload: { text: ' ' },
    });
    expect(empty.statusCode).toBe(400);
  });
});
