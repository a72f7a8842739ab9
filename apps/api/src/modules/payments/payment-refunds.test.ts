import { afterEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../../test/helper.ts';
import type { PaymentGateway } from './payment-gateway.ts';
import { paymentRefunds } from './payment-refunds.ts';
import { paymentsRepository } from './payments.repository.ts';

let drop: (() => Promise<void>) | null = null;
afterEach(async () => {
  await drop?.();
  drop = null;
});

/** A Stripe-like gateway that records refund calls and answers one id per idempotency key. */
function recordingGateway(provider: 'sandbox' | 'stripe') {
  const calls: { amountMinor: number; key: string }[] = [];
  const gateway: PaymentGateway = {
    provider,
    createCustomer: async () => ({ id: 'cus_1' }),
    createIntent: async () => ({ id: 'pi_1', clientSecret: 's', status: 'requires_payment_method' }),
    updateIntentAmount: async () => undefined,
    retrieveIntent: async () => null,
    refund: async (input, key) => {
      calls.push({ amountMinor: input.amountMinor, key });
      return { id: `re_${key}` };
    },
  };
  return { gateway, calls };
}

async function setup(provider: 'sandbox' | 'stripe', intentProvider: 'sandbox' | 'stripe' = provider) {
  const fresh = await freshDatabase();
  drop = fresh.drop;
  const repository = paymentsRepository(fresh.db.kysely);
  const at = new Date('2026-11-21T12:00:00Z');
  await repository.insertIntent(
    {
      id: 'pi_stripe_1',
      clientSecret: 'pi_stripe_1_secret',
      bookingID: 7,
      customerID: 'cus_1',
      amountMinor: 10_000,
      currency: 'chf',
      status: 'succeeded',
      provider: intentProvider,
    },
    at,
  );
  const { gateway, calls } = recordingGateway(provider);
  return { refunds: paymentRefunds({ repository, gateway, now: () => at }), repository, calls };
}

describe('refunds of cancelled bookings through the gateway (spec part 2 §2.8; docs/architecture.md §4)', () => {
  it('refunds a Stripe payment once with the idempotency key cancel-<bookingID>, recorded', async () => {
    const { refunds, repository, calls } = await setup('stripe');
    const input = { bookingID: 7, paidReference: 'pi_stripe_1', amountMinor: 5_000 };
    expect(await refunds.refundCancellation(input)).toEqual({ refundID: 're_cancel-7' });
    expect(await refunds.refundCancellation(input)).toEqual({ refundID: 're_cancel-7' });
    expect(calls).toEqual([{ amountMinor: 5_000, key: 'cancel-7' }]);
    expect(await repository.refundsOf('pi_stripe_1')).toEqual([
      { refundID: 're_cancel-7', amountMinor: 5_000, reason: 'cancellation' },
    ]);
  });

  it('an invoice has no card payment to refund', async () => {
    const { refunds, calls } = await setup('sandbox');
    const out = await refunds.refundCancellation({
      bookingID: 7,
      paidReference: 'invoice:7',
      amountMinor: 100,
    });
    expect(out).toEqual({ refundID: null });
    expect(calls).toEqual([]);
  });

  it('refuses to refund a payment another gateway took', async () => {
    const { refunds, calls } = await setup('stripe', 'sandbox');
    await expect(
      refunds.refundCancellation({ bookingID: 7, paidReference: 'pi_stripe_1', amountMinor: 100 }),
    ).rejects.toThrow(/taken by sandbox/);
    expect(calls).toEqual([]);
  });
});
