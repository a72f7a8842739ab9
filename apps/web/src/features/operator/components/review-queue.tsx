import type { OperatorDecision } from '@alpine/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { useReviewQueue } from '../api/operator-bookings.ts';
import { useOperatorFormat } from './operator-format.ts';
import { ReviewCard } from './review-card.tsx';

/**
 * The review queue (ADR 019): bookings awaiting review, oldest request first, each with its
 * actions; the last decision is announced above the list (a polite live region).
 */
export function ReviewQueue() {
  const { t } = useTranslation('operator');
  const format = useOperatorFormat();
  const queue = useReviewQueue();
  const [last, setLast] = useState<OperatorDecision | null>(null);

  let outcome = '';
  if (last?.state === 'cancelled') outcome = t('queue.declined', { reference: last.reference });
  else if (last?.state === 'confirmed') outcome = t('queue.confirmedInvoice', { reference: last.reference });
  else if (last?.payLinkExpiresAt)
    outcome = t('queue.confirmedPayLink', {
      reference: last.reference,
      until: format.instant(last.payLinkExpiresAt),
    });

  return (
    <section aria-labelledby="operator-queue-title">
      <h1 id="operator-queue-title">{t('queue.title')}</h1>
      <p role="status" className="operator-status">
        {outcome}
      </p>
      {queue.isPending && <p>{t('loading')}</p>}
      {queue.isError && <AlertMessage tone="error">{t('failed')}</AlertMessage>}
      {queue.data?.length === 0 && <p>{t('queue.empty')}</p>}
      <div className="operator-list">
        {queue.data?.map((booking) => (
          <ReviewCard key={booking.bookingID} booking={booking} onDecided={setLast} />
        ))}
      </div>
    </section>
  );
}
