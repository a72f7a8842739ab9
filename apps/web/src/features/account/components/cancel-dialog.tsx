import { useFormatMoney } from '../../../i18n/format-money.ts';
import type { OwnBooking } from '@alpine/contract';
import { useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useCancelBooking } from '../api/cancel-booking.ts';
import { showToast } from '../../../components/toast/toast.tsx';
import { refundNow } from '../refund-now.ts';

interface CancelDialogProps {
  booking: OwnBooking;
  onClose: () => void;
}

/**
 * The 'Cancelation Policy' modal (spec part 2 §2.8): the policy, the refund due if cancelled now,
 * the acceptance checkbox; 'Confirm Cancelation' is enabled only when it is ticked. A cancellation
 * is confirmed in a toast (spec part 1 §9), the refund written in the dialog.
 */
export function CancelDialog({ booking, onClose }: CancelDialogProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const [accepted, setAccepted] = useState(false);
  const [now] = useState(() => new Date());
  const cancel = useCancelBooking();
  const refund = refundNow(booking, now);
  const policy = t('account.cancel.policy', { returnObjects: true }) as string[];
  const done = cancel.data;
  const failure = cancel.error instanceof ApiRequestError ? cancel.error.error?.error_description : undefined;

  return (
    <ModalOverlay
      className="account-modal-overlay"
      isOpen
      isDismissable
      onOpenChange={(open) => !open && onClose()}
    >
      <Modal className="account-modal">
        <Dialog className="account-modal__dialog" aria-label={t('account.cancel.title')}>
          <Heading slot="title">{t('account.cancel.title')}</Heading>
          {/* a scrolling box: focusable and named, so a keyboard scrolls it (WCAG 2.1.1; docs/architecture.md §7) */}
          <div
            className="account-modal__policy"
            role="region"
            tabIndex={0}
            aria-label={t('account.cancel.title')}
          >
            {policy.map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          {done ? (
            <p className="alert-message alert-message--ok">
              {t('account.cancel.done', {
                reference: done.reference,
                amount: formatMoney(done.refund.price, done.refund.currency),
                percent: done.refund.percent,
              })}
            </p>
          ) : (
            <>
              <p className="account-modal__refund">
                {t('account.cancel.refundNow', {
                  amount: formatMoney(refund.price, refund.currency),
                  percent: refund.percent,
                  total: formatMoney(booking.total.price, booking.total.currency),
                })}
              </p>
              <label className="account-check">
                <input type="checkbox" checked={accepted} onChange={(e) => setAccepted(e.target.checked)} />
                <span>{t('account.cancel.accept')}</span>
              </label>
            </>
          )}
          {cancel.isError && <AlertMessage tone="error">{failure ?? t('account.failed')}</AlertMessage>}
          <div className="account-modal__actions">
            <button type="button" className="button button--outline" onClick={onClose}>
              {t('account.cancel.close')}
            </button>
            {!done && (
              <button
                type="button"
                className="button button--cta"
                disabled={!accepted || cancel.isPending}
                onClick={() =>
                  cancel.mutate(booking.bookingID, {
                    onSuccess: (result) =>
                      showToast(t('toast.bookingCancelled', { reference: result.reference })),
                  })
                }
              >
                {t('account.cancel.confirm')}
              </button>
            )}
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
