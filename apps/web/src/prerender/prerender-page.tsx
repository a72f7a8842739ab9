import { createHash } from 'node:crypto';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers.tsx';
import { routes } from '../app/routes-config.tsx';
import { CONTENT_SLUGS, loadContentPage } from '../content/content-pages.ts';
import { ConsentRoot } from '../features/consent/consent-root.tsx';
import { alternates, pageTitle } from '../content/page-head.ts';
import {
  i18n,
  languageFromPath,
  loadAllLanguages,
  localizePath,
  startLanguage,
  stripLanguage,
} from '../i18n/i18n.ts';
import { CONTENT_PATHS, pagesOf } from '../i18n/site-paths.ts';
import { CONSENT_GATE_SCRIPT } from '../lib/consent.ts';
import { INTL_WARM_SCRIPT } from '../lib/intl-warm.ts';
import { SCREEN_FILES_META, STEP_SCREENS, type ScreenFiles } from '../lib/step-prefetch.ts';

/** The route module of each pre-rendered page, by path without its language (routes-config.tsx). */
const ROUTE_MODULES: Record<string, string> = {
  '/': 'src/app/routes/home/home.tsx',
  '/booking': 'src/app/routes/booking/booking.tsx',
  '/my-account/login': 'src/app/routes/account/login.tsx',
  '/my-account/register': 'src/app/routes/account/register.tsx',
  '/my-account/forget': 'src/app/routes/account/forget.tsx',
  '/my-account/find-booking': 'src/app/routes/account/find-booking.tsx',
  '/destinations': 'src/app/routes/content/content-page.tsx',
  // every content page of every file present (ADR 015): terms, privacy, airports, resorts, blog...
  ...Object.fromEntries(
    pagesOf(CONTENT_PATHS, CONTENT_SLUGS).map((path) => [path, 'src/app/routes/content/content-page.tsx']),
  ),
};

/**
 * The pages pre-rendered at build time (docs/architecture.md §5): the home page, the search/results screen
 * (without a search), and the entry pages whose first screen reads nothing from storage (login,
 * register, forgotten password, found booking, terms, privacy), each in English, French and Spanish.
 */
export const PRERENDERED_PATHS: readonly string[] = Object.keys(ROUTE_MODULES).flatMap((bare) => [
  bare,
  ...(['fr', 'es'] as const).map((language) => (bare === '/' ? `/${language}` : `/${language}${bare}`)),
]);

/**
 * The inline scripts of every pre-rendered page's head, in order: the consent gate (lib/consent.ts),
 * then the load of the Intl data before the paint (lib/intl-warm.ts).
 */
const INLINE_SCRIPTS: readonly string[] = [CONSENT_GATE_SCRIPT, INTL_WARM_SCRIPT];

/**
 * The Content-Security-Policy sources of INLINE_SCRIPTS ('sha256-<base64>', CSP3 §8.3 hash-source
 * without its quotes), which the build writes into dist/site-manifest.json as `scriptHashes` for the
 * server's script-src (apps/api/src/http/security-headers.ts).
 */
export const INLINE_SCRIPT_HASHES: readonly string[] = INLINE_SCRIPTS.map(
  (script) => `sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}`,
);

/** The module main.tsx imports once the page has painted, which hydrates it. */
const START_MODULE = 'src/start-app.tsx';

/** One chunk of Vite's build manifest (dist/.vite/manifest.json), keyed by its source path. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type BuildManifest = Record<string, ManifestChunk>;

/** Where a pre-rendered path's HTML goes under dist: '/fr/booking' -> 'prerendered/fr/booking.html'. */
export function prerenderedFile(path: string): string {
  const language = languageFromPath(path) ?? 'en';
  const bare = stripLanguage(path);
  return `prerendered/${language}/${bare === '/' ? 'index' : bare.slice(1)}.html`;
}

