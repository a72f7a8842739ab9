/**
 * The site's public addresses, as plain data (its one import is the domain's import-free language
 * list), so that the build scripts (apps/web/scripts/write-site-manifest.ts) read the same list as
 * the app (docs/architecture.md §5).
 */
import { isLanguage, LANGUAGES, localeOf, type Language } from '@alpine/domain/languages';

/**
 * The site's languages (spec part 1 §1, part 2 §2.1), declared once in packages/domain/src/languages.ts,
 * and their locales. The site's code imports them from here, so that the list stays in the app's
 * start chunk instead of a chunk of its own on the home page (the budget counts each chunk's headers).
 */
export { isLanguage, LANGUAGES, localeOf, type Language };

/** Paths that have /fr and /es copies (part 2 §2.1, with the account pages); others keep no prefix. */
export const LOCALIZED_PATHS = [
  '/',
  '/booking',
  '/booking-personal',
  '/booking-flight',
  '/booking-address',
  '/booking-payment',
  '/booking-success',
  // the payment link of a reviewed booking the operator confirmed (ADR 019)
  '/pay',
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
  // content pages rendered from Markdown (ADR 015); ':param' pages have one address per file
  '/airports',
  '/airports/:airport',
  '/shared-transfers',
  '/private-transfers',
  '/destinations/:resort',
  '/about-us',
  '/contact-us',
  '/faqs-help',
  '/blog',
  '/blog/:article',
  // the resorts' index (no Markdown of its own: lists the destinations' pages)
  '/destinations',
];

/**
 * The operator's pages (ADR 019): English only (each screen switches language itself), never in
 * the sitemap, answered 200. Exactly the console's route table (app/routes-config.tsx, checked by
 * site-paths.test.ts): a page missing here answers 404 when reloaded or bookmarked.
 */
export const STAFF_PATHS = [
  '/operator',
  '/operator/bookings',
  '/operator/departures',
  '/operator/fleet',
  '/operator/manifest',
  '/operator/check-in',
  '/operator/promotions',
  '/operator/partners',
  '/operator/group-requests',
];

/**
 * The paths rendered from apps/web/content/<language>/<slug>.md (ADR 015): each has an address
 * (in the manifest and the sitemap) only when its file exists; a ':param' path has one per file
 * ('/airports/:airport' -> '/airports/geneva' for content/en/airports/geneva.md).
 */
export const CONTENT_PATHS = [
  '/airports',
  '/airports/:airport',
  '/shared-transfers',
  '/private-transfers',
  '/destinations/:resort',
  '/about-us',
  '/contact-us',
  '/faqs-help',
  '/blog',
  '/blog/:article',
  '/terms-conditions',
  '/privacy-policy',
];

/**
 * The pages search engines should list (docs/architecture.md §5: sitemap.xml), English paths; each is listed
 * in every language with hreflang alternates. Add a content page here when it gets a route. The
 * booking steps after the search and the account pages are private or need a journey, so they are
 * not listed.
 */
export const SITEMAP_PATHS = ['/', '/booking', '/destinations', ...CONTENT_PATHS];

/** True when `pathname` (English, no language) is a page of `patterns` ('/airports/geneva' fills '/airports/:airport'). */
export function matchesPath(pathname: string, patterns: readonly string[] = LOCALIZED_PATHS): boolean {
  const parts = pathname.split('/');
  return patterns.some((pattern) => {
    const want = pattern.split('/');
    return (
      want.length === parts.length &&
      want.every((part, i) => (part.startsWith(':') ? /^[a-z0-9-]+$/.test(parts[i]!) : part === parts[i]))
    );
  });
}

/**
 * The addresses (English, no language) of `paths` given the content slugs present: a content
 * path whose file is missing has none, a ':param' content path one per file; others stay.
 */
export function pagesOf(paths: readonly string[], contentSlugs: readonly string[]): string[] {
  return paths.flatMap((path) => {
    if (!CONTENT_PATHS.includes(path)) return [path];
    if (!path.includes('/:')) return contentSlugs.includes(path.slice(1)) ? [path] : [];
    const prefix = path.slice(1, path.lastIndexOf('/') + 1);
    return contentSlugs
      .filter((slug) => slug.startsWith(prefix) && !slug.slice(prefix.length).includes('/'))
      .map((slug) => `/${slug}`);
  });
}

/** The path of English `path` in `language`: '/booking' in fr -> '/fr/booking'; '/' in fr -> '/fr'. */
export function pathIn(path: string, language: Language): string {
  if (language === LANGUAGES[0]) return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/**
 * dist/site-manifest.json (docs/architecture.md §5), read by the API server
 * (apps/api/src/http/site-manifest.ts), which imports no web code: every page address (answered 200; any
 * other page address answers 404 with the app shell), the sitemap's pages per language, and the pre-rendered
 * HTML files (page address -> file relative to dist; empty here, filled by a pre-render step).
 */
export interface SiteManifest {
  routes: string[];
  sitemap: Record<Language, string>[];
  prerendered: Record<string, string>;
}

/**
 * The manifest for the current route list: every localized path in every language, the content
 * pages only for the `contentSlugs` present (content-files.ts; ADR 015: an unknown resort is
 * a 404), each ':param' page once per slug.
 */
export function siteManifest(contentSlugs: readonly string[] = []): SiteManifest {
  const routes = pagesOf(LOCALIZED_PATHS, contentSlugs);
  return {
    routes: [
      ...LANGUAGES.flatMap((language) => routes.map((path) => pathIn(path, language))),
      ...STAFF_PATHS,
    ],
    sitemap: pagesOf(SITEMAP_PATHS, contentSlugs).map(
      (path) =>
        Object.fromEntries(LANGUAGES.map((language) => [language, pathIn(path, language)])) as Record<
          Language,
          string
        >,
    ),
    prerendered: {},
  };
}
