import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { afterEach, describe, expect, it } from 'vitest';
import { freshDatabase, testConfig } from '../../../test/helper.ts';
import { loadConfig, type AppConfig } from '../../config.ts';
import { installErrorHandlers } from '../../http/error-handler.ts';
import { bookingConfirmationMessage } from './booking-mails.ts';
import type { BookingConfirmationDetails } from './confirmation-details.ts';
import { mailboxOpen, registerMail } from './mail.module.ts';
import { mailRepository } from './mail.repository.ts';
import type { MailService } from './mail.service.ts';
import { renderBookingConfirmation } from './templates/booking-confirmation.ts';

const details: BookingConfirmationDetails = {
  reference: 'K7PX4M2Q',
  email: 'ann@example.com',
  firstName: 'Ann',
  lastName: 'Smith <3',
  currency: 'CHF',
  totalMinor: 26_150,
  legs: [
    {
      originName: 'Geneva Airport',
      destinationName: 'Chamonix',
      date: '2026-01-05',
      time: '10:30',
      durationMinutes: 75,
      pax: 2,
      product: 'shared_door',
      flight: 'EZY1234',
      priceMinor: 13_000,
      originAddress: 'Geneva Airport, Arrivals hall, 1215 Geneve',
      destinationAddress: 'Chalet Les Pins, 12 Route du Bouchet, 74400 Chamonix',
    },
    {
      originName: 'Chamonix',
      destinationName: 'Geneva Airport',
      date: '2026-01-12',
      time: '08:00',
      durationMinutes: 75,
      pax: 2,
      product: 'shared_door',
      flight: '',
      priceMinor: 13_150,
      originAddress: 'Chalet Les Pins, 12 Route du Bouchet, 74400 Chamonix',
      destinationAddress: 'Geneva Airport, Departures, 1215 Geneve',
    },
  ],
};

let opened: { app: FastifyInstance; drop: () => Promise<void> } | null = null;
afterEach(async () => {
  if (!opened) return;
  await opened.app.close();
  await opened.drop();
  opened = null;
});

async function mailApp(
  config: Partial<AppConfig> = {},
): Promise<{ app: FastifyInstance; mail: MailService }> {
  const fresh = await freshDatabase();
  const app = Fastify({ logger: false });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandlers(app);
  const mail = await registerMail(app, {
    config: testConfig(config),
    repository: mailRepository(fresh.db.kysely),
  });
  await app.ready();
  opened = { app, drop: fresh.drop };
  return { app, mail };
}

describe('mail service (docs/architecture.md §10, the README (Configuration); spec part 2 §2.7)', () => {
  it('keeps one e-mail per dedup key, even when sent twice at once', async () => {
    const { mail } = await mailApp();
    const message = {
      to: 'ann@example.com',
      subject: 'Hello',
      text: 'Hi',
      html: '<p>Hi</p>',
      dedupKey: 'k-1',
    };
    const outcomes = await Promise.all([mail.send(message), mail.send(message)]);
    // One records it; the other finds the key and delivers that message if it is still pending,
    // so the recorder may find it already delivered ('queued': in another sender's hands). Either
    // way one message is kept.
    expect(outcomes.sort()).toEqual(['duplicate', expect.stringMatching(/^(kept|queued)$/)]);
    expect(await mail.list()).toHaveLength(1);
    expect(await mail.send(message)).toBe('duplicate');
    expect(await mail.send({ ...message, dedupKey: undefined })).toBe('kept');
    expect(await mail.list()).toHaveLength(2);
  });

  it("sends the booking confirmation once per booking, with the details, 'CHF ' total and a text part", async () => {
    const { mail } = await mailApp();
    const message = await bookingConfirmationMessage(
      7,
      details,
      new Date('2026-01-01T00:00:00Z'),
      testConfig().operator,
    );
    expect(message.attachments?.map((a) => a.filename)).toEqual([
      'e-ticket-K7PX4M2Q.pdf',
      'K7PX4M2Q-leg-1.ics',
      'K7PX4M2Q-leg-2.ics',
    ]);
    expect(await mail.send(message)).toBe('kept');
    expect(await mail.send(message)).toBe('duplicate');
    expect(await mail.list()).toHaveLength(1);
    const [kept] = await mail.list();
    expect(kept?.to).toBe('ann@example.com');
    expect(kept?.subject).toBe('Your transfer booking K7PX4M2Q is confirmed');
    for (const part of [
      'Reservation Number: K7PX4M2Q',
      'Geneva Airport - Chamonix (Return)',
      'Mon 05 Jan 26, 10:30 - 11:45',
      'Shared door to door transfers, 2 passengers',
      'Flight: EZY1234',
      'Pick-up: Geneva Airport, Arrivals hall',
      'Drop-off: Chalet Les Pins',
      'RETURN JOURNEY\nMon 12 Jan 26, 08:00 - 09:15',
      'Total: CHF 261.50',
    ]) {
      expect(kept?.text).toContain(part);
    }
    expect(kept?.html).toContain('<strong>K7PX4M2Q</strong>');
    expect(kept?.html).toContain('Smith &lt;3');
    expect(kept?.html).not.toContain('Smith <3');
  });

  it('writes a euro total with the euro sign (spec part 2 §9)', () => {
    expect(renderBookingConfirmation({ ...details, currency: 'EUR' }).text).toContain('Total: €261.50');
  });
});