/** The app's HTML at `path` (what #root holds), rendered with every Suspense boundary resolved. */
export async function renderApp(path: string): Promise<string> {
  await loadAllLanguages();
  await startLanguage(languageFromPath(path) ?? 'en');
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}, not a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerender(
    <StrictMode>
      <AppProviders client={createQueryClient()}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
        <ConsentRoot />
      </AppProviders>
    </StrictMode>,
    // one piece: an outlined boundary would need React's inline scripts, which the CSP blocks
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  return new Response(prelude).text();
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** The CSS and JS files one pre-rendered page needs, in load order, as paths under dist. */
export interface PageAssets {
  styles: string[];
  scripts: string[];
}

/** The chunks `keys` load, each once, in load order (a chunk before its imports), from Vite's manifest. */
function chunkClosure(manifest: BuildManifest, keys: readonly string[]): ManifestChunk[] {
  const seen = new Set<string>();
  const chunks: ManifestChunk[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    chunks.push(chunk);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return chunks;
}

/**
 * The files `path` needs besides the template's (docs/architecture.md §5), from Vite's build manifest: the
 * stylesheets `template` links (the entry's), then the route chunk, the chunks it imports and their
 * CSS, and the page language's catalogue (main.tsx awaits it before hydrating): its first-screen
 * part, and on every page but home its other-pages part (i18n/i18n.ts). Scripts `template`
 * already names are left out.
 */
export function pageAssets(path: string, manifest: BuildManifest, template = ''): PageAssets {
  const styles = [...template.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].flatMap(
    (match) => /href="\/([^"]+)"/.exec(match[0])?.[1] ?? [],
  );
  const keys = [START_MODULE];
  const bare = stripLanguage(path);
  const language = languageFromPath(path) ?? 'en';
  const source = ROUTE_MODULES[bare];
  if (source) keys.push(source);
  // a content page's own text (ADR 015: one chunk per page and language); an index's entries
  if (CONTENT_SLUGS.includes(bare.slice(1))) keys.push(`content/${language}/${bare.slice(1)}.md`);
  for (const section of ['blog', 'destinations']) {
    if (bare !== `/${section}`) continue;
    for (const slug of CONTENT_SLUGS.filter((s) => s.startsWith(`${section}/`))) {
      keys.push(`content/${language}/${slug}.md?meta`);
    }
  }
  keys.push(`src/i18n/${language}.json`);
  // every screen but home loads the other pages' strings with its route (app/routes-config.tsx)
  if (bare !== '/') keys.push(`src/i18n/other-pages/${language}.json`);
  const chunks = chunkClosure(manifest, keys);
  for (const css of chunks.flatMap((chunk) => chunk.css ?? [])) if (!styles.includes(css)) styles.push(css);
  const scripts = chunks.map((chunk) => chunk.file);
  return { styles, scripts: scripts.filter((file) => !template.includes(`/${file}"`)) };
}

/**
 * The head tags of a pre-rendered page (docs/architecture.md §5, first screen without a stylesheet request):
 * one <style> holding every file of `assets.styles` in order (`readCss(file)` gives a file's text),
 * a disabled <link rel="stylesheet"> per file, which the browser neither fetches nor applies but
 * which tells Vite's preload helper the CSS is already in the page, so hydrating the lazy route does
 * not fetch it again and wait for it, and a modulepreload link per script inside
 * <template id="page-preloads">: inert until main.tsx moves them into the head once the page has
 * painted, so the page's JavaScript neither delays nor shares the network with its first paint.
 * Throws when a stylesheet holds `</style`, which would end the element early.
 */
export function headTags(assets: PageAssets, readCss: (file: string) => string): string {
  const css = assets.styles.map((file) => {
    const text = readCss(file);
    if (/<\/style/i.test(text)) throw new Error(`${file} holds </style and cannot be inlined`);
    return text.trim();
  });
  return [
    assets.styles.length ? `<style>${css.join('\n')}</style>` : '',
    ...assets.styles.map((file) => `<link rel="stylesheet" crossorigin href="/${file}" disabled>`),
    assets.scripts.length
      ? `<template id="page-preloads">${assets.scripts
          .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
          .join('')}</template>`
      : '',
  ].join('');
}

