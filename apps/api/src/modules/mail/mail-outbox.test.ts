import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase, testConfig } from '../../../test/helper.ts';
import type { Db } from '../../db/database.ts';
import { CONFIRMATION_KIND, confirmationKey } from './booking-mails.ts';
import { mailRepository } from './mail.repository.ts';
import { MAIL_CLAIM_SECONDS, mailService, type MailMessage, type MailTransport } from './mail.service.ts';

/** A transport that records what it sends and fails the first `failures` sends. */
function fakeTransport(failures = 0): MailTransport & { sent: (MailMessage & { from: string })[] } {
  let left = failures;
  const sent: (MailMessage & { from: string })[] = [];
  return {
    sent,
    async sendMail(message) {
      await new Promise((resolve) => setTimeout(resolve, 5)); // widen any race
      if (left > 0) {
        left -= 1;
        throw new Error('421 try again later');
      }
      sent.push(message);
    },
  };
}

describe('the transactional mail outbox and its sender (ADR 009)', () => {
  let db: Db;
  let drop: () => Promise<void>;
  let clock: Date;
  const later = (seconds: number) => {
    clock = new Date(clock.getTime() + seconds * 1000);
  };
  beforeEach(async () => {
    ({ db, drop } = await freshDatabase());
    clock = new Date('2026-11-21T12:00:00Z');
  });
  afterEach(() => drop());

  const serviceWith = (transport: MailTransport, smtpUrl: string | null = 'smtp://mail.example.com') =>
    mailService({
      repository: mailRepository(db.kysely),
      smtpUrl,
      from: 'Alpine Transfers <bookings@example.com>',
      operator: testConfig().operator,
      now: () => clock,
      transport,
    });
  const message = { to: 'ann@example.com', subject: 'Hello', text: 'Hi', html: '<p>Hi</p>', dedupKey: 'k-1' };
  const states = () => mailRepository(db.kysely).statesByKeyPrefix('k-');

  it('a failed send stays in the outbox and the sender retries it after a back-off, sending it once', async () => {
    const transport = fakeTransport(1);
    const mail = serviceWith(transport);
    expect(await mail.send(message)).toBe('queued');
    expect(await states()).toEqual([
      { dedupKey: 'k-1', state: 'pending', attempts: 1, lastError: '421 try again later' },
    ]);
    expect(await mail.deliverDue()).toEqual({ delivered: 0, failed: 0 }); // not due yet
    later(5);
    expect(await mail.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    expect(transport.sent.map((m) => m.subject)).toEqual(['Hello']);
    expect(await states()).toEqual([
      expect.objectContaining({ state: 'sent', attempts: 2, lastError: null }),
    ]);

    later(600);
    expect(await mail.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    expect(await mail.send(message)).toBe('duplicate');
    expect(transport.sent).toHaveLength(1);
  });

  it('senders racing over one message (two jobs and an after-commit delivery) send it exactly once', async () => {
    const transport = fakeTransport();
    const mail = serviceWith(transport);
    const other = serviceWith(transport); // another process on the same database
    await db.kysely.transaction().execute((tx) => mail.recordIn(tx, message));
    await Promise.all([
      mail.deliverDue(),
      other.deliverDue(),
      mail.deliverKey('k-1'),
      other.deliverKey('k-1'),
    ]);
    expect(transport.sent).toHaveLength(1);
    expect(await states()).toEqual([expect.objectContaining({ state: 'sent', attempts: 1 })]);
  });

  it("a message whose sender died mid-send is sent by another sender once the dead one's claim lapses", async () => {
    const transport = fakeTransport();
    const mail = serviceWith(transport);
    await db.kysely.transaction().execute((tx) => mail.recordIn(tx, message));
    const id = (await mailRepository(db.kysely).idByKey('k-1'))!;
    await mailRepository(db.kysely).claim(id, clock, new Date(clock.getTime() + MAIL_CLAIM_SECONDS * 1000));
    expect(await mail.deliverDue()).toEqual({ delivered: 0, failed: 0 });
    later(MAIL_CLAIM_SECONDS + 1);
    expect(await mail.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    expect(transport.sent).toHaveLength(1);
  });

  it('a recorded confirmation is rendered at send time with its e-ticket, kept for /dev/mailbox without SMTP', async () => {
    const transport = fakeTransport();
    const mail = serviceWith(transport, null);
    const rendered: number[] = [];
    mail.useRenderer(CONFIRMATION_KIND, async (bookingID) => {
      rendered.push(bookingID);
      return {
        to: 'ann@example.com',
        subject: `Your transfer booking REF${bookingID} is confirmed`,
        text: 'Thank you',
        html: '<p>Thank you</p>',
        attachments: [{ filename: `e-ticket-REF${bookingID}.pdf`, content: Buffer.from('%PDF') }],
      };
    });
    const empty = { to: '', subject: '', text: '', html: '', dedupKey: confirmationKey(7) };
    await db.kysely.transaction().execute(async (tx) => {
      expect(await mail.recordIn(tx, empty, { kind: CONFIRMATION_KIND, bookingID: 7 })).toBe(true);
      expect(await mail.recordIn(tx, empty, { kind: CONFIRMATION_KIND, bookingID: 7 })).toBe(false);
    });
    expect(await mail.list()).toEqual([]); // pending: not in the mailbox yet
    expect(await mail.deliverDue()).toEqual({ delivered: 1, failed: 0 });
    expect(rendered).toEqual([7]);
    const [kept] = await mail.list();
    expect(kept).toMatchObject({
      to: 'ann@example.com',
      subject: 'Your transfer booking REF7 is confirmed',
      attachments: ['e-ticket-REF7.pdf'],
      sentAt: null,
    });
    expect(transport.sent[0]?.attachments?.[0]?.filename).toBe('e-ticket-REF7.pdf');
  });

  it('a message recorded in a transaction that rolls back does not exist', async () => {
    const mail = serviceWith(fakeTransport());
    await expect(
      db.kysely.transaction().execute(async (tx) => {
        await mail.recordIn(tx, message);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await states()).toEqual([]);
    expect(await mail.deliverDue()).toEqual({ delivered: 0, failed: 0 });
  });
});
