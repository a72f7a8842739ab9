import { useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { localizePath, type Language } from '../i18n/i18n.ts';
import { useUserSession } from '../lib/use-user-session.ts';

/** The header's main pages (ADR 015 item 5), English paths and their catalogue keys. */
const MAIN_PAGES = [
  { path: '/airports', key: 'site.nav.airports' },
  { path: '/shared-transfers', key: 'site.nav.shared' },
  { path: '/private-transfers', key: 'site.nav.private' },
  { path: '/destinations', key: 'site.nav.destinations' },
  { path: '/faqs-help', key: 'site.nav.faq' },
] as const;

/**
 * The header's navigation (docs/architecture.md §7): Airports, Shared transfers, Private transfers, Resorts,
 * FAQ, and My Account (always shown) in the page's language. On narrow screens (CSS: up to 960 px)
 * the five pages collapse behind a Menu button, a disclosure (WAI-ARIA APG): aria-expanded and aria-controls, Escape
 * closes it and puts focus back on the button, and it closes when a page is chosen.
 */
export function SiteHeaderNav({ language }: { language: Language }) {
  const { t } = useTranslation();
  const button = useRef<HTMLButtonElement>(null);
  const listId = useId();
  const { pathname } = useLocation();
  // the page the menu was opened on: it is open only while that page shows, so choosing a page
  // closes it. Derived, not reset by an effect: an effect on mount closed a menu tapped open while
  // the pre-rendered page hydrated (React replays that tap before the effects run)
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (next: boolean) => setOpenOn(next ? pathname : null);

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpen(false);
      button.current?.focus();
    }
  };

  return (
    <nav className="site-nav" aria-label={t('layout.mainNav')} onKeyDown={onKeyDown}>
      <button
        ref={button}
        type="button"
        className="site-nav__toggle"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen(!open)}
      >
        <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden="true">
          <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        {t('site.nav.menu')}
      </button>
      <ul id={listId} className={`site-nav__list${open ? ' site-nav__list--open' : ''}`}>
        {MAIN_PAGES.map((page) => (
          <li key={page.path}>
            <NavLink to={localizePath(page.path, language)} className="site-nav__link">
              {t(page.key)}
            </NavLink>
          </li>
        ))}
      </ul>
      <AccountLink language={language} />
    </nav>
  );
}

/**
 * 'My Account': to the account when signed in, else to the login page (spec part 2 §2.1). The
 * session is read from storage only after hydration (useUserSession), in this leaf, so that signing
 * in re-renders the link and not the header (docs/architecture.md §5).
 */
function AccountLink({ language }: { language: Language }) {
  const { t } = useTranslation();
  const session = useUserSession();
  return (
    <NavLink
      to={localizePath(session ? '/my-account' : '/my-account/login', language)}
      className="site-nav__link site-nav__account"
    >
      {t('layout.myAccount')}
    </NavLink>
  );
}
