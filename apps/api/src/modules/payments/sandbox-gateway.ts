import { createHash, randomBytes } from 'node:crypto';
import type { CardError, PaymentGateway } from './payment-gateway.ts';

const token = (bytes = 12) => randomBytes(bytes).toString('base64url').replace(/[-_]/g, 'x');

/** How the sandbox reads back its durable record of an intent (payments.repository's intentByID). */
export type SandboxLedger = (
  id: string,
) => Promise<{ status: string; amountMinor: number; chargedAt: string | null } | null>;

/**
 * The built-in sandbox gateway (docs/architecture.md §4): behaves like Stripe's test mode, offline. Ids look
 * like Stripe's ('cus_...', 'pi_...', 're_...'); the intent's state lives in the payment_intents table
 * (the payment service keeps it), so creation and refunds need no outside call. Its record of a
 * charge is payment_intents.charged_at, written with the move to 'processing' (ADR 009), so
 * retrieveIntent answers 'succeeded' for a charged intent and 'requires_payment_method' for one
 * left 'processing' uncharged; `ledger` reads it (without one, every intent is unknown).
 */
export function sandboxGateway(ledger?: SandboxLedger): PaymentGateway {
  return {
    provider: 'sandbox',
    async createCustomer() {
      return { id: `cus_${token()}` };
    },
    async createIntent() {
      const id = `pi_${token()}`;
      return { id, clientSecret: `${id}_secret_${token(18)}`, status: 'requires_payment_method' };
    },
    async updateIntentAmount() {
      // The amount is the stored row's: nothing to tell anyone.
    },
    async retrieveIntent(id) {
      const intent = ledger ? await ledger(id) : null;
      if (!intent) return null;
      if (intent.chargedAt !== null) return { status: 'succeeded', amountReceivedMinor: intent.amountMinor };
      const status = intent.status === 'processing' ? 'requires_payment_method' : intent.status;
      return { status, amountReceivedMinor: null };
    },
    // Like Stripe, one refund per idempotency key: a second call with the key (a refund retried,
    // or a stale claim taken over while the first call was still going) answers the same refund,
    // whose id the refunds table then holds once.
    async refund(_input, idempotencyKey) {
      const id = createHash('sha256').update(idempotencyKey).digest('base64url').replace(/[-_]/g, 'x');
      return { id: `re_${id.slice(0, 24)}` };
    },
  };
}

/** A card as the sandbox confirm call receives it (docs/architecture.md §4). */
export interface SandboxCard {
  number: string;
  exp_month: number;
  exp_year: number;
  cvc: string;
}

/** What confirming with a card does: succeed, ask for 3-D Secure, or decline with a card error. */
export type SandboxOutcome =
  { kind: 'succeeded' } | { kind: 'requires_action' } | { kind: 'declined'; error: CardError };

const declined = (code: string, message: string): SandboxOutcome => ({
  kind: 'declined',
  error: { type: 'card_error', code, message },
});

/** The 3-D Secure step failed (sandbox authenticate with outcome 'fail'). */
export const AUTHENTICATION_FAILED: CardError = {
  type: 'card_error',
  code: 'payment_intent_authentication_failure',
  message: 'We are unable to authenticate your payment method.',
};

/**
 * Stripe's test cards (docs/architecture.md §4; ADR 006 acceptance): 4242 4242 4242 4242 succeeds; 4000 0000
 * 0000 0002 is declined; 4000 0000 0000 9995 lacks funds; 4000 0027 6000 3184 needs 3-D Secure;
 * any other number is incorrect. A card whose expiry month is before `now`'s (UTC) has expired.
 */
export function sandboxCardOutcome(card: SandboxCard, now: Date): SandboxOutcome {
  const expiry = card.exp_year * 12 + (card.exp_month - 1);
  if (expiry < now.getUTCFullYear() * 12 + now.getUTCMonth())
    return declined('expired_card', 'Your card has expired.');
  switch (card.number.replace(/\s+/g, '')) {
    case '4242424242424242':
      return { kind: 'succeeded' };
    case '4000000000000002':
      return declined('card_declined', 'Your card was declined.');
    case '4000000000009995':
      return declined('insufficient_funds', 'Your card has insufficient funds.');
    case '4000002760003184':
      return { kind: 'requires_action' };
    default:
      return declined('incorrect_number', 'Your card number is incorrect.');
  }
}
