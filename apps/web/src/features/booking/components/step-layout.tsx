import { useEffect, type ReactNode } from 'react';
import { ProgressIndicator } from '../../../components/ui/progress-indicator.tsx';
import '../booking.css';

interface StepLayoutProps {
  step: 2 | 3 | 4 | 5;
  statusID: number | null;
  title: string;
  /** The order summary panel, beside the form on wide screens, below it on phones. */
  summary?: ReactNode;
  children: ReactNode;
}

/**
 * The frame of a booking step (spec part 2 §1, §2.2-§2.6): progress indicator, title, the step's
 * content and the order summary. The page scrolls to the top on entry (part 2 §2.4).
 */
export function StepLayout({ step, statusID, title, summary, children }: StepLayoutProps) {
  useEffect(() => {
    if (typeof window.scrollTo === 'function') window.scrollTo(0, 0);
  }, []);
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
