import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { INTL_WARM_SCRIPT } from '../lib/intl-warm.ts';
import { CONSENT_GATE_SCRIPT } from '../lib/consent.ts';
import {
  INLINE_SCRIPT_HASHES,
  PRERENDERED_PATHS,
  type BuildManifest,
  headTags,
  nextScreenTags,
  pageAssets,
  prerenderPage,
  prerenderedFile,
  screenFilesAsset,
  siteOrigin,
  stepScreenFiles,
  withScreenFilesMeta,
} from './prerender-page.tsx';

const TEMPLATE = `<!doctype html>
<html lang="en">
  <head>
    <meta name="description" content="English description" />
    <title>English title</title>
    <script type="module" crossorigin src="/assets/index-1.js"></script>
    <link rel="stylesheet" crossorigin href="/assets/index-1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

const MANIFEST: BuildManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, css: ['assets/index-1.css'] },
  'src/app/routes/home/home.tsx': {
    file: 'assets/home-2.js',
    imports: ['_search-form.js', 'index.html'],
    css: ['assets/home-2.css'],
  },
  '_search-form.js': { file: 'assets/search-form-3.js', css: ['assets/search-form-3.css'] },
  'src/app/routes/booking/booking.tsx': { file: 'assets/booking-4.js', imports: ['_search-form.js'] },
  'src/app/routes/account/login.tsx': { file: 'assets/login-7.js', css: ['assets/account-7.css'] },
  'src/start-app.tsx': { file: 'assets/start-app-8.js', imports: ['_react-dom.js'] },
  '_react-dom.js': { file: 'assets/react-dom-9.js' },
  'src/i18n/en.json': { file: 'assets/en-5.js' },
  'src/i18n/es.json': { file: 'assets/es-6.js' },
  'src/i18n/other-pages/es.json': { file: 'assets/es-10.js' },
};

/** The links inside the page's inert <template id="page-preloads"> (main.tsx moves them into the head after the first paint). */
const preloadsOf = (html: string) =>
  /<template id="page-preloads">(.*?)<\/template>/.exec(html)?.[1]?.match(/<link\b[^>]*>/g) ?? [];

/** Each CSS file's text names the file, so the tests can see which were inlined and in what order. */
const readCss = (file: string) => `.from-${file.replace(/\W/g, '-')} { color: red; }`;

describe('build-time pre-render (docs/architecture.md §5)', () => {
  it('renders /fr as a French document with the heading and the search form in the HTML', async () => {
    const html = await prerenderPage('/fr', TEMPLATE, MANIFEST, readCss);
    expect(html).toContain('<html lang="fr"');
    expect(html).toMatch(/<h1 class="hero__title">[^<]*Alpes[^<]*<\/h1>/);
    expect(html).toContain('<title>Alpine Transfers – transferts aéroport vers les Alpes</title>');
    expect(html).not.toContain('English title');
    expect(html).not.toContain('<div id="root"></div>');
    expect(html).toMatch(/<form[^>]*>/);
    // the page keeps the built entry script, at low priority: the HTML paints without it
    expect(html).toContain(
      '<script type="module" fetchpriority="low" crossorigin src="/assets/index-1.js"></script>',
    );
  });

  it('adds only the consent gate and the Intl warm-up as inline scripts, whose hashes the build hands the CSP, and leaves no Suspense boundary pending', async () => {
    const html = await prerenderPage('/', TEMPLATE, MANIFEST, readCss);
    expect(html.match(/<script/g)).toHaveLength(3);
    const inline = [...html.matchAll(/<script>(.*?)<\/script>/g)].map((match) => match[1]!);
    expect(inline).toEqual([CONSENT_GATE_SCRIPT, INTL_WARM_SCRIPT]);
    expect(INLINE_SCRIPT_HASHES).toEqual(
      inline.map((script) => `sha256-${createHash('sha256').update(script).digest('base64')}`),
    );
    // first in the head: it runs before the body (and the banner in it) paints
    expect(html.indexOf('<script>')).toBeLessThan(html.indexOf('<div id="root">'));
    expect(html).not.toMatch(/<!--\$[?!]-->/);
    expect(html).not.toMatch(/<template id="B:/);
  });

  it("preloads the hydrating module, the route chunk, their imports and the language's catalogue, not what the template names", () => {
    const { scripts } = pageAssets('/es', MANIFEST, TEMPLATE);
    expect(scripts).toEqual([
      'assets/start-app-8.js',
      'assets/react-dom-9.js',
      'assets/home-2.js',
      'assets/search-form-3.js',
      'assets/es-6.js',
    ]);
    expect(pageAssets('/fr/booking', MANIFEST, TEMPLATE).scripts).not.toContain('assets/home-2.js');
  });

  it("lists, inert, on a page with the search form, the search screen's files it has not loaded, for the form's first use to prefetch", async () => {
    expect(nextScreenTags('/es', MANIFEST, TEMPLATE)).toBe(
      '<template id="next-screen-preloads">' +
        '<link rel="modulepreload" crossorigin href="/assets/booking-4.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/es-10.js">' +
        '</template>',
    );
    // a page past home already has the other pages' strings: the route's chunks and stylesheet only
    expect(nextScreenTags('/es/my-account/login', MANIFEST, TEMPLATE, true)).toBe(
      '<template id="next-screen-preloads">' +
        '<link rel="modulepreload" crossorigin href="/assets/booking-4.js">' +
        '<link rel="modulepreload" crossorigin href="/assets/search-form-3.js">' +
        '<link rel="prefetch" as="style" crossorigin href="/assets/search-form-3.css">' +
        '</template>',
    );
    expect(nextScreenTags('/es/my-account/login', MANIFEST, TEMPLATE, false)).toBe('');
    expect(nextScreenTags('/es/booking', MANIFEST, TEMPLATE)).toBe('');
    // the home page renders the form, so its document carries the list
    expect(await prerenderPage('/es', TEMPLATE, MANIFEST, readCss)).toContain(
      '<template id="next-screen-preloads"><link rel="modulepreload" crossorigin href="/assets/booking-4.js">',
    );
  });

  it("lists each booking step's files beyond what every page loads, for the step before it to prefetch", () => {
    const manifest: BuildManifest = {
      ...MANIFEST,
      'src/start-app.tsx': {
        file: 'assets/start-app-8.js',
        imports: ['_react-dom.js'],
        css: ['assets/start-8.css'],
      },
      'src/app/routes/booking/booking-personal.tsx': {
        file: 'assets/booking-personal-11.js',
        imports: ['_step-layout.js', '_react-dom.js', '_zod.js'],
        css: ['assets/start-8.css'],
      },
      '_step-layout.js': { file: 'assets/step-layout-12.js', css: ['assets/step-layout-12.css'] },
      '_zod.js': { file: 'assets/zod-13.js' },
      'src/app/routes/booking/booking-flight.tsx': {
        file: 'assets/booking-flight-14.js',
        imports: ['_step-layout.js', 'index.html'],
      },
    };
    expect(stepScreenFiles(manifest, TEMPLATE)).toEqual({
      screens: {
        // the route chunk first, then its imports; not react-dom nor the start's stylesheet (every page has them)
        'booking-personal': {
          scripts: ['assets/booking-personal-11.js', 'assets/step-layout-12.js', 'assets/zod-13.js'],
          styles: ['assets/step-layout-12.css'],
        },
        // nor the entry; the steps missing from the build (address, payment, success) are left out
        'booking-flight': {
          scripts: ['assets/booking-flight-14.js', 'assets/step-layout-12.js'],
          styles: ['assets/step-layout-12.css'],
        },
      },
    });
  });

  it("names the steps' list by its content, and every page built from the template names the list", async () => {
    const list = stepScreenFiles(MANIFEST, TEMPLATE);
    const asset = screenFilesAsset(list);
    expect(asset.file).toMatch(/^assets\/screen-files-[0-9a-f]{10}\.json$/);
    expect(JSON.parse(asset.text)).toEqual(list);
    expect(
      screenFilesAsset({ screens: { 'booking-flight': { scripts: ['assets/x.js'], styles: [] } } }).file,
    ).not.toBe(asset.file);
    const template = withScreenFilesMeta(withScreenFilesMeta(TEMPLATE, 'assets/old.json'), asset.file);
    // written once, the later run's
    expect(template.match(/<meta name="screen-files"[^>]*>/g)).toEqual([
      `<meta name="screen-files" content="/${asset.file}">`,
    ]);
    expect(await prerenderPage('/es', template, MANIFEST, readCss)).toContain(
      `<meta name="screen-files" content="/${asset.file}">`,
    );
    expect(() => withScreenFilesMeta('<div id="root"></div>', asset.file)).toThrow('</head>');
  });

  it("preloads the other pages' strings on every page but home, whose first screen has its strings in the first part", () => {
    expect(pageAssets('/es/my-account/login', MANIFEST, TEMPLATE).scripts).toEqual([
      'assets/start-app-8.js',
      'assets/react-dom-9.js',
      'assets/login-7.js',
      'assets/es-6.js',
      'assets/es-10.js',
    ]);
    expect(pageAssets('/es', MANIFEST, TEMPLATE).scripts).not.toContain('assets/es-10.js');
  });

  it("inlines the entry's CSS, then the route's, in one <style> and requests no stylesheet", async () => {
    const html = await prerenderPage('/es', TEMPLATE, MANIFEST, readCss);
    const styles = html.match(/<style>[^<]*<\/style>/g) ?? [];
    expect(styles).toHaveLength(1);
    const order = ['assets-index-1-css', 'assets-home-2-css', 'assets-search-form-3-css'].map((name) =>
      styles[0]!.indexOf(`.from-${name} {`),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    // every <link rel="stylesheet"> left is disabled: a marker for Vite's preload helper, never fetched
    const links = html.match(/<link\b[^>]*rel="stylesheet"[^>]*>/g) ?? [];
    expect(links).toHaveLength(3);
    for (const link of links) expect(link).toMatch(/ disabled>$/);
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/home-2.css" disabled>');
    expect(preloadsOf(html)).toContain('<link rel="modulepreload" crossorigin href="/assets/es-6.js">');
    expect(html).not.toContain('en-5');
  });

  it('keeps the page chunks out of the first paint: only the small entry loads before it, the rest waits in an inert template', async () => {
    const html = await prerenderPage('/', TEMPLATE, MANIFEST, readCss);
    // the page's own chunks, and on the home page the search screen's (for its form's first use)
    const outside = html.replace(/<template id="(?:page|next-screen)-preloads">.*?<\/template>/g, '');
    expect(outside).not.toContain('rel="modulepreload"');
    expect(outside.match(/<script\b[^>]*\bsrc=/g)).toHaveLength(1);
    expect(preloadsOf(html)).toEqual([
      '<link rel="modulepreload" crossorigin href="/assets/start-app-8.js">',
      '<link rel="modulepreload" crossorigin href="/assets/react-dom-9.js">',
      '<link rel="modulepreload" crossorigin href="/assets/home-2.js">',
      '<link rel="modulepreload" crossorigin href="/assets/search-form-3.js">',
      '<link rel="modulepreload" crossorigin href="/assets/en-5.js">',
    ]);
  });

  it('refuses a stylesheet that would close the <style> element early', () => {
    expect(() => headTags({ styles: ['assets/a.css'], scripts: [] }, () => 'a{}</style><b>')).toThrow(
      /<\/style/,
    );
  });

  it('renders the search screen as its frame with a sized loading state, in Spanish', async () => {
    const html = await prerenderPage('/es/booking', TEMPLATE, MANIFEST, readCss);
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('class="booking-frame"');
    expect(html).toContain('Cargando');
    expect(preloadsOf(html)).toContain('<link rel="modulepreload" crossorigin href="/assets/booking-4.js">');
  });

  it('writes each language under its own folder, leaving dist/index.html the shell', () => {
    expect(prerenderedFile('/')).toBe('prerendered/en/index.html');
    expect(prerenderedFile('/fr')).toBe('prerendered/fr/index.html');
    expect(prerenderedFile('/es/booking')).toBe('prerendered/es/booking.html');
  });

  it('pre-renders the entry pages that read no storage, in English, French and Spanish', () => {
    for (const bare of [
      '/my-account/login',
      '/my-account/register',
      '/terms-conditions',
      '/privacy-policy',
    ]) {
      expect(PRERENDERED_PATHS).toContain(bare);
      expect(PRERENDERED_PATHS).toContain(`/fr${bare}`);
      expect(PRERENDERED_PATHS).toContain(`/es${bare}`);
    }
    expect(PRERENDERED_PATHS).toContain('/fr');
    expect(PRERENDERED_PATHS).not.toContain('/fr/');
    // pages behind a session or a booking in progress stay the shell
    expect(PRERENDERED_PATHS).not.toContain('/my-account');
    expect(PRERENDERED_PATHS).not.toContain('/booking-personal');
    expect(prerenderedFile('/fr/my-account/login')).toBe('prerendered/fr/my-account/login.html');
  });

  it('carries the cookie banner in the HTML, gated: shown by CSS only when the head found no choice (docs/architecture.md §5, LCP)', async () => {
    const html = await prerenderPage('/es/my-account/login', TEMPLATE, MANIFEST, readCss);
    expect(html).toMatch(/<section class="cookie-banner cookie-banner--gated" aria-label="[^"]+">/);
    expect(html).toContain('<p class="cookie-banner__text">');
  });

  it('renders the French login page with both cards and its CSS inline', async () => {
    const html = await prerenderPage('/fr/my-account/login', TEMPLATE, MANIFEST, readCss);
    expect(html).toContain('<html lang="fr"');
    expect(html).toMatch(/<h1 class="account-page__title">[^<]+<\/h1>/);
    expect(html.match(/<form\b/g)?.length).toBe(2);
    expect(html).toContain('.from-assets-account-7-css {');
    expect(preloadsOf(html)).toContain('<link rel="modulepreload" crossorigin href="/assets/login-7.js">');
  });

  it('renders the found-booking page as "nothing to show": the history state is read once hydrated', async () => {
    const html = await prerenderPage('/my-account/find-booking', TEMPLATE, MANIFEST, readCss);
    expect(html).toContain('No booking to show.');
  });

  it('renders the Spanish terms from their Markdown, with their sections', async () => {
    const html = await prerenderPage('/es/terms-conditions', TEMPLATE, MANIFEST, readCss);
    expect(html).toContain('<html lang="es"');
    expect(html).toMatch(/<h1>Condiciones generales<\/h1>/);
    expect(html.match(/<h2 id="/g)?.length ?? 0).toBeGreaterThan(1);
  });
});

describe('content pages pre-rendered (ADR 015)', () => {
  it('lists every content file in en, fr and es among the pre-rendered pages', () => {
    for (const bare of [
      '/about-us',
      '/faqs-help',
      '/airports',
      '/airports/geneva',
      '/destinations/chamonix-mont-blanc',
      '/blog',
      '/blog/skiing-with-children',
      '/destinations',
    ]) {
      expect(PRERENDERED_PATHS).toContain(bare);
      expect(PRERENDERED_PATHS).toContain(`/fr${bare}`);
      expect(PRERENDERED_PATHS).toContain(`/es${bare}`);
    }
    expect(PRERENDERED_PATHS.some((path) => path.includes(':'))).toBe(false);
  });

  it('writes the title, description, canonical link and hreflang alternates of the page', async () => {
    const html = await prerenderPage(
      '/fr/airports/geneva',
      TEMPLATE,
      MANIFEST,
      readCss,
      'https://transfers.example',
    );
    expect(html).toContain("<title>Transferts depuis l'aéroport de Genève – Alpine Transfers</title>");
    expect(html).toMatch(
      /<meta name="description" content="Où retrouver votre chauffeur ou votre autocar à l'aéroport de Genève[^"]+" \/>/,
    );
    // absolute, on the site's origin: hreflang alternates must be fully qualified
    expect(html).toContain('<link rel="canonical" href="https://transfers.example/fr/airports/geneva">');
    for (const [lang, href] of [
      ['en', '/airports/geneva'],
      ['fr', '/fr/airports/geneva'],
      ['es', '/es/airports/geneva'],
      ['x-default', '/airports/geneva'],
    ]) {
      expect(html).toContain(
        `<link rel="alternate" hreflang="${lang}" href="https://transfers.example${href}">`,
      );
    }
  });

  it("takes the links' origin from PUBLIC_URL as the server does, else localhost on PORT or 3000", () => {
    expect(siteOrigin({ PUBLIC_URL: 'https://transfers.example/' })).toBe('https://transfers.example');
    expect(siteOrigin({ PUBLIC_URL: 'https://transfers.example:8443/some/path' })).toBe(
      'https://transfers.example:8443',
    );
    expect(siteOrigin({ PORT: '4000' })).toBe('http://localhost:4000');
    expect(siteOrigin({})).toBe('http://localhost:3000');
    expect(() => siteOrigin({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/http/);
  });

  it('renders the heading, the text, the breadcrumbs and a reserved fares table, with nothing left pending', async () => {
    const html = await prerenderPage('/es/destinations/chamonix-mont-blanc', TEMPLATE, MANIFEST, readCss);
    expect(html).toContain('<h1>Traslados a Chamonix-Mont-Blanc</h1>');
    expect(html).toContain('Chamonix de un vistazo');
    expect(html).toContain('al pie del Mont Blanc');
    expect(html).toMatch(/<nav class="breadcrumbs" aria-label="Ruta de navegación">/);
    expect(html.match(/class="fares__placeholder"/g)).toHaveLength(4);
    expect(html).toMatch(/<form[^>]*>/);
    expect(html).not.toMatch(/<!--\$[?!]-->/);
    const breadcrumbs = JSON.parse(
      /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"BreadcrumbList".*?)<\/script>/.exec(
        html,
      )![1]!,
    );
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual([
      'Inicio',
      'Estaciones',
      'Traslados a Chamonix-Mont-Blanc',
    ]);
  });

  it('gives the FAQ page schema.org FAQPage data from its ### questions', async () => {
    const html = await prerenderPage('/fr/faqs-help', TEMPLATE, MANIFEST, readCss);
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1]!),
    );
    const faq = blocks.find((block) => block['@type'] === 'FAQPage');
    // French puts a no-break space before '?'.
    const questions = faq.mainEntity.map((q: { name: string }) => q.name.replace(/\s/g, ' '));
    expect(questions).toHaveLength(31);
    expect(questions.slice(0, 2)).toEqual([
      'Comment réserver un transfert ?',
      'Faut-il un compte pour réserver ?',
    ]);
    expect(faq.mainEntity[0].acceptedAnswer.text.length).toBeGreaterThan(40);
  });

  it('lists the blog articles with their date in the locale, and gives each article BlogPosting data', async () => {
    const index = await prerenderPage('/fr/blog', TEMPLATE, MANIFEST, readCss);
    expect(index).toContain('href="/fr/blog/skiing-with-children"');
    expect(index).toContain('Publié le 4 décembre 2025');
    // Newest first: the Saturday article (22 January 2026) before the children's (4 December 2025).
    expect(index.indexOf('/fr/blog/saturday-changeover-day')).toBeLessThan(
      index.indexOf('/fr/blog/skiing-with-children'),
    );
    const article = await prerenderPage('/es/blog/skiing-with-children', TEMPLATE, MANIFEST, readCss);
    expect(article).toContain('"@type":"BlogPosting"');
    expect(article).toContain('"datePublished":"2025-12-04"');
  });
});
