import { useImperativeHandle, useState, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../../components/ui/text-field.tsx';
import { BookingDialog } from '../../components/booking-dialog.tsx';
import { authenticateSandboxPayment, confirmSandboxPayment } from '../api/confirm-sandbox-payment.ts';
import { errorOutcome, intentOutcome, type CardConfirmer, type CardOutcome } from '../card-outcome.ts';

/** The test cards of the sandbox gateway (docs/architecture.md §4). */
const TEST_CARDS = [
  ['4242 4242 4242 4242', 'succeeds'],
  ['4000 0000 0000 0002', 'declined'],
  ['4000 0000 0000 9995', 'insufficient'],
  ['4000 0027 6000 3184', 'authentication'],
] as const;

/**
 * Only the digits of what was typed or pasted, full-width ones (a phone's keyboard) made plain
 * (Unicode NFKC), so '４２４２ ４２４２...' is the card meant rather than nothing.
 */
export function cardDigits(typed: string): string {
  return typed.normalize('NFKC').replace(/\D/g, '');
}

/** Groups the typed digits by four: '4242424242424242' -> '4242 4242 4242 4242'. */
export function formatCardNumber(typed: string): string {
  return cardDigits(typed)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MMYY' as typed -> 'MM/YY'. */
export function formatExpiry(typed: string): string {
  const digits = cardDigits(typed).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

type CardErrors = Partial<Record<'number' | 'expiry' | 'cvc', string>>;

/**
 * The sandbox gateway's own card form (docs/architecture.md §4): says plainly that it is in test mode, lists
 * the test cards, confirms through the sandbox and asks for authentication when the card needs it. A
 * card error shows in the page's language (payment.cardErrors, by the error's code), as Stripe.js
 * shows Stripe's.
 */
export function SandboxCardForm({ ref }: { ref: Ref<CardConfirmer> }) {
  const { t, i18n } = useTranslation();
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [errors, setErrors] = useState<CardErrors>({});
  const [auth, setAuth] = useState<((outcome: 'approve' | 'fail') => void) | null>(null);

  const parsed = () => {
    const [mm, yy] = expiry.split('/');
    return { digits: number.replace(/\D/g, ''), month: Number(mm), year: 2000 + Number(yy) };
  };

  // The sandbox answers in English, as Stripe's API does; Stripe.js shows its messages in the page's
  // language, so the sandbox's form does too: by the error's code, the provider's text otherwise.
  const inLanguage = (outcome: CardOutcome): CardOutcome => {
    if (outcome.ok || !outcome.code) return outcome;
    const key = `payment.cardErrors.${outcome.code}`;
    return i18n.exists(key) ? { ...outcome, message: t(key) } : outcome;
  };

  useImperativeHandle(ref, () => ({
    check: () => {
      const { digits, month, year } = parsed();
      const found: CardErrors = {};
      if (digits.length < 12) found.number = t('payment.card.invalidNumber');
      if (!(month >= 1 && month <= 12) || !(year >= 2000) || !/^\d{2}\/\d{2}$/.test(expiry)) {
        found.expiry = t('payment.card.invalidExpiry');
      }
      if (!/^\d{3,4}$/.test(cvc)) found.cvc = t('payment.card.invalidCvc');
      setErrors(found);
      return Object.keys(found).length === 0;
    },
    confirm: async ({ client_secret, payment_intent_id }): Promise<CardOutcome> => {
      const { digits, month, year } = parsed();
      const confirmed = await confirmSandboxPayment(payment_intent_id, {
        client_secret,
        card: { number: digits, exp_month: month, exp_year: year, cvc },
      });
      if (!confirmed.ok) return errorOutcome(null);
      const outcome = intentOutcome(confirmed.data);
      if (outcome !== 'requires_action') return inLanguage(outcome);
      const answer = await new Promise<'approve' | 'fail'>((resolve) => setAuth(() => resolve));
      setAuth(null);
      const authenticated = await authenticateSandboxPayment(payment_intent_id, {
        client_secret,
        outcome: answer,
      });
      if (!authenticated.ok) return errorOutcome(null);
      const final = intentOutcome(authenticated.data);
      return final === 'requires_action' ? errorOutcome(null) : inLanguage(final);
    },
  }));

  return (
    <div className="card-form">
      <div className="test-mode" role="note">
        <strong>{t('payment.testMode.title')}</strong>
        <p>{t('payment.testMode.text')}</p>
        <ul>
          {TEST_CARDS.map(([card, key]) => (
            <li key={card}>
              <code>{card}</code> — {t(`payment.testMode.${key}`)}
            </li>
          ))}
        </ul>
      </div>
      <div className="card-form__fields">
        <TextField
          className="card-form__number"
          label={t('payment.card.number')}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={number}
          error={errors.number}
          onChange={(e) => {
            setNumber(formatCardNumber(e.target.value));
            setErrors((x) => ({ ...x, number: undefined }));
          }}
        />
        <TextField
          label={t('payment.card.expiry')}
          inputMode="numeric"
          autoComplete="cc-exp"
          placeholder={t('payment.card.expiryPlaceholder')}
          value={expiry}
          error={errors.expiry}
          onChange={(e) => {
            setExpiry(formatExpiry(e.target.value));
            setErrors((x) => ({ ...x, expiry: undefined }));
          }}
        />
        <TextField
          label={t('payment.card.cvc')}
          inputMode="numeric"
          autoComplete="cc-csc"
          placeholder="123"
          value={cvc}
          error={errors.cvc}
          onChange={(e) => {
            setCvc(cardDigits(e.target.value).slice(0, 4));
            setErrors((x) => ({ ...x, cvc: undefined }));
          }}
        />
      </div>
      <BookingDialog
        title={t('payment.auth.title')}
        isOpen={auth !== null}
        actions={
          <>
            <button type="button" className="button button--outline" onClick={() => auth?.('fail')}>
              {t('payment.auth.fail')}
            </button>
            <button type="button" className="button button--primary" onClick={() => auth?.('approve')}>
              {t('payment.auth.complete')}
            </button>
          </>
        }
      >
        <p>{t('payment.auth.text')}</p>
      </BookingDialog>
    </div>
  );
}
