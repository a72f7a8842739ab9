import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';

/**
 * dist/site-manifest.json, written by the web build (apps/web/scripts/write-site-manifest.ts;
 * docs/architecture.md §5), so that the server knows the site's pages without importing web code:
 * - routes: every page address ('/', '/fr', '/fr/booking'...), answered 200;
 * - sitemap: the pages listed in sitemap.xml, each as { language: path };
 * - prerendered: page address -> HTML file relative to dist, served instead of index.html;
 * - scriptHashes: the CSP hash-sources ('sha256-<base64>') of the inline scripts the pre-rendered
 *   pages carry (the consent gate, docs/architecture.md §5), allowed in script-src (security-headers.ts);
 * - origin: the site origin of the pages' canonical and hreflang links (PUBLIC_URL at build time).
 */
const SiteManifestSchema = z.object({
  routes: z.array(z.string().startsWith('/')),
  sitemap: z.array(z.record(z.string(), z.string().startsWith('/'))).default([]),
  prerendered: z
    .record(
      z.string().startsWith('/'),
      z
        .string()
        .min(1)
        .refine(
          (file) => !file.split(/[\\/]/).includes('..') && !file.startsWith('/'),
          'must stay inside dist',
        ),
    )
    .default({}),
  scriptHashes: z.array(z.string().regex(/^sha256-[A-Za-z0-9+/]{43}=$/)).default([]),
  origin: z.string().url().optional(),
});
export type SiteManifest = z.infer<typeof SiteManifestSchema>;

/**
 * Reads `<webDist>/site-manifest.json`; null when there is none (dev, tests without a build).
 * Throws when the file exists but does not have the shape above (a broken build must not start).
 */
export function readSiteManifest(webDist: string): SiteManifest | null {
  const file = join(webDist, 'site-manifest.json');
  if (!existsSync(file)) return null;
  const parsed = SiteManifestSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success)
    throw new Error(`Bad ${file}: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  return parsed.data;
}

/** A page address without its trailing slashes ('/fr/' -> '/fr'; '/' stays '/'). */
export function pagePath(path: string): string {
  return path.replace(/\/+$/, '') || '/';
}

const escapeXml = (text: string) =>
  text.replace(
    /[<>&'"]/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!,
  );

/**
 * sitemap.xml (sitemaps.org 0.9 with xhtml:link hreflang alternates; docs/architecture.md §5): one <url> per
 * page and language, each naming every language's copy and x-default (English). `publicUrl` is the
 * site's origin (config PUBLIC_URL), without a trailing slash or with one.
 */
export function sitemapXml(manifest: SiteManifest, publicUrl: string): string {
  const origin = publicUrl.replace(/\/+$/, '');
  const url = (path: string) => escapeXml(`${origin}${path}`);
  const entries = manifest.sitemap.flatMap((page) => {
    const alternates = Object.entries(page).map(
      ([language, path]) =>
        `    <xhtml:link rel="alternate" hreflang="${escapeXml(language)}" href="${url(path)}"/>`,
    );
    const fallback = page.en ?? Object.values(page)[0];
    if (fallback) {
      alternates.push(`    <xhtml:link rel="alternate" hreflang="x-default" href="${url(fallback)}"/>`);
    }
    return Object.values(page).map(
      (path) => `  <url>\n    <loc>${url(path)}</loc>\n${alternates.join('\n')}\n  </url>`,
    );
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt (docs/architecture.md §5): every crawler may visit everything; the sitemap's address. */
export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${publicUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}
