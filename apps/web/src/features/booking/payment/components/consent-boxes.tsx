import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../../i18n/use-localized-path.ts';

export interface Consents {
  terms: boolean;
  privacy: boolean;
  marketing: boolean;
}

interface ConsentBoxesProps {
  value: Consents;
  /** True after a try without both required boxes: their labels turn to error (part 2 §5). */
  invalid: boolean;
  onChange: (value: Consents) => void;
}

/** The three tickboxes (spec part 2 §2.6): terms, privacy policy, optional marketing. */
export function ConsentBoxes({ value, invalid, onChange }: ConsentBoxesProps) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const row = (key: keyof Consents, required: boolean) =>
    `check-row${required && invalid && !value[key] ? ' is-invalid' : ''}`;
  return (
    <div className="consents">
      <label className={row('terms', true)}>
        <input
          type="checkbox"
          checked={value.terms}
          aria-invalid={invalid && !value.terms ? true : undefined}
          onChange={(e) => onChange({ ...value, terms: e.target.checked })}
        />
        <span>
          {t('payment.acceptTerms')}{' '}
          <Link to={localized('/terms-conditions')} target="_blank">
            {t('payment.termsLink')}
          </Link>
        </span>
      </label>
      <label className={row('privacy', true)}>
        <input
          type="checkbox"
          checked={value.privacy}
          aria-invalid={invalid && !value.privacy ? true : undefined}
          onChange={(e) => onChange({ ...value, privacy: e.target.checked })}
        />
        <span>
          {t('payment.acceptPrivacy')}{' '}
          <Link to={localized('/privacy-policy')} target="_blank">
            {t('payment.privacyLink')}
          </Link>
        </span>
      </label>
      <label className={row('marketing', false)}>
        <input
          type="checkbox"
          checked={value.marketing}
          onChange={(e) => onChange({ ...value, marketing: e.target.checked })}
        />
        <span>{t('payment.marketing')}</span>
      </label>
    </div>
  );
}
