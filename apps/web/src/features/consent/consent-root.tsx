import { lazy, Suspense, useEffect, useState } from 'react';
import { COOKIE_SETTINGS_EVENT, readConsent } from '../../lib/consent.ts';
// in the entry's CSS (0.5 kB), which pre-rendered pages inline: the lazy banner fetches no stylesheet
import './cookie-banner.css';

const CookieBanner = lazy(() =>
  import('./components/cookie-banner.tsx').then((m) => ({ default: m.CookieBanner })),
);

/** Whether the banner shows, and why: first visit (no choice yet) or reopened from the footer. */
type BannerState = 'closed' | 'first' | 'reopened';

/**
 * Where the cookie banner lives (spec part 2 §2.10; issue 10 §4). Renders nothing on the server and
 * during hydration (its state starts closed and opens in an effect), so it never delays the first
 * paint nor changes the pre-rendered HTML; then, when no choice is stored in the consent cookie,
 * or when the window event `alpine:cookie-settings` arrives (the footer's "Cookie settings"), loads
 * the banner's code (its own chunk) and shows it.
 */
export function ConsentRoot() {
  const [state, setState] = useState<BannerState>('closed');
  useEffect(() => {
    if (readConsent() === null) setState('first');
    const reopen = () => setState('reopened');
    window.addEventListener(COOKIE_SETTINGS_EVENT, reopen);
    return () => window.removeEventListener(COOKIE_SETTINGS_EVENT, reopen);
  }, []);
  if (state === 'closed') return null;
  return (
    <Suspense fallback={null}>
      <CookieBanner reopened={state === 'reopened'} onClose={() => setState('closed')} />
    </Suspense>
  );
}
