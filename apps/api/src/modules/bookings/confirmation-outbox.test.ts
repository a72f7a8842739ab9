import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { anonymousToken, buildTestApp, testConfig } from '../../../test/helper.ts';
import type { Db } from '../../db/database.ts';
import { bookingMailOutbox } from '../mail/booking-mail-outbox.ts';
import { MAIL_OUTBOX_JOB } from '../mail/mail.module.ts';
import { mailRepository } from '../mail/mail.repository.ts';
import { mailService } from '../mail/mail.service.ts';
import type { BookingMailOutbox } from './ports.ts';
import { bookingApi, bookingsOn, clientPrincipal } from './bookings.test-kit.ts';

const NOW = new Date('2026-11-21T12:00:00Z');

describe('the confirmation e-mail is written in the confirming transaction (ADR 009 transactional outbox)', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let token: string;
  let outbox: BookingMailOutbox;

  beforeEach(async () => {
    ({ app, db, close } = await buildTestApp({ now: NOW }));
    token = await anonymousToken(app);
    const mail = mailService({
      repository: mailRepository(db.kysely),
      smtpUrl: null,
      from: 'Alpine Transfers <bookings@localhost>',
      operator: testConfig().operator,
      now: () => new Date(),
    });
    outbox = bookingMailOutbox(mail);
  });
  afterEach(() => close());

  async function payableBooking(): Promise<{ bookingID: number; totalMinor: number }> {
    const api = bookingApi(app, token);
    const quote = (await api.search()).find((q) => q.journey.product === 'shared_door')!;
    const bookingID = await api.newBooking();
    expect((await api.addLeg(bookingID, quote.quoteID)).statusCode).toBe(200);
    const payable = await bookingsOn(db, () => NOW).forPayments.getPayable(bookingID, clientPrincipal(token));
    return { bookingID, totalMinor: payable.totalMinor };
  }
  const confirmationRows = async (bookingID: number) =>
    (await mailRepository(db.kysely).statesByKeyPrefix('booking-confirmation:')).filter(
      (m) => m.dedupKey === `booking-confirmation:${bookingID}`,
    );
  const stateOf = async (bookingID: number) =>
    (
      await db.kysely
        .selectFrom('bookings')
        .select('state')
        .where('booking_id', '=', bookingID)
        .executeTakeFirstOrThrow()
    ).state;

  it('a confirmation rolled back after recording its e-mail leaves no e-mail and the booking payable', async () => {
    const { bookingID, totalMinor } = await payableBooking();
    const failing: BookingMailOutbox = {
      ...outbox,
      async recordConfirmation(tx, id) {
        await outbox.recordConfirmation(tx, id);
        throw new Error('the disk is full');
      },
    };
    const payment = { provider: 'sandbox' as const, reference: 'pi_rolledback', amountMinor: totalMinor };
    await expect(
      bookingsOn(db, () => NOW, undefined, failing).forPayments.confirmPaid(bookingID, payment),
    ).rejects.toThrow('the disk is full');
    expect(await stateOf(bookingID)).toBe('pending_payment');
    expect(await confirmationRows(bookingID)).toEqual([]);

    const confirmed = bookingsOn(db, () => NOW, undefined, outbox).forPayments;
    expect(await confirmed.confirmPaid(bookingID, payment)).toBe('confirmed');
    expect(await stateOf(bookingID)).toBe('confirmed');
    expect(await confirmationRows(bookingID)).toEqual([expect.objectContaining({ state: 'pending' })]);
  });

  it('a booking confirmed by a process that died before e-mailing gets its one confirmation from the outbox job', async () => {
    const { bookingID, totalMinor } = await payableBooking();
    const payment = { provider: 'sandbox' as const, reference: 'pi_crashed', amountMinor: totalMinor };
    // Confirmed with the e-mail recorded, and no after-commit delivery (the process died there).
    const dying = bookingsOn(db, () => NOW, undefined, outbox).forPayments;
    expect(await dying.confirmPaid(bookingID, payment)).toBe('confirmed');
    expect(await dying.confirmPaid(bookingID, payment)).toBe('already_confirmed');

    await app.jobs.runNow(MAIL_OUTBOX_JOB);
    await app.jobs.runNow(MAIL_OUTBOX_JOB);
    expect(await confirmationRows(bookingID)).toEqual([
      expect.objectContaining({ state: 'kept', attempts: 1 }),
    ]);
    const reference = (
      await db.kysely
        .selectFrom('bookings')
        .select('reference')
        .where('booking_id', '=', bookingID)
        .executeTakeFirstOrThrow()
    ).reference;
    const mails = (await mailRepository(db.kysely).list(100)).filter((m) => m.subject.includes(reference));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toBe(`Your transfer booking ${reference} is confirmed`);
    expect(mails[0]?.attachments).toEqual([`e-ticket-${reference}.pdf`, `${reference}-leg-1.ics`]);
  });
});
