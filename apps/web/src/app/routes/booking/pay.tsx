import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PayLinkView } from '../../../features/booking/payment/components/pay-link-view.tsx';
import '../../../features/booking/booking.css';

/**
 * /pay?token= (and /fr/pay, /es/pay; ADR 019): the page the operator's confirmation e-mail
 * links to, valid 48 h: pays the reviewed booking it names, which confirms it.
 */
export function PayRoute() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = (params.get('token') ?? '').slice(0, 2000);
  return (
    <div className="page page--narrow">
      <h1>{t('payLink.title')}</h1>
      <PayLinkView token={token} />
    </div>
  );
}
