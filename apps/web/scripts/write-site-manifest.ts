/**
 * Writes dist/site-manifest.json after `vite build` (docs/architecture.md §5; content pages, ADR 015): what
 * the API server needs to know about the site without importing web code (shape: SiteManifest in
 * src/i18n/site-paths.ts):
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
import { contentSlugs } from '../src/content/content-files.ts';
import { listContentFiles } from '../src/content/markdown-plugin.ts';
import { siteManifest } from '../src/i18n/site-paths.ts';

const web = resolve(import.meta.dirname, '..');
const dist = resolve(web, process.argv[2] ?? 'dist');
// the content pages that exist (ADR 015): only their slugs are addresses, others answer 404
const slugs = contentSlugs(listContentFiles(web));
writeFileSync(resolve(dist, 'site-manifest.json'), `${JSON.stringify(siteManifest(slugs), null, 2)}\n`);
