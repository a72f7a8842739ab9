import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../app/routes-config.tsx';
import {
  CONTENT_PATHS,
  LOCALIZED_PATHS,
  matchesPath,
  SITEMAP_PATHS,
  siteManifest,
  STAFF_PATHS,
} from './site-paths.ts';

/** The page paths of a route branch ('/booking', '/my-account/login'...); index routes are '/'. */
function pagePaths(children: RouteObject[] | undefined): string[] {
  return (children ?? []).flatMap((route) => {
    if (route.index) return ['/'];
    if (route.path === undefined) return pagePaths(route.children);
    return [`/${route.path}`];
  });
}

describe('the site manifest lists the pages the router has (docs/architecture.md §5)', () => {
  const layoutChildren = routes[0]?.children ?? [];
  const branch = (path: string | undefined) => layoutChildren.find((route) => route.path === path)?.children;

  it('LOCALIZED_PATHS is exactly the route table of each language', () => {
    for (const path of [undefined, 'fr', 'es']) {
      expect(pagePaths(branch(path)).sort(), String(path)).toEqual([...LOCALIZED_PATHS].sort());
    }
  });

  it("STAFF_PATHS is exactly the operator console's route table, so each of its pages answers 200 on reload (ADR 019)", () => {
    const staff = routes.find((route) => route.path === 'operator');
    const paths = pagePaths(staff?.children).map((path) => (path === '/' ? '/operator' : `/operator${path}`));
    expect(paths.length).toBeGreaterThan(1);
    expect([...STAFF_PATHS].sort()).toEqual(paths.sort());
    // the console has no /fr or /es copies: each screen switches language itself
    expect(routes.filter((route) => route.path?.split('/').includes('operator'))).toHaveLength(1);
    for (const language of ['fr', 'es'])
      expect(pagePaths(branch(language)).some((path) => path.startsWith('/operator'))).toBe(false);
  });

  const slugs = [
    'about-us',
    'airports',
    'airports/geneva',
    'airports/lyon',
    'blog',
    'blog/first',
    'destinations/zermatt',
  ];

  it('routes holds every page in en, fr and es, the French home as /fr', () => {
    const { routes: paths } = siteManifest(slugs);
    const fixed = LOCALIZED_PATHS.filter((path) => !CONTENT_PATHS.includes(path));
    // the fixed pages, and one address per content file (ADR 015)
    // and the operator's pages, in English only (ADR 019)
    expect(paths).toHaveLength((fixed.length + slugs.length) * 3 + STAFF_PATHS.length);
    expect(paths).toEqual(expect.arrayContaining(['/operator', '/operator/bookings']));
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/fr', '/es', '/booking', '/fr/booking', '/es/my-account/login']),
    );
    expect(paths).not.toContain('/fr/');
  });

  it('the sitemap names each listed page in every language, and only pages the router has', () => {
    const { sitemap, routes: paths } = siteManifest([...slugs, 'terms-conditions']);
    expect(sitemap).toHaveLength(
      SITEMAP_PATHS.filter((path) => !CONTENT_PATHS.includes(path)).length + slugs.length + 1,
    );
    expect(sitemap).toContainEqual({
      en: '/terms-conditions',
      fr: '/fr/terms-conditions',
      es: '/es/terms-conditions',
    });
    // every airport, resort and article file, in every language (ADR 015)
    expect(sitemap).toContainEqual({
      en: '/airports/lyon',
      fr: '/fr/airports/lyon',
      es: '/es/airports/lyon',
    });
    expect(sitemap).toContainEqual({
      en: '/destinations/zermatt',
      fr: '/fr/destinations/zermatt',
      es: '/es/destinations/zermatt',
    });
    expect(sitemap).toContainEqual({ en: '/blog/first', fr: '/fr/blog/first', es: '/es/blog/first' });
    for (const page of sitemap) for (const path of Object.values(page)) expect(paths).toContain(path);
  });
});

describe('content pages have addresses only for the files present (ADR 015)', () => {
  it('an unknown resort, a missing page and a route pattern are not addresses', () => {
    const { routes: paths } = siteManifest(['destinations/zermatt']);
    expect(paths).toContain('/fr/destinations/zermatt');
    expect(paths).not.toContain('/destinations/atlantis');
    expect(paths).not.toContain('/contact-us');
    expect(paths.some((path) => path.includes(':'))).toBe(false);
  });

  it('matchesPath knows a content page by its pattern, so the language switch keeps it', () => {
    expect(matchesPath('/airports/geneva')).toBe(true);
    expect(matchesPath('/blog/skiing-with-children')).toBe(true);
    expect(matchesPath('/airports/geneva/terminal')).toBe(false);
    expect(matchesPath('/dev/mailbox')).toBe(false);
  });
});
