import { BOOKING_MESSAGES } from '@alpine/domain';
import type { PaymentIntentResult } from '@alpine/contract';

/**
 * The end of a card confirmation: paid, or the message to show (spec part 2 §8), with the
 * provider's error code when it gave one ('card_declined', 'expired_card'...).
 */
export type CardOutcome = { ok: true } | { ok: false; message: string; code?: string };

/** What the card form gives the payment step: a check of the typed card, and the confirmation. */
export interface CardConfirmer {
  /** True when the card entry is complete enough to try (shows its own field errors). */
  check: () => boolean;
  confirm: (secret: { client_secret: string; payment_intent_id: string }) => Promise<CardOutcome>;
}

/**
 * A provider error (spec part 2 §8): card and validation errors show the provider's message; any
 * other error 'An unexpected error occured.'.
 */
export function errorOutcome(
  error: { type?: string; code?: string; message?: string } | null | undefined,
): CardOutcome {
  if (error && (error.type === 'card_error' || error.type === 'validation_error') && error.message) {
    return error.code
      ? { ok: false, message: error.message, code: error.code }
      : { ok: false, message: error.message };
  }
  return { ok: false, message: BOOKING_MESSAGES.unexpected };
}

/** A payment intent as answered: succeeded, needs authentication, or failed with its error. */
export function intentOutcome(intent: PaymentIntentResult): CardOutcome | 'requires_action' {
  if (intent.status === 'succeeded') return { ok: true };
  if (intent.status === 'requires_action') return 'requires_action';
  return errorOutcome(intent.error);
}