describe('development mailbox (docs/architecture.md §4)', () => {
  it('GET /dev/mailbox lists the outbox newest first and GET /api/v1/dev/outbox answers it as JSON', async () => {
    const { app, mail } = await mailApp();
    await mail.send({ to: 'a@example.com', subject: 'First', text: 'one', html: '<p>one</p>' });
    await mail.send({
      to: 'b@example.com',
      subject: 'Second <b>',
      text: 'two',
      html: '<p>two</p>',
      attachments: [{ filename: 'e-ticket.pdf', content: Buffer.from('%PDF') }],
    });
    const page = await app.inject({ method: 'GET', url: '/dev/mailbox' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body.indexOf('Second &lt;b&gt;')).toBeGreaterThan(-1);
    expect(page.body.indexOf('Second &lt;b&gt;')).toBeLessThan(page.body.indexOf('First'));
    expect(page.body).toContain('To b@example.com');

    const outbox = await app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
    const { data } = outbox.json() as {
      data: { id: string; subject: string; attachments: string[]; createdAt: string }[];
    };
    expect(data.map((m) => m.subject)).toEqual(['Second <b>', 'First']);
    expect(data[0]?.attachments).toEqual(['e-ticket.pdf']);

    const one = await app.inject({ method: 'GET', url: `/dev/mailbox/${data[1]?.id}` });
    expect(one.body).toBe('<p>one</p>');
    expect((await app.inject({ method: 'GET', url: '/dev/mailbox/nope' })).statusCode).toBe(404);
  });

  it('is absent in production and when SMTP_URL is set', async () => {
    for (const config of [{ env: 'production' as const }, { smtpUrl: 'smtp://localhost:2525' }]) {
      const { app } = await mailApp(config);
      expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
      expect((await app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).statusCode).toBe(404);
      await opened?.app.close();
      await opened?.drop();
      opened = null;
    }
  });

  it('is absent whenever the server listens beyond loopback, so nobody else reads reset links (docs/architecture.md §4)', async () => {
    for (const host of ['0.0.0.0', '::', '192.168.1.20', 'example.org']) {
      const { app, mail } = await mailApp({ host });
      await mail.send({ to: 'v@example.com', subject: 'Reset', text: 'secret link', html: '<p>x</p>' });
      expect((await app.inject({ method: 'GET', url: '/dev/mailbox' })).statusCode).toBe(404);
      const outbox = await app.inject({ method: 'GET', url: '/api/v1/dev/outbox' });
      expect(outbox.statusCode).toBe(404);
      expect(outbox.body).not.toContain('secret link');
      await opened?.app.close();
      await opened?.drop();
      opened = null;
    }
    for (const host of ['127.0.0.1', 'localhost', '::1']) {
      const { app } = await mailApp({ host });
      expect((await app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).statusCode).toBe(200);
      await opened?.app.close();
      await opened?.drop();
      opened = null;
    }
  });

  it('laptop mode listens on 127.0.0.1 unless HOST is set (docs/architecture.md §4)', () => {
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).host).toBe('127.0.0.1');
    expect(loadConfig({ JWT_SECRET: 'x'.repeat(40), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
    expect(mailboxOpen({ env: 'development', smtpUrl: null, host: '127.0.0.1' })).toBe(true);
    expect(mailboxOpen({ env: 'development', smtpUrl: null, host: '0.0.0.0' })).toBe(false);
  });
});
