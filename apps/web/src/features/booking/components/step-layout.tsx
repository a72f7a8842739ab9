import { useEffect, type ReactNode } from 'react';
import { ProgressIndicator } from '../../../components/ui/progress-indicator.tsx';
import { prefetchScreen, type StepScreen } from '../../../lib/step-prefetch.ts';
import '../booking.css';

interface StepLayoutProps {
  step: 2 | 3 | 4 | 5;
  statusID: number | null;
  title: string;
  /** The order summary panel, beside the form on wide screens, below it on phones. */
  summary?: ReactNode;
  children: ReactNode;
}

/** The screen each step's Next Step leads to (spec part 2 §2.2-§2.6): 5, Payment, to the booked page. */
const NEXT_SCREEN: Record<StepLayoutProps['step'], StepScreen> = {
  2: 'booking-flight',
  3: 'booking-address',
  4: 'booking-payment',
  5: 'booking-success',
};

/**
 * The frame of a booking step (spec part 2 §1, §2.2-§2.6): progress indicator, title, the step's
 * content and the order summary. The page scrolls to the top on entry (part 2 §2.4), and the next
 * step's code starts downloading in an idle moment (lib/step-prefetch.ts prefetchScreen;
 * docs/architecture.md §5).
 */
export function StepLayout({ step, statusID, title, summary, children }: StepLayoutProps) {
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo(0, 0);
  }, []);
  useEffect(() => prefetchScreen(NEXT_SCREEN[step]), [step]);
  return (
    <div className="page booking-step">
      <ProgressIndicator current={step} statusID={statusID} />
      <h1 className="booking-step__title">{title}</h1>
      <div className="booking-step__grid">
        <div className="booking-step__main">{children}</div>
        {summary && <div className="booking-step__aside">{summary}</div>}
      </div>
    </div>
  );
}