/**
 * On a page that shows the search form but is not the search screen (home, content pages with a
 * search widget: `hasSearchForm`), the files of the search screen (its language's '/booking') the
 * page has not loaded, as an inert <template id="next-screen-preloads">: a modulepreload link per
 * script (its route chunks and the other pages' strings) and a prefetch link per stylesheet. The
 * form's first focus or press moves them into the head (lib/next-screen.ts), so Book Now then waits
 * for the search alone (docs/architecture.md §5, speed on a phone). '' on every other page.
 */
export function nextScreenTags(
  path: string,
  manifest: BuildManifest,
  template = '',
  hasSearchForm = true,
): string {
  if (!hasSearchForm || stripLanguage(path) === '/booking') return '';
  const language = languageFromPath(path) ?? 'en';
  const here = pageAssets(path, manifest, template);
  const next = pageAssets(localizePath('/booking', language), manifest, template);
  const scripts = next.scripts.filter((file) => !here.scripts.includes(file));
  const styles = next.styles.filter((file) => !here.styles.includes(file));
  if (scripts.length + styles.length === 0) return '';
  return `<template id="next-screen-preloads">${[
    ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ...styles.map((file) => `<link rel="prefetch" as="style" crossorigin href="/${file}">`),
  ].join('')}</template>`;
}

/**
 * The booking steps' files (docs/architecture.md §5, speed on a phone; lib/step-prefetch.ts prefetchScreen
 * reads them): for each step after the results (STEP_SCREENS, route modules
 * src/app/routes/booking/<step>.tsx), the scripts its route chunk needs, the chunk first and then
 * its imports, and the stylesheets those chunks import. What every page has loaded before a step
 * can show is left out: the entry (Vite's `isEntry` chunks), the hydrating module, their imports
 * and their stylesheets, and any file `template` (the built index.html) names. Paths under dist, without a
 * leading slash ('assets/x-1.js'). A step missing from the manifest is left out.
 */
export function stepScreenFiles(manifest: BuildManifest, template = ''): ScreenFiles {
  const entries = Object.keys(manifest).filter((key) => manifest[key]!.isEntry);
  const loaded = new Set(
    chunkClosure(manifest, [...entries, START_MODULE]).flatMap((chunk) => [chunk.file, ...(chunk.css ?? [])]),
  );
  const needed = (file: string) => !loaded.has(file) && !template.includes(`/${file}"`);
  const screens: ScreenFiles['screens'] = {};
  for (const screen of STEP_SCREENS) {
    const key = `src/app/routes/booking/${screen}.tsx`;
    if (!manifest[key]) continue;
    const chunks = chunkClosure(manifest, [key]);
    screens[screen] = {
      scripts: chunks.map((chunk) => chunk.file).filter(needed),
      styles: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))].filter(needed),
    };
  }
  return { screens };
}

/**
 * The build's file of `list` (stepScreenFiles) and its text: 'assets/screen-files-<first 10 hex
 * of the text's SHA-256>.json', so that, like the chunks it names, it is served as immutable and a
 * page of an older build still finds its own list.
 */
export function screenFilesAsset(list: ScreenFiles): { file: string; text: string } {
  const text = `${JSON.stringify(list)}\n`;
  const hash = createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 10);
  return { file: `assets/screen-files-${hash}.json`, text };
}

/**
 * `template` (the built index.html) with <meta name="screen-files" content="/<file>"> at the end
 * of its head, so every page, pre-rendered or the shell, names its build's list of the booking
 * steps' files (lib/step-prefetch.ts prefetchScreen), in place of one a previous run wrote. Throws
 * when the template has no </head>.
 */
export function withScreenFilesMeta(template: string, file: string): string {
  if (!template.includes('</head>')) throw new Error('the template has no </head>');
  return template
    .replace(new RegExp(`<meta name="${SCREEN_FILES_META}"[^>]*>`, 'g'), '')
    .replace('</head>', () => `<meta name="${SCREEN_FILES_META}" content="/${escapeHtml(file)}"></head>`);
}

/**
 * The <title> and meta description of `path`: a content page's front matter (ADR 015), the
 * destinations index's catalogue entries, else the site's (catalogue `meta`).
 */
