import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { stripLanguage } from '../i18n/i18n.ts';

/**
 * The catalogue key (under `lang.titles`) of each page's title, by path without its language
 * prefix (spec part 2 §2.1 routes; docs/architecture.md §6). The home page has the site's title (meta.title).
 * Content pages (CONTENT_PATHS and the resorts' index) take their title from their Markdown.
 */
export const PAGE_TITLE_KEYS: Record<string, string | null> = {
  '/': null,
  '/booking': 'results',
  '/booking-personal': 'personal',
  '/booking-flight': 'flight',
  '/booking-address': 'address',
  '/booking-payment': 'payment',
  '/booking-success': 'success',
  '/pay': 'pay',
  '/my-account/login': 'login',
  '/my-account/register': 'register',
  '/my-account/forget': 'forget',
  '/new-password': 'newPassword',
  '/verify-email': 'verifyEmail',
  '/my-account/claim-bookings': 'claimBookings',
  '/my-account': 'myAccount',
  '/my-account/bookings': 'myBookings',
  '/my-account/find-booking': 'findBooking',
  '/account-details': 'accountDetails',
};

/**
 * The title of the page at `pathname` in the language of `t`: '<page> – Alpine Transfers', the
 * site title for home, 'Page not found – ...' when `notFound`; null for a page this table does
 * not name (content pages set their own).
 */
export function pageTitle(
  pathname: string,
  notFound: boolean,
  t: (key: string, options?: Record<string, string>) => string,
): string | null {
  const bare = stripLanguage(pathname).replace(/(.)\/$/, '$1');
  const key = notFound ? 'notFound' : PAGE_TITLE_KEYS[bare];
  if (key === undefined) return null;
  if (key === null) return t('meta.title');
  return t('lang.titles.pattern', { page: t(`lang.titles.${key}`) });
}

/**
 * Keeps document.title on the page and language shown (docs/architecture.md §6): called once in the layout,
 * it runs after the pages' own effects, on every route change and language switch.
 */
export function usePageTitle(): void {
  const { t, i18n } = useTranslation();
  const { pathname } = useLocation();
  const notFound = useMatches().some(
    (m) => (m.params as Record<string, string | undefined>)['*'] !== undefined,
  );
  useEffect(() => {
    const title = pageTitle(pathname, notFound, t);
    if (title !== null) document.title = title;
  }, [pathname, notFound, t, i18n.language]);
}
