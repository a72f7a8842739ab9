import type { OperatorPartner } from '@alpine/contract';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { downloadInvoice, usePartnerChange, usePartners } from '../api/operator-commerce.ts';

/** The month before the current one, 'YYYY-MM' (the invoice usually sent). */
const lastMonth = () => {
  const d = new Date();
  d.setUTCDate(1);
  d.setUTCMonth(d.getUTCMonth() - 1);
  return d.toISOString().slice(0, 7);
};

/** One partner (ADR 019): payment flags, users and the add-user form, and its monthly invoice. */
function PartnerCard({ partner, month }: { partner: OperatorPartner; month: string }) {
  const { t } = useTranslation('operator');
  const change = usePartnerChange();
  const [failed, setFailed] = useState(false);
  const emailID = useId();
  const passwordID = useId();
  const addUser = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    const form = e.currentTarget;
    change.mutate(
      {
        partnerID: partner.partnerID,
        user: { email: String(f.get('email') ?? ''), password: String(f.get('password') ?? '') },
      },
      { onSuccess: () => form.reset() },
    );
  };
  const download = (kind: 'pdf' | 'csv') =>
    void downloadInvoice(partner.partnerID, month, kind).then((ok) => setFailed(!ok));
  return (
    <li className="operator-card">
      <h2>{partner.name}</h2>
      <div className="operator-row-actions">
        {(['allowsCard', 'allowsInvoice'] as const).map((flag) => (
          <label key={flag} className="operator-check">
            <input
              type="checkbox"
              checked={partner[flag]}
              disabled={change.isPending}
              onChange={(e) =>
                change.mutate({ partnerID: partner.partnerID, flags: { [flag]: e.target.checked } })
              }
            />
            {t(`partners.${flag}`)}
          </label>
        ))}
      </div>
      <h3>{t('partners.users')}</h3>
      {partner.users.length === 0 ? (
        <p className="operator-muted">{t('partners.noUsers')}</p>
      ) : (
        <ul>
          {partner.users.map((u) => (
            <li key={u}>{u}</li>
          ))}
        </ul>
      )}
      <form className="operator-row-actions" onSubmit={addUser}>
        <label htmlFor={emailID}>{t('login.email')}</label>
        <input id={emailID} name="email" type="email" required autoComplete="off" />
        <label htmlFor={passwordID}>{t('login.password')}</label>
        <input
          id={passwordID}
          name="password"
          type="password"
          required
          minLength={8}
          autoComplete="new-password"
        />
        <button type="submit" className="button button--outline button--small" disabled={change.isPending}>
          {t('partners.addUser')}
        </button>
      </form>
      {change.isError && <AlertMessage tone="error">{change.error.message}</AlertMessage>}
      <div className="operator-row-actions">
        <button type="button" className="button button--ghost button--small" onClick={() => download('pdf')}>
          {t('partners.invoicePdf')}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => download('csv')}>
          {t('partners.invoiceCsv')}
        </button>
      </div>
      {failed && <AlertMessage tone="error">{t('failed')}</AlertMessage>}
    </li>
  );
}

/** The partners screen (ADR 019): flags, users, and the monthly invoice of the chosen month. */
export function PartnersScreen() {
  const { t } = useTranslation('operator');
  const partners = usePartners();
  const [month, setMonth] = useState(lastMonth);
  const monthID = useId();
  const valid = /^\d{4}-(0[1-9]|1[0-2])$/.test(month);
  return (
    <section aria-labelledby="operator-partners-title">
      <h1 id="operator-partners-title">{t('partners.title')}</h1>
      <div className="operator-search">
        <label htmlFor={monthID}>{t('partners.month')}</label>
        <input
          id={monthID}
          type="month"
          className="booking-input"
          value={month}
          onChange={(e) => setMonth(e.target.value)}
        />
      </div>
      {!valid && <AlertMessage tone="error">{t('partners.badMonth')}</AlertMessage>}
      {partners.isPending && <p>{t('loading')}</p>}
      {partners.isError && <AlertMessage tone="error">{t('failed')}</AlertMessage>}
      {partners.data && valid && (
        <ul className="operator-results">
          {partners.data.map((p) => (
            <PartnerCard key={p.partnerID} partner={p} month={month} />
          ))}
        </ul>
      )}
    </section>
  );
}
