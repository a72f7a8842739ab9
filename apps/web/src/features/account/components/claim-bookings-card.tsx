import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { requestBookingClaim } from '../api/request-booking-claim.ts';
import { showToast } from '../../../components/toast/toast.tsx';

/**
 * On My Bookings (ADR 008): bookings made as a guest join the account only once a link
 * sent to their e-mail proves it. This card asks for that link to `email` and says it was sent
 * (also in a toast: spec part 1 §9).
 */
export function ClaimBookingsCard({ email }: { email: string }) {
  const { t } = useTranslation();
  const ask = useMutation({
    mutationFn: requestBookingClaim,
    onSuccess: (answer) => answer.ok && showToast(t('toast.linkSent')),
  });
  const result = ask.data;
  return (
    <aside className="account-claim" aria-label={t('account.claim.title')}>
      <p>{t('account.claim.lead', { email })}</p>
      {result?.ok ? (
        <p className="alert-message alert-message--ok">{t('account.claim.sent', { email })}</p>
      ) : (
        <button
          type="button"
          className="button button--outline"
          disabled={ask.isPending}
          onClick={() => ask.mutate()}
        >
          {t('account.claim.send')}
        </button>
      )}
      {result && !result.ok && (
        <AlertMessage tone="error">{result.error?.error_description ?? t('account.failed')}</AlertMessage>
      )}
    </aside>
  );
}
