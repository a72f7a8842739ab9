/**
 * Writes dist/site-manifest.json after `vite build` (issue 9 §1): what the API server needs to know
 * about the site without importing web code (shape: SiteManifest in src/i18n/site-paths.ts):
 *
 *   {
 *     "routes": ["/", "/booking", ..., "/fr", "/fr/booking", ...],   // every page address, 200
 *     "sitemap": [{ "en": "/", "fr": "/fr", "es": "/es" }, ...],     // listed pages, per language
 *     "prerendered": {}                                              // path -> HTML file in dist
 *   }
 *
 * A pre-render step that runs after this one adds its files to `prerendered` (e.g.
 * { "/fr": "fr/index.html" }). Usage: node --import tsx scripts/write-site-manifest.ts [dist]
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { siteManifest } from '../src/i18n/site-paths.ts';

const dist = resolve(import.meta.dirname, '..', process.argv[2] ?? 'dist');
writeFileSync(resolve(dist, 'site-manifest.json'), `${JSON.stringify(siteManifest(), null, 2)}\n`);
