/**
 * Writes dist/site-manifest.json after `vite build` (issue 9 §1): what the API server needs to know
 * about the site without importing web code. Shape (read by apps/api/src/http/site-manifest.ts):
 *
 *   {
 *     "routes": ["/", "/fr", "/es", "/booking", "/fr/booking", ...],  // every page address, 200
 *     "sitemap": [{ "en": "/", "fr": "/fr", "es": "/es" }, ...],     // listed pages, per language
 *     "prerendered": { "/fr": "fr/index.html" }                      // path -> HTML file in dist
 *   }
 *
 * Any other page address answers 404 with the app shell. `prerendered` starts empty; a pre-render
 * step that runs after this one adds its files to it. Usage: node --import tsx scripts/write-site-manifest.ts [dist]
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { LANGUAGES, LOCALIZED_PATHS, SITEMAP_PATHS, pathIn } from '../src/i18n/site-paths.ts';

/** The manifest the server reads (see the file comment). */
export interface SiteManifest {
  routes: string[];
  sitemap: Record<string, string>[];
  prerendered: Record<string, string>;
}

/** The manifest for the current route list: every localized path in every language. */
export function siteManifest(): SiteManifest {
  return {
    routes: LANGUAGES.flatMap((language) => LOCALIZED_PATHS.map((path) => pathIn(path, language))),
    sitemap: SITEMAP_PATHS.map((path) =>
      Object.fromEntries(LANGUAGES.map((language) => [language, pathIn(path, language)])),
    ),
    prerendered: {},
  };
}

const dist = resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist');
writeFileSync(resolve(dist, 'site-manifest.json'), `${JSON.stringify(siteManifest(), null, 2)}\n`);
