import { describe, expect, it } from 'vitest';
import { testConfig } from '../../../../test/helper.ts';
import { renderAccountExistsMail } from './account-exists.ts';
import { renderCancellation } from './cancellation.ts';
import { renderClaimBookingsMail } from './claim-bookings.ts';
import { renderVerificationMail } from './email-verification.ts';
import { renderPasswordResetMail } from './password-reset.ts';
import { renderReviewExpired } from './review-expired.ts';

const operator = testConfig().operator;
const link = { firstName: 'Zoë', link: 'http://localhost:3000/x?token=t' };
const cancelled = {
  bookingID: 3,
  reference: 'K7PX4M2Q',
  firstName: 'Ann',
  lastName: 'Smith',
  email: 'ann@example.com',
  currency: 'EUR' as const,
  totalMinor: 10_000,
  refundMinor: 5_000,
  percent: 50,
};
const expired = {
  bookingID: 3,
  reference: 'K7PX4M2Q',
  firstName: 'Ann',
  lastName: 'Smith',
  email: 'ann@example.com',
};
const accountText = (paragraphs: string[], footer: string) =>
  ['Hello Zoë,', '', ...paragraphs, '', link.link, '', footer, '', 'Alpine Transfers'].join('\n');

describe('the e-mails keep their subjects and sentences (docs/architecture.md §8: behaviour unchanged)', () => {
  it('the four account e-mails: subject, greeting, paragraphs, link, footer, signature', () => {
    expect(renderVerificationMail(link, operator)).toMatchObject({
      subject: 'Confirm your e-mail address - Alpine Transfers',
      text: accountText(
        [
          'Please confirm that this e-mail address belongs to you by opening the link below.',
          'Once it is confirmed, the bookings you made as a guest with this address appear in your account.',
        ],
        'The link works once and expires in 24 hours. If you did not create an account, ignore this e-mail.',
      ),
    });
    expect(renderPasswordResetMail(link, operator)).toMatchObject({
      subject: 'Reset your password - Alpine Transfers',
      text: accountText(
        [
          'We received a request to reset the password of your Alpine Transfers account.',
          'Open the link below to choose a new password.',
        ],
        'The link works once and expires in 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.',
      ),
    });
    expect(renderAccountExistsMail(link, operator)).toMatchObject({
      subject: 'You already have an account - Alpine Transfers',
      text: accountText(
        [
          'Someone, probably you, tried to create an Alpine Transfers account with this e-mail address, which already has one.',
          'If it was you, log in with your password, or choose a new one with the link below.',
        ],
        'If it was not you, ignore this e-mail: nothing has changed in your account.',
      ),
    });
    expect(renderClaimBookingsMail(link, operator)).toMatchObject({
      subject: 'Add your bookings to your account - Alpine Transfers',
      text: accountText(
        [
          'You asked to see in your account the bookings made with this e-mail address.',
          'Open the link below to add them. Bookings made after this e-mail was sent need a new link.',
        ],
        'The link works once and expires in 24 hours. If you did not ask for it, ignore this e-mail.',
      ),
    });
    expect(renderVerificationMail(link, operator).html).toContain(`<a href="${link.link}"`);
  });

  it('the cancellation and the expired-review e-mails, with the operator phone', () => {
    expect(renderCancellation(cancelled, operator)).toMatchObject({
      subject: 'Your transfer booking K7PX4M2Q is cancelled',
      text: [
        'Dear Ann Smith,',
        '',
        'Your booking K7PX4M2Q has been cancelled and its seats released.',
        '',
        'We refund €50.00 (50% of €100.00) to the card you paid with; it usually arrives within 5 to 10 working days.',
        '',
        'Questions? Call us on +41 22 555 01 00.',
      ].join('\n'),
    });
    expect(renderCancellation({ ...cancelled, refundMinor: 0 }, operator).text).toContain(
      'Under the cancellation policy no refund is due for this cancellation (total €100.00).',
    );
    expect(renderReviewExpired(expired, operator)).toMatchObject({
      subject: 'Your transfer request K7PX4M2Q has expired',
      text: [
        'Dear Ann Smith,',
        '',
        'We could not confirm your request K7PX4M2Q in time, so it has expired and the seats we were holding are released.',
        'You have not been charged.',
        'To travel, please search again, or call us on +41 22 555 01 00.',
      ].join('\n'),
    });
  });
});

describe('the operator of the configuration signs the e-mails (docs/architecture.md §8)', () => {
  const other = { name: 'Lake Shuttles', phone: '+33 4 50 00 00 00', email: 'hello@lake.example' };

  it('names OPERATOR_NAME in subjects and signatures and OPERATOR_PHONE where travellers are told to call', () => {
    const reset = renderPasswordResetMail(link, other);
    expect(reset.subject).toBe('Reset your password - Lake Shuttles');
    expect(reset.text).toContain('the password of your Lake Shuttles account.');
    expect(reset.text.endsWith('\n\nLake Shuttles')).toBe(true);
    expect(renderCancellation(cancelled, other).text).toContain('Questions? Call us on +33 4 50 00 00 00.');
    expect(renderReviewExpired(expired, other).html).toContain('call us on +33 4 50 00 00 00.');
    expect(renderAccountExistsMail(link, other).html).not.toContain('Alpine Transfers');
  });
});
