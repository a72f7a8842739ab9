import { describe, expect, it } from 'vitest';
import { type BuildManifest, preloadLinks, prerenderPage, prerenderedFile } from './prerender-page.tsx';

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
  'src/i18n/en.json': { file: 'assets/en-5.js' },
  'src/i18n/es.json': { file: 'assets/es-6.js' },
};

describe('build-time pre-render (issue 9 §2)', () => {
  it('renders /fr as a French document with the heading and the search form in the HTML', async () => {
    const html = await prerenderPage('/fr', TEMPLATE, MANIFEST);
    expect(html).toContain('<html lang="fr"');
    expect(html).toMatch(/<h1 class="hero__title">[^<]*Alpes[^<]*<\/h1>/);
    expect(html).toContain('<title>Alpine Transfers – transferts aéroport vers les Alpes</title>');
    expect(html).not.toContain('English title');
    expect(html).not.toContain('<div id="root"></div>');
    expect(html).toMatch(/<form[^>]*>/);
    // the page keeps the built entry script
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-1.js"></script>');
  });

  it('adds no inline script and leaves no Suspense boundary pending (the CSP allows no inline script)', async () => {
    const html = await prerenderPage('/', TEMPLATE, MANIFEST);
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).not.toMatch(/<!--\$[?!]-->/);
    expect(html).not.toMatch(/<template id="B:/);
  });

  it("links the route chunk, its imports, their CSS and the language's catalogue in the head, not what the template names", () => {
    const links = preloadLinks('/es', MANIFEST, TEMPLATE);
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/home-2.js">');
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/search-form-3.js">');
    expect(links).toContain('<link rel="stylesheet" crossorigin href="/assets/home-2.css">');
    expect(links).toContain('<link rel="stylesheet" crossorigin href="/assets/search-form-3.css">');
    expect(links).toContain('<link rel="modulepreload" crossorigin href="/assets/es-6.js">');
    expect(links).not.toContain('en-5');
    expect(links).not.toContain('index-1');
    expect(preloadLinks('/fr/booking', MANIFEST, TEMPLATE)).not.toContain('home-2');
  });

  it('renders the search screen as its frame with a sized loading state, in Spanish', async () => {
    const html = await prerenderPage('/es/booking', TEMPLATE, MANIFEST);
    expect(html).toContain('<html lang="es"');
    expect(html).toContain('class="booking-frame"');
    expect(html).toContain('Cargando');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/booking-4.js">');
  });

  it('writes each language under its own folder, leaving dist/index.html the shell', () => {
    expect(prerenderedFile('/')).toBe('prerendered/en/index.html');
    expect(prerenderedFile('/fr')).toBe('prerendered/fr/index.html');
    expect(prerenderedFile('/es/booking')).toBe('prerendered/es/booking.html');
  });
});
