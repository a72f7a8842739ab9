import { useEffect, useState } from 'react';
import { COOKIE_SETTINGS_EVENT, readConsent } from '../../lib/consent.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';
import { CookieBanner } from './components/cookie-banner.tsx';
import './cookie-banner.css';

/**
 * Whether the banner shows, and why: as the visit's first page found it (no choice stored: shown;
 * a choice stored: hidden), closed by a choice, or reopened from the footer.
 */
type BannerState = 'initial' | 'closed' | 'reopened';

/**
 * Where the cookie banner lives (spec part 2 §2.10; ADR 016). A pre-rendered page carries the
 * banner in its HTML, gated (`gated`): hidden unless the head's consent gate (CONSENT_GATE_SCRIPT in
 * lib/consent.ts) found no choice in the consent cookie, so it paints with the page, not after
 * hydration as the page's largest text (docs/architecture.md §5, LCP); hydration reads the same markup, then
 * the cookie decides. A page rendered in the browser shows the banner when no choice is stored. The
 * window event `alpine:cookie-settings` (the footer's "Cookie settings") shows it again.
 */
export function ConsentRoot() {
  const hydrated = useHydrated();
  const [state, setState] = useState<BannerState>('initial');
  useEffect(() => {
    const reopen = () => setState('reopened');
    window.addEventListener(COOKIE_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(COOKIE_SETTINGS_EVENT, reopen);
  }, []);
  if (state === 'closed') return null;
  if (state === 'initial' && hydrated && readConsent() !== null) return null;
  return (
    <CookieBanner
      gated={state === 'initial' && !hydrated}
      reopened={state === 'reopened'}
      onClose={() => setState('closed')}
    />
  );
}