export async function pageMeta(path: string): Promise<{ title: string; description: string }> {
  const language = languageFromPath(path) ?? 'en';
  const t = i18n.getFixedT(language);
  const bare = stripLanguage(path);
  const content = CONTENT_SLUGS.includes(bare.slice(1)) ? loadContentPage(language, bare.slice(1)) : null;
  if (content) {
    const { title, description } = (await content).frontMatter;
    return { title: pageTitle(title), description };
  }
  if (bare === '/destinations') {
    return {
      title: pageTitle(t('content.destinations.title')),
      description: t('content.destinations.description'),
    };
  }
  return { title: t('meta.title'), description: t('meta.description') };
}

/**
 * The canonical link and hreflang alternates (en, fr, es, x-default) of a page (ADR 015), as
 * absolute addresses on `origin` (the site's public origin without a trailing slash, e.g.
 * 'https://transfers.example'; hreflang alternates must be fully qualified); root-relative when
 * `origin` is ''.
 */
export function linkTags(path: string, origin = ''): string {
  const bare = stripLanguage(path);
  return [
    `<link rel="canonical" href="${escapeHtml(origin + path)}">`,
    ...alternates(bare).map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${hreflang}" href="${escapeHtml(origin + href)}">`,
    ),
  ].join('');
}

/**
 * The site's public origin the build writes into the pages' links (ADR 015): PUBLIC_URL, as
 * the server reads it (apps/api/src/config.ts), else http://localhost:<PORT or 3000>; without its
 * path and trailing slash. The server warns at start when its own PUBLIC_URL differs (the pages
 * then need a build with the same PUBLIC_URL). Throws on a PUBLIC_URL that is not an http(s) URL.
 */
export function siteOrigin(env: Record<string, string | undefined> = process.env): string {
  const url = new URL(env.PUBLIC_URL ?? `http://localhost:${env.PORT ?? 3000}`);
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must be an http(s) URL, not ${url.protocol}`);
  return url.origin;
}

/**
 * The full HTML document of `path` (docs/architecture.md §5): the built index.html with the rendered app in
 * #root, <html lang>, <title> and description in the page's language, the template's and the
 * route's CSS inlined in place of the template's stylesheet links (see headTags; `readCss(file)`
 * gives the text of a file under dist), canonical and hreflang links on `origin` (linkTags), and
 * the page's chunks to preload once it has painted; the
 * template's own script and modulepreloads (the small entry) at fetchpriority="low", since the HTML
 * paints without them; INLINE_SCRIPTS first in the head (the consent gate, before the body paints).
 * Throws when the template has no empty #root.
 */
export async function prerenderPage(
  path: string,
  template: string,
  manifest: BuildManifest,
  readCss: (file: string) => string,
  origin = '',
): Promise<string> {
  const app = await renderApp(path);
  const language = languageFromPath(path) ?? 'en';
  const meta = await pageMeta(path);
  const root = '<div id="root"></div>';
  if (!template.includes(root)) throw new Error('the template has no empty <div id="root"></div>');
  const assets = pageAssets(path, manifest, template);
  const nextScreen = nextScreenTags(path, manifest, template, app.includes('class="search-form'));
  return (
    template
      .replace(/<link\b[^>]*rel="stylesheet"[^>]*>\s*/g, '')
      // the page reads and paints without its JavaScript, which only hydrates it: fetched at low
      // priority, it no longer counts as render-blocking (Lighthouse's FCP) nor competes with the HTML
      .replace(/<script type="module"/g, '<script type="module" fetchpriority="low"')
      .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
      .replace(
        /<head>/,
        () => `<head>${INLINE_SCRIPTS.map((script) => `<script>${script}</script>`).join('')}`,
      )
      .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(meta.title)}</title>`)
      .replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(meta.description)}" />`,
      )
      .replace(/<link rel="modulepreload"/g, '<link rel="modulepreload" fetchpriority="low"')
      .replace('</head>', () => `${linkTags(path, origin)}${headTags(assets, readCss)}${nextScreen}</head>`)
      .replace(root, () => `<div id="root">${app}</div>`)
  );
}
