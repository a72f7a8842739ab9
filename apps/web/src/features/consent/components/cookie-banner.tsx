import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isLanguage, localizePath } from '../../../i18n/i18n.ts';
import { sendAnalytics } from '../../../lib/analytics.ts';
import { writeConsent, type ConsentChoice } from '../../../lib/consent.ts';

/**
 * The cookie consent banner (spec part 2 §2.10; ADR 016): one short sentence with a link to
 * the privacy policy, 'I understand' and 'I decline'. A labelled region fixed at the bottom of the
 * window, not a dialog: it traps no focus and the page stays usable behind it; reopened from the
 * footer (`reopened`) it takes the focus on its first button. While it shows, the page gets a
 * bottom padding of its height, so the end of every page (the booking steps' total bar included)
 * can be scrolled above it, and whenever a booking step's total bar (`.total-bar`) would be under
 * it, it moves to the top of the window (a transform: no layout shift) so that it never hides the
 * total and its button (ADR 016, at 375 px too). A choice writes the consent cookie (365 days); 'I
 * understand' then counts the current page view (analytics start at once), 'I decline' sends nothing.
 * `gated`: the pre-rendered and hydrating banner, shown by CSS only when <html> has CONSENT_GATE_CLASS
 * (consent-root.tsx).
 */
export function CookieBanner({
  gated = false,
  reopened,
  onClose,
}: {
  gated?: boolean;
  reopened: boolean;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const banner = useRef<HTMLElement>(null);
  const first = useRef<HTMLButtonElement>(null);
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  const [atTop, setAtTop] = useState(false);

  useEffect(() => {
    if (reopened) first.current?.focus();
  }, [reopened]);

  useEffect(() => {
    const element = banner.current;
    if (!element) return;
    const body = document.body;
    const pad = () => {
      body.style.paddingBottom = `${Math.ceil(element.getBoundingClientRect().height)}px`;
    };
    pad();
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(pad) : null;
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      body.style.paddingBottom = '';
    };
  }, []);

  useEffect(() => {
    let frame = 0;
    const check = () => {
      frame = 0;
      const element = banner.current;
      const bar = document.querySelector('.total-bar');
      if (!element || !bar) return setAtTop(false);
      const box = bar.getBoundingClientRect();
      setAtTop(box.bottom > window.innerHeight - element.offsetHeight && box.top < window.innerHeight);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    const pages = new MutationObserver(schedule);
    pages.observe(document.body, { childList: true, subtree: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      pages.disconnect();
    };
  }, []);

  const choose = (choice: ConsentChoice) => {
    writeConsent(choice);
    if (choice === 'accepted') sendAnalytics({ type: 'page_view', path: window.location.pathname });
    onClose();
  };

  return (
    <section
      ref={banner}
      className={`cookie-banner${gated ? ' cookie-banner--gated' : ''}${atTop ? ' cookie-banner--top' : ''}`}
      aria-label={t('consent.label')}
    >
      <p className="cookie-banner__text">
        {t('consent.text')} <a href={localizePath('/privacy-policy', language)}>{t('consent.privacy')}</a>
      </p>
      <div className="cookie-banner__actions">
        <button
          ref={first}
          type="button"
          className="button button--primary button--small"
          onClick={() => choose('accepted')}
        >
          {t('consent.accept')}
        </button>
        <button
          type="button"
          className="button button--outline button--small"
          onClick={() => choose('declined')}
        >
          {t('consent.decline')}
        </button>
      </div>
    </section>
  );
}
