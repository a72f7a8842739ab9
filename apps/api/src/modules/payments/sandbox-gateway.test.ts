import { describe, expect, it } from 'vitest';
import { sandboxCardOutcome, sandboxGateway } from './sandbox-gateway.ts';

const now = new Date('2026-11-21T12:00:00Z');
const card = (number: string, exp_month = 12, exp_year = 2030) => ({
  number,
  exp_month,
  exp_year,
  cvc: '123',
});

describe('sandbox test cards behave like Stripe test mode (docs/architecture.md §4)', () => {
  it.each([
    ['4242 4242 4242 4242', { kind: 'succeeded' }],
    ['4000 0027 6000 3184', { kind: 'requires_action' }],
    [
      '4000 0000 0000 0002',
      {
        kind: 'declined',
        error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      },
    ],
    [
      '4000 0000 0000 9995',
      {
        kind: 'declined',
        error: {
          type: 'card_error',
          code: 'insufficient_funds',
          message: 'Your card has insufficient funds.',
        },
      },
    ],
    [
      '4111 1111 1111 1111',
      {
        kind: 'declined',
        error: { type: 'card_error', code: 'incorrect_number', message: 'Your card number is incorrect.' },
      },
    ],
  ])('card %s -> %o', (number, outcome) => {
    expect(sandboxCardOutcome(card(number), now)).toEqual(outcome);
  });

  it('declines a card whose expiry month has passed, and accepts one expiring this month', () => {
    expect(sandboxCardOutcome(card('4242424242424242', 10, 2026), now)).toEqual({
      kind: 'declined',
      error: { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' },
    });
    expect(sandboxCardOutcome(card('4242424242424242', 11, 2026), now)).toEqual({ kind: 'succeeded' });
  });
});

describe('sandbox refunds are idempotent per key, as Stripe refunds are (docs/architecture.md §4; ADR 009)', () => {
  it('a refund asked twice with one key (a retry, a stale claim taken over) is the same refund; another key is another', async () => {
    const gateway = sandboxGateway();
    const input = { paymentIntentID: 'pi_1', amountMinor: 7800, reason: 'cancellation' };
    const [first, again] = await Promise.all([
      gateway.refund(input, 'cancel-7'),
      gateway.refund(input, 'cancel-7'),
    ]);
    expect(first.id).toMatch(/^re_[A-Za-z0-9]{24}$/);
    expect(again.id).toBe(first.id);
    expect((await gateway.refund(input, 'cancel-8')).id).not.toBe(first.id);
  });
});
