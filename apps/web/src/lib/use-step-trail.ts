import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { recordEntry } from './step-trail.ts';

/**
 * Records each history entry shown, with how it was reached, in this tab's step trail
 * (lib/step-trail.ts), which useStepBack (lib/use-step-back.ts) reads. Used by the progress bar every booking
 * step shows (components/ui/progress-indicator.tsx): only the steps' entries are recorded, and an
 * entry not recorded sends useStepBack to the step's route. Not in the page frame: there it split
 * React Router and i18n out of the frame's chunk, two more files on the first page.
 */
export function useStepTrail(): void {
  const { key, pathname, search } = useLocation();
  const action = useNavigationType();
  useEffect(() => {
    try {
      recordEntry(key, action, pathname, search);
    } catch {
      // storage disabled: the steps open their routes
    }
  }, [key, action, pathname, search]);
}
