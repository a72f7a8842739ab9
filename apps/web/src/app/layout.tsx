import { Suspense, useRef } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useSessionKeepAlive } from '../lib/use-session-keep-alive.ts';
import { useRouteFocus } from '../lib/use-route-focus.ts';
import {
  LANGUAGES,
  languageFromPath,
  localizePath,
  setLanguage,
  switchedPath,
  type Language,
} from '../i18n/i18n.ts';
import { usePageTitle } from './page-title.ts';
import { SiteFooter } from './site-footer.tsx';
import { SiteHeaderNav } from './site-header-nav.tsx';
import './layout.css';

/**
 * The page frame (docs/architecture.md §1): header with the logo, the main pages (site-header-nav.tsx,
 * docs/architecture.md §7) and the EN / FR / ES switch, and the footer (site-footer.tsx). The switch keeps
 * the page, its query and its navigation state: the success page, shown from that state (spec part 2 §2.7),
 * still shows the booking in the other language.
 */
export function Layout() {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const navigation = useNavigation();
  const pathLanguage = languageFromPath(location.pathname);
  const home = localizePath('/', (pathLanguage ?? 'en') as Language);
  useSessionKeepAlive();
  usePageTitle();
  const main = useRef<HTMLElement>(null);
  useRouteFocus(location.pathname, main);
  const switchTo = (language: Language) => `${switchedPath(location.pathname, language)}${location.search}`;

  return (
    <div className="app">
      <a className="skip-link" href="#main">
        {t('layout.skip')}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Link to={home} className="logo" aria-label={t('layout.homeLabel')}>
            <svg width="34" height="34" viewBox="0 0 32 32" aria-hidden="true">
              <rect width="32" height="32" rx="8" fill="#fff" fillOpacity="0.12" />
              <path d="M3 25 13 9l5 8 3-4 8 12z" fill="#fff" />
              <path d="m13 9 2.7 4.3-2.7 1.7-2.6-1.7z" fill="#9fd3ff" />
            </svg>
            <span>Alpine Transfers</span>
          </Link>
          <SiteHeaderNav language={(pathLanguage ?? 'en') as Language} />
          <ul className="lang-switch" aria-label={t('layout.language')}>
            {LANGUAGES.map((language) => (
              <li key={language}>
                <Link
                  to={switchTo(language)}
                  state={location.state}
                  lang={language}
                  hrefLang={language}
                  className="lang-switch__link"
                  aria-current={i18n.language === language ? 'true' : undefined}
                  onClick={() => setLanguage(language)}
                >
                  <span aria-hidden="true">{language.toUpperCase()}</span>
                  <span className="visually-hidden">{t(`layout.languages.${language}`)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
        {navigation.state === 'loading' && <div className="route-progress" aria-hidden="true" />}
      </header>
      <main id="main" className="site-main" tabIndex={-1} ref={main}>
        <Suspense fallback={null}>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter language={(pathLanguage ?? 'en') as Language} />
      <ScrollRestoration />
    </div>
  );
}
