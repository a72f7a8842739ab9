import { useEffect, useId, useState } from 'react';
import { PROMO_INPUT_DELAY_MS } from '@alpine/domain';
import { useTranslation } from 'react-i18next';
import type { Promotion } from '../../../booking-state/journey.ts';
import { showToast } from '../../../components/toast/toast.tsx';

interface PromoEntryProps {
  promotion: Promotion | null;
  /** Re-quotes with the code; resolves true when a quote carries a promotion (part 1 §4). */
  onApply: (code: string) => Promise<boolean>;
}

/**
 * The promo code entry of a card footer (spec part 1 §2.1, §4, §8): submitted only when a code
 * was typed; 'Promo code not found' under the input otherwise (a failed call says it failed instead); once applied, 'Do you have a
 * promotion code' plus the code, which reopens the input. Typing settles after 500 ms (§9). An
 * applied code is confirmed in a toast (§9 toast auto-hide 5000 ms; spec part 1 §9).
 */
export function PromoEntry({ promotion, onApply }: PromoEntryProps) {
  const { t } = useTranslation();
  const inputId = useId();
  const errorId = useId();
  const [draft, setDraft] = useState('');
  const [settled, setSettled] = useState('');
  const [rejected, setRejected] = useState<string | null>(null);
  const [editing, setEditing] = useState(false);
  const [pending, setPending] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(draft.trim()), PROMO_INPUT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [draft]);
  // the message stays while the rejected code is in the box; a new code clears it once typing settles
  const notFound = rejected !== null && rejected === settled;

  if (promotion && !editing) {
    return (
      <div className="promo promo--applied">
        <span>{t('results.promoQuestion')}</span>{' '}
        <button type="button" className="link-button promo__code" onClick={() => setEditing(true)}>
          {promotion.code}
        </button>
      </div>
    );
  }

  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const code = draft.trim();
    if (!code || pending) return;
    setPending(true);
    // a failed call is not a code not found: 'Promo code not found' is for an answer without one
    const found = await onApply(code).catch(() => 'failed' as const);
    setPending(false);
    setSettled(code);
    setFailed(found === 'failed');
    setRejected(found === true || found === 'failed' ? null : code);
    if (found) {
      setEditing(false);
      showToast(t('toast.promotionApplied', { code }));
    }
  };

  return (
    <form className="promo" onSubmit={(e) => void submit(e)} noValidate>
      <label htmlFor={inputId} className="promo__label">
        {t('results.promoLabel')}
      </label>
      <div className="promo__row">
        <input
          id={inputId}
          className="field__control promo__input"
          value={draft}
          onChange={(e) => {
            setDraft(e.target.value);
            setFailed(false);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          maxLength={40}
          aria-invalid={notFound || undefined}
          aria-describedby={notFound ? errorId : undefined}
        />
        <button type="submit" className="button button--outline" disabled={pending}>
          {t('results.promoApply')}
        </button>
      </div>
      {notFound && (
        <p id={errorId} className="promo__error" role="alert">
          {t('messages.promoNotFound')}
        </p>
      )}
      {failed && (
        <p className="promo__error" role="alert">
          {t('results.promoFailed')}
        </p>
      )}
    </form>
  );
}
