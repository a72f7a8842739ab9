import { useFormatMoney } from '../../../../i18n/format-money.ts';
import { fromMinor } from '@alpine/domain';
import { useTranslation } from 'react-i18next';
import type { CounterSpec } from '../extras-catalogue.ts';
import { ExtraTip } from './extra-tip.tsx';

interface ExtraCounterProps {
  spec: CounterSpec;
  value: number;
  currency: string;
  disabled: boolean;
  tipOpen: boolean;
  onTipChange: (open: boolean) => void;
  onStep: (delta: 1 | -1) => void;
}

/**
 * One extras stepper: +1 / -1, minimum 0, with its tooltip (spec part 2 §2.3). Past its suggested
 * maximum (spec part 2 §5: not enforced) it keeps counting up to `spec.limit` and notes, politely
 * announced, that large quantities are confirmed by the operator (spec part 2 §5).
 */
export function ExtraCounter({
  spec,
  value,
  currency,
  disabled,
  tipOpen,
  onTipChange,
  onStep,
}: ExtraCounterProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const name = t(`extras.${spec.key}.name`);
  const price = formatMoney(fromMinor(spec.priceMinor), currency);
  const beyond = !disabled && value > spec.max;
  return (
    <div className={`extra-counter${disabled ? ' is-disabled' : ''}`} role="group" aria-label={name}>
      <div className="extra-counter__text">
        <span className="extra-counter__name">
          {name}
          <ExtraTip
            label={t('extras.about', { name })}
            text={t(`extras.${spec.key}.tip`, { price })}
            open={tipOpen}
            onOpenChange={onTipChange}
          />
        </span>
        <span className="extra-counter__note">
          {disabled ? t('extras.privateOnly') : t(`extras.${spec.key}.note`, { price })}
        </span>
        <span className="extra-counter__beyond" role="status">
          {beyond ? t('extrasBeyond.note', { max: spec.max }) : null}
        </span>
      </div>
      <div className="extra-counter__stepper">
        <button
          type="button"
          className="extra-counter__button"
          aria-label={t('extras.remove', { name })}
          disabled={disabled || value <= 0}
          onClick={() => onStep(-1)}
        >
          −
        </button>
        <span
          className="extra-counter__value"
          aria-live="polite"
          aria-label={t('extras.count', { name, count: value })}
        >
          {value}
        </span>
        <button
          type="button"
          className="extra-counter__button"
          aria-label={t('extras.add', { name })}
          disabled={disabled || value >= spec.limit}
          onClick={() => onStep(1)}
        >
          +
        </button>
      </div>
    </div>
  );
}
