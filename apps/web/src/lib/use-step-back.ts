import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useLocalizedPath } from '../i18n/use-localized-path.ts';
import { historyHoldsSteps, stepOfPath, stepRoute } from './step-trail.ts';

/**
 * Going back `back` booking steps from the current one (spec part 1 §2.6 "Clicking an earlier step
 * navigates back by the step difference"; part 2 §2.3-§2.5 Edit links "go back N steps", "step back
 * in history"), with ADR 017 row 11: in history by `back` entries where those entries are the
 * site's own earlier steps (lib/step-trail.ts); otherwise (a new tab, a bookmark, a restored or
 * switched page, where going back would leave the site or land elsewhere) to the step's route in
 * the page's language, which reads the step's stored state (part 2 §2.3, §2.4). `back`: 1 to 4.
 */
export function useStepBack(): (back: number) => void {
  const navigate = useNavigate();
  const location = useLocation();
  const localized = useLocalizedPath();
  return useCallback(
    (back: number) => {
      const from = stepOfPath(location.pathname);
      if (from === null) {
        void navigate(-back);
        return;
      }
      const to = Math.max(1, from - back);
      if (historyHoldsSteps(location.key, from, from - to)) void navigate(-(from - to));
      else void navigate(localized(stepRoute(to)));
    },
    [navigate, location.pathname, location.key, localized],
  );
}
