import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from '../app/routes-config.tsx';
import { LOCALIZED_PATHS, SITEMAP_PATHS, siteManifest } from './site-paths.ts';

/** The page paths of a route branch ('/booking', '/my-account/login'...); index routes are '/'. */
function pagePaths(children: RouteObject[] | undefined): string[] {
  return (children ?? []).flatMap((route) => {
    if (route.index) return ['/'];
    if (route.path === undefined) return pagePaths(route.children);
    return [`/${route.path}`];
  });
}

describe('the site manifest lists the pages the router has (issue 9 §1)', () => {
  const layoutChildren = routes[0]?.children ?? [];
  const branch = (path: string | undefined) => layoutChildren.find((route) => route.path === path)?.children;

  it('LOCALIZED_PATHS is exactly the route table of each language', () => {
    for (const path of [undefined, 'fr', 'es']) {
      expect(pagePaths(branch(path)).sort(), String(path)).toEqual([...LOCALIZED_PATHS].sort());
    }
  });

  it('routes holds every page in en, fr and es, the French home as /fr', () => {
    const { routes: paths } = siteManifest();
    expect(paths).toHaveLength(LOCALIZED_PATHS.length * 3);
    expect(paths).toEqual(
      expect.arrayContaining(['/', '/fr', '/es', '/booking', '/fr/booking', '/es/my-account/login']),
    );
    expect(paths).not.toContain('/fr/');
  });

  it('the sitemap names each listed page in every language, and only pages the router has', () => {
    const { sitemap, routes: paths } = siteManifest();
    expect(sitemap).toHaveLength(SITEMAP_PATHS.length);
    expect(sitemap).toContainEqual({
      en: '/terms-conditions',
      fr: '/fr/terms-conditions',
      es: '/es/terms-conditions',
    });
    for (const page of sitemap) for (const path of Object.values(page)) expect(paths).toContain(path);
  });
});
