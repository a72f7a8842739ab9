/**
 * The card gateway behind the payment service (docs/architecture.md §4; spec part 2 §2.6): the built-in
 * sandbox (Stripe's test mode, offline) or Stripe. Amounts are integer minor units; currency lower-case
 * ISO ('chf' | 'eur') as Stripe writes it. Every call that creates or refunds takes an
 * idempotency key, so a retried request never charges or refunds twice.
 */
export interface PaymentGateway {
  readonly provider: 'sandbox' | 'stripe';
  /** Creates a payment customer -> its id ('cus_...'). */
  createCustomer(
    input: { email: string; name: string; phone: string },
    idempotencyKey: string,
  ): Promise<{ id: string }>;
  /** Creates a payment intent for a booking (metadata booking_id) -> id 'pi_...' and client secret. */
  createIntent(
    input: { bookingID: number; customerID: string; amountMinor: number; currency: 'chf' | 'eur' },
    idempotencyKey: string,
  ): Promise<{ id: string; clientSecret: string; status: string }>;
  /** Changes the amount of an unpaid intent (the booking's total changed before payment). */
  updateIntentAmount(id: string, amountMinor: number, idempotencyKey: string): Promise<void>;
  /**
   * What the gateway knows of an intent (ADR 009: recovery of an intent left 'processing'):
   * Stripe's status ('succeeded', 'processing', 'requires_payment_method', 'canceled', ...) and the
   * amount received in minor units (null when nothing was received). Null for an unknown intent.
   */
  retrieveIntent(id: string): Promise<{ status: string; amountReceivedMinor: number | null } | null>;
  /** Refunds an intent's payment in full -> the refund id ('re_...'). */
  refund(
    input: { paymentIntentID: string; amountMinor: number; reason: string },
    idempotencyKey: string,
  ): Promise<{ id: string }>;
}

/** A card error as Stripe reports it and the payment page shows it (spec part 2 §8). */
export interface CardError {
  type: 'card_error' | 'validation_error';
  code: string;
  message: string;
}

/** Why a payment taken for a booking whose seats were sold in the meantime was refunded. */
export const SEATS_GONE_MESSAGE =
  'Your payment was refunded because the seats were sold before it completed.';
