import type { PaymentIntentResultSchema } from '@alpine/contract';
import type { z } from 'zod';
import { conflict, forbidden, notFound } from '../../http/api-error.ts';
import { isStranded, type PaymentRecovery } from './payment-recovery.ts';
import type { PaymentSettlement } from './payment-settlement.ts';
import type { PaymentsRepository, StoredIntent } from './payments.repository.ts';
import { AUTHENTICATION_FAILED, sandboxCardOutcome, type SandboxCard } from './sandbox-gateway.ts';

type PaymentIntentResult = z.infer<typeof PaymentIntentResultSchema>;

const CONFIRMABLE = ['requires_payment_method', 'requires_action'];
const POLL_MS = 20;
const POLL_LIMIT = 500;

/** The intent as the sandbox answers it: its error only while it is not paid. */
function resultOf(intent: StoredIntent): PaymentIntentResult {
  const status = (
    intent.status === 'processing' ? 'requires_payment_method' : intent.status
  ) as PaymentIntentResult['status'];
  return { id: intent.id, status, error: status === 'succeeded' ? null : intent.lastError };
}

/** The answer while an intent is still being settled (409; try again: recovery settles a stranded one). */
export const STILL_PROCESSING = 'This payment is still being processed: try again in a moment.';

/**
 * The sandbox card confirmation of docs/architecture.md §4 (Stripe test mode, offline). Card outcomes come
 * from sandboxCardOutcome. Exactly one of several concurrent confirmations of an intent charges the
 * card and moves it to 'processing' in one UPDATE (charged_at: the sandbox's durable record,
 * ADR 009) and settles it; the others wait for its outcome and answer it. A succeeded intent answers
 * succeeded again without a second confirmation; a declined one stays payable
 * (requires_payment_method with the card error). The wait is bounded (about 10 s, then 409
 * STILL_PROCESSING) and never hangs on a dead process: an intent stranded 'processing' is recovered
 * on the spot (`recovery`). `settleDelayMs` (test hook, SANDBOX_SETTLE_DELAY_MS) waits between the
 * charge and the settlement, so a crash test can kill the server there.
 * Errors: 404 unknown intent, 403 wrong client_secret, 409 still processing.
 */
export function sandboxPayments(deps: {
  repository: PaymentsRepository;
  settlement: PaymentSettlement;
  now: () => Date;
  recovery?: Pick<PaymentRecovery, 'recoverOne'>;
  settleDelayMs?: number;
  log?: { error: (obj: object, msg: string) => void };
}) {
  const { repository, settlement, now } = deps;

  async function load(id: string, clientSecret: string): Promise<StoredIntent> {
    const intent = await repository.intentByID(id);
    if (!intent || intent.provider !== 'sandbox') throw notFound('No such payment intent.');
    if (intent.clientSecret !== clientSecret)
      throw forbidden('The client_secret does not match this payment intent.');
    return intent;
  }

  /** Waits until a concurrent confirmation has settled the intent, then answers it. */
  async function settled(id: string): Promise<PaymentIntentResult> {
    for (let i = 0; i < POLL_LIMIT; i += 1) {
      const intent = await repository.intentByID(id);
      if (!intent) throw notFound('No such payment intent.');
      if (intent.status !== 'processing') return resultOf(intent);
      if (deps.recovery && isStranded(intent, now())) {
        await deps.recovery.recoverOne(intent);
        continue;
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    throw conflict(STILL_PROCESSING);
  }

  /**
   * Settles a charged ('processing') intent. The card is charged: a failure leaves the intent
   * 'processing' for recovery to settle (never reopened, which would charge twice) and answers 409.
   */
  async function take(intent: StoredIntent): Promise<PaymentIntentResult> {
    try {
      if (deps.settleDelayMs) await new Promise((resolve) => setTimeout(resolve, deps.settleDelayMs));
      await settlement.settle({
        bookingID: intent.bookingID,
        paymentIntentID: intent.id,
        amountMinor: intent.amountMinor,
      });
    } catch (err) {
      deps.log?.error(
        { err, paymentIntentID: intent.id },
        'settling a charged payment failed: recovery settles it',
      );
      throw conflict(STILL_PROCESSING);
    }
    return settled(intent.id);
  }

  return {
    /** POST /api/v1/sandbox/payment-intents/{id}/confirm { client_secret, card } -> PaymentIntentResult. */
    async confirm(id: string, clientSecret: string, card: SandboxCard): Promise<PaymentIntentResult> {
      const intent = await load(id, clientSecret);
      if (!CONFIRMABLE.includes(intent.status)) return settled(id);
      const outcome = sandboxCardOutcome(card, now());
      if (outcome.kind === 'declined') {
        await repository.transition(id, CONFIRMABLE, 'requires_payment_method', outcome.error, now());
        return settled(id);
      }
      if (outcome.kind === 'requires_action') {
        await repository.transition(id, CONFIRMABLE, 'requires_action', null, now());
        return settled(id);
      }
      if (!(await repository.chargeAndProcess(id, CONFIRMABLE, now()))) return settled(id);
      return take(intent);
    },

    /**
     * POST /api/v1/sandbox/payment-intents/{id}/authenticate { client_secret, outcome } (3-D
     * Secure): 'approve' takes the payment, 'fail' declines with 'We are unable to authenticate
     * your payment method.'. 409 when the intent does not await authentication.
     */
    async authenticate(
      id: string,
      clientSecret: string,
      outcome: 'approve' | 'fail',
    ): Promise<PaymentIntentResult> {
      const intent = await load(id, clientSecret);
      if (intent.status === 'succeeded' || intent.status === 'processing') return settled(id);
      if (intent.status !== 'requires_action') throw conflict('This payment does not await authentication.');
      if (outcome === 'fail') {
        await repository.transition(
          id,
          ['requires_action'],
          'requires_payment_method',
          AUTHENTICATION_FAILED,
          now(),
        );
        return settled(id);
      }
      if (!(await repository.chargeAndProcess(id, ['requires_action'], now()))) return settled(id);
      return take(intent);
    },
  };
}
export type SandboxPayments = ReturnType<typeof sandboxPayments>;
