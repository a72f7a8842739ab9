import type { PaymentGateway } from './payment-gateway.ts';
import type { PaymentSettlement } from './payment-settlement.ts';
import type { PaymentsRepository, StoredIntent } from './payments.repository.ts';

/**
 * An intent 'processing' for longer than this, seconds, is stranded (its process died): a live
 * settlement takes milliseconds, so recovery never races one in practice (and settling is
 * idempotent if it does). Issue 7 §4: within 60 s of a restart every intent is settled or reopened.
 */
export const PROCESSING_STALE_SECONDS = 15;
/** How often the recovery job runs, seconds (it also runs at start-up). */
export const RECOVERY_EVERY_SECONDS = 5;

/** What recovery did with one intent. */
export type RecoveryOutcome = 'settled' | 'reopened' | 'canceled' | 'still_processing';

/** True when `intent` has been 'processing' since before now - PROCESSING_STALE_SECONDS. */
export function isStranded(intent: StoredIntent, now: Date): boolean {
  return (
    intent.status === 'processing' &&
    Date.parse(intent.updatedAt) < now.getTime() - PROCESSING_STALE_SECONDS * 1000
  );
}

/**
 * Payments that survive a crash (ADR 009; docs/architecture.md §4): settles every intent a dead process left
 * 'processing' by asking the gateway what really happened (retrieveIntent). Charged ('succeeded')
 * -> settled like a live payment: the booking confirmed exactly once with its one confirmation
 * e-mail, or refunded when its seats are gone. Still processing at the gateway -> left for the next
 * run. Canceled -> canceled. Anything else (not charged) -> reopened (requires_payment_method), so
 * the booking is payable again. Only intents of this gateway's provider are looked at.
 */
export function paymentRecovery(deps: {
  repository: PaymentsRepository;
  gateway: PaymentGateway;
  settlement: PaymentSettlement;
  now: () => Date;
  log?: { error: (obj: object, msg: string) => void; info?: (obj: object, msg: string) => void };
}) {
  const { repository, gateway, settlement, now } = deps;

  async function recoverOne(intent: StoredIntent): Promise<RecoveryOutcome> {
    const remote = await gateway.retrieveIntent(intent.id);
    if (remote?.status === 'succeeded') {
      await settlement.settle({
        bookingID: intent.bookingID,
        paymentIntentID: intent.id,
        amountMinor: remote.amountReceivedMinor ?? intent.amountMinor,
      });
      return 'settled';
    }
    if (remote?.status === 'processing') return 'still_processing';
    if (remote?.status === 'canceled') {
      await repository.transition(intent.id, ['processing'], 'canceled', null, now());
      return 'canceled';
    }
    await repository.reopen(intent.id, now());
    return 'reopened';
  }

  return {
    recoverOne,

    /**
     * The recovery job (start-up and every RECOVERY_EVERY_SECONDS): recovers up to `limit`
     * stranded intents, oldest first; one failing intent does not stop the others (it is retried
     * on the next run). Answers how many ended in each outcome.
     */
    async recoverStranded(
      at: Date,
      limit = 100,
    ): Promise<Partial<Record<RecoveryOutcome | 'failed', number>>> {
      const counts: Partial<Record<RecoveryOutcome | 'failed', number>> = {};
      const before = new Date(at.getTime() - PROCESSING_STALE_SECONDS * 1000);
      for (const intent of await repository.processingSince(gateway.provider, before, limit)) {
        let outcome: RecoveryOutcome | 'failed';
        try {
          outcome = await recoverOne(intent);
        } catch (err) {
          deps.log?.error({ err, paymentIntentID: intent.id }, 'recovering a stranded payment failed');
          outcome = 'failed';
        }
        counts[outcome] = (counts[outcome] ?? 0) + 1;
      }
      if (Object.keys(counts).length > 0) deps.log?.info?.({ counts }, 'recovered stranded payments');
      return counts;
    },
  };
}
export type PaymentRecovery = ReturnType<typeof paymentRecovery>;
