import type { OptionType } from '@alpine/domain';
import { useTranslation } from 'react-i18next';

const FEATURES: Partial<Record<OptionType, string[]>> = {
  private_standard: ['class', 'leaves', 'waiting'],
  private_premium: ['class', 'ownTime', 'waiting'],
  private_coach: ['groups', 'capacity', 'onRequest'],
};

interface PrivateFeaturesProps {
  type: OptionType;
  /** 'Choose Standard' / 'Choose Premium': selects the card and scrolls to the details (part 1 §2.1). */
  onChoose: () => void;
}

/**
 * The vehicle features of a private card (spec part 1 §2.1, §9): standard is a mid-range class
 * leaving on arrival with 1 hour free waiting; premium a higher class with its own departure time
 * and 2 hours free waiting.
 */
export function PrivateFeatures({ type, onChoose }: PrivateFeaturesProps) {
  const { t } = useTranslation();
  const features = FEATURES[type] ?? [];
  return (
    <div className="private-features">
      <ul className="private-features__list">
        {features.map((f) => (
          <li key={f}>{t(`results.features.${type}.${f}`)}</li>
        ))}
      </ul>
      <button type="button" className="button button--primary" onClick={onChoose}>
        {t(`results.choose.${type}`)}
      </button>
    </div>
  );
}
