import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { TextField } from '../../../components/ui/text-field.tsx';
import { logInOperator, type OperatorLogin } from '../operator-session.ts';

/**
 * The operator's login at /operator (ADR 019): e-mail and password through the token service's
 * password grant; a customer's or partner's account is told it is not an operator account.
 */
export function OperatorLoginForm() {
  const { t } = useTranslation('operator');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<OperatorLogin | null>(null);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!email.trim() || !password || busy) return;
    setBusy(true);
    setOutcome(await logInOperator(email.trim().toLowerCase(), password));
    setBusy(false);
  };

  return (
    <form
      className="operator-card operator-login"
      noValidate
      aria-label={t('login.heading')}
      onSubmit={(e) => void submit(e)}
    >
      <h1>{t('login.heading')}</h1>
      <p>{t('login.intro')}</p>
      <TextField
        label={t('login.email')}
        type="email"
        autoComplete="username"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <TextField
        label={t('login.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {outcome && outcome !== 'ok' && <AlertMessage tone="error">{t(`login.${outcome}`)}</AlertMessage>}
      <button type="submit" className="button button--cta" disabled={busy}>
        {t('login.submit')}
      </button>
    </form>
  );
}
