/**
 * The site's public addresses, as plain data with no imports, so that the build scripts
 * (apps/web/scripts/write-site-manifest.ts) read the same list as the app (issue 9 §1).
 */

/** The site's languages (spec part 1 §1, part 2 §2.1: English, French and Spanish routes). */
export const LANGUAGES = ['en', 'fr', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Paths that have /fr and /es copies (part 2 §2.1, with the account pages); others keep no prefix. */
export const LOCALIZED_PATHS = [
  '/',
  '/booking',
  '/booking-personal',
  '/booking-flight',
  '/booking-address',
  '/booking-payment',
  '/booking-success',
  '/terms-conditions',
  '/privacy-policy',
  '/my-account/login',
  '/my-account/register',
  '/my-account/forget',
  '/new-password',
  '/verify-email',
  '/my-account/claim-bookings',
  '/my-account',
  '/my-account/bookings',
  '/my-account/find-booking',
  '/account-details',
];

/**
 * The pages search engines should list (issue 9 §1: sitemap.xml), English paths; each is listed
 * in every language with hreflang alternates. Add a content page here when it gets a route. The
 * booking steps after the search and the account pages are private or need a journey, so they are
 * not listed.
 */
export const SITEMAP_PATHS = ['/', '/booking', '/terms-conditions', '/privacy-policy'];

/** The path of English `path` in `language`: '/booking' in fr -> '/fr/booking'; '/' in fr -> '/fr'. */
export function pathIn(path: string, language: Language): string {
  if (language === 'en') return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/**
 * dist/site-manifest.json (issue 9 §1), read by the API server (apps/api/src/http/site-manifest.ts),
 * which imports no web code: every page address (answered 200; any other page address answers
 * 404 with the app shell), the sitemap's pages per language, and the pre-rendered HTML files
 * (page address -> file relative to dist; empty here, filled by a pre-render step).
 */
export interface SiteManifest {
  routes: string[];
  sitemap: Record<Language, string>[];
  prerendered: Record<string, string>;
}

/** The manifest for the current route list: every localized path in every language. */
export function siteManifest(): SiteManifest {
  return {
    routes: LANGUAGES.flatMap((language) => LOCALIZED_PATHS.map((path) => pathIn(path, language))),
    sitemap: SITEMAP_PATHS.map(
      (path) =>
        Object.fromEntries(LANGUAGES.map((language) => [language, pathIn(path, language)])) as Record<
          Language,
          string
        >,
    ),
    prerendered: {},
  };
}
