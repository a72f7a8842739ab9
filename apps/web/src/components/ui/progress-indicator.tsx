import { needsReview } from '@alpine/domain';
import { useTranslation } from 'react-i18next';
import { useStepBack } from '../../lib/use-step-back.ts';
import { useStepTrail } from '../../lib/use-step-trail.ts';
import './progress-indicator.css';

const STEP_KEYS = ['transfers', 'contact', 'flight', 'address', 'payment'] as const;

interface ProgressIndicatorProps {
  /** The current step, 1 to 5. */
  current: 1 | 2 | 3 | 4 | 5;
  /**
   * The selected quote's statusID; 1 (awaiting review) turns 'Payment' into 'Request' (spec part 1
   * §2.6 'Payment Completed', with ADR 017 row 12: no payment has completed while the bar shows).
   */
  statusID?: number | null;
}

/**
 * The five-step progress header (spec part 1 §2.6, part 2 §1): Transfers, Contact Details,
 * Flight & Extras, Address, Payment (Request for a quote awaiting review, ADR 017 row 12). An
 * earlier step is a button going back by the step difference, or to the step's route where the
 * history behind is not the site's own steps (lib/use-step-back.ts, ADR 017 row 11).
 */
export function ProgressIndicator({ current, statusID }: ProgressIndicatorProps) {
  // every booking step shows this bar: it records the step's history entry, which useStepBack reads
  useStepTrail();
  const { t } = useTranslation();
  const stepBack = useStepBack();
  return (
    <nav className="progress" aria-label={t('progress.label')}>
      <ol className="progress__list">
        {STEP_KEYS.map((key, index) => {
          const step = index + 1;
          const label =
            key === 'payment' && needsReview(statusID) ? t('progress.request') : t(`progress.${key}`);
          const state = step < current ? 'done' : step === current ? 'current' : 'todo';
          return (
            <li key={key} className={`progress__step progress__step--${state}`}>
              {state === 'done' ? (
                <button type="button" className="progress__target" onClick={() => stepBack(current - step)}>
                  <span className="progress__dot" aria-hidden="true">
                    ✓
                  </span>
                  <span className="progress__label">{label}</span>
                </button>
              ) : (
                <span className="progress__target" aria-current={state === 'current' ? 'step' : undefined}>
                  <span className="progress__dot" aria-hidden="true">
                    {step}
                  </span>
                  <span className="progress__label">{label}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
