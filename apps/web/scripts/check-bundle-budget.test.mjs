import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  brotliSize,
  checkBundleBudget,
  ENTRY_KEY,
  HOME_CATALOGUE_KEY,
  HOME_JS_BUDGET_BYTES,
  HOME_ROUTE_KEY,
  homePageChunks,
  START_APP_KEY,
  judgeBudget,
  RESPONSE_HEADER_BYTES,
} from './check-bundle-budget.mjs';

/** A Vite manifest of the shape the web build writes: entry, home route, shared and lazy chunks. */
const manifest = {
  [ENTRY_KEY]: {
    file: 'assets/index-a.js',
    isEntry: true,
    imports: ['_react-b.js', '_api-client-c.js'],
    dynamicImports: [
      START_APP_KEY,
      HOME_ROUTE_KEY,
      'src/app/routes/booking/booking.tsx',
      HOME_CATALOGUE_KEY,
      'src/i18n/fr.json',
    ],
    css: ['assets/index-a.css'],
  },
  '_react-b.js': { file: 'assets/react-b.js' },
  // the app's start, which the home route does not import: React Router in a chunk of its own
  [START_APP_KEY]: {
    file: 'assets/start-app-j.js',
    isDynamicEntry: true,
    imports: ['_react-b.js', '_router-k.js'],
  },
  '_router-k.js': { file: 'assets/router-k.js', imports: ['_react-b.js'] },
  '_api-client-c.js': { file: 'assets/api-client-c.js', imports: ['_react-b.js'] },
  [HOME_ROUTE_KEY]: {
    file: 'assets/home-d.js',
    isDynamicEntry: true,
    imports: ['_react-b.js', ENTRY_KEY, '_router-k.js', '_search-form-e.js'],
    css: ['assets/home-d.css'],
  },
  '_search-form-e.js': {
    file: 'assets/search-form-e.js',
    imports: ['_api-client-c.js'],
    dynamicImports: ['src/features/search/components/location-combobox-widget.tsx'],
  },
  'src/features/search/components/location-combobox-widget.tsx': { file: 'assets/combobox-f.js' },
  'src/app/routes/booking/booking.tsx': { file: 'assets/booking-g.js', imports: ['_react-b.js'] },
  '_search-form.css': { file: 'assets/search-form.css', src: '_search-form.css' },
  [HOME_CATALOGUE_KEY]: { file: 'assets/en-h.js', isDynamicEntry: true },
  'src/i18n/fr.json': { file: 'assets/fr-i.js', isDynamicEntry: true },
};

const dirs = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A dist folder with the manifest and each chunk file filled with `sizes[file]` random bytes. */
function dist(sizes) {
  const dir = mkdtempSync(join(tmpdir(), 'budget-'));
  dirs.push(dir);
  mkdirSync(join(dir, '.vite'));
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [file, size] of Object.entries(sizes)) writeFileSync(join(dir, file), randomBytes(size));
  return dir;
}

/** docs/architecture.md §5: the build fails when the home page's JavaScript grows past the budget. */
describe('check-bundle-budget', () => {
  it('the budget is 150 kB of JavaScript transferred, brotli bodies and a response head per file (docs/architecture.md §5 acceptance)', () => {
    expect(HOME_JS_BUDGET_BYTES).toBe(150_000);
    expect(RESPONSE_HEADER_BYTES).toBeGreaterThanOrEqual(352);
  });

  it("the home page's chunks are the entry, the app's start, the home route, the English catalogue and their static imports, each once, without lazy chunks, other languages or CSS", () => {
    expect(homePageChunks(manifest)).toEqual([
      'assets/index-a.js',
      'assets/react-b.js',
      'assets/api-client-c.js',
      'assets/start-app-j.js',
      'assets/router-k.js',
      'assets/home-d.js',
      'assets/search-form-e.js',
      'assets/en-h.js',
    ]);
  });

  it('the English catalogue missing from the manifest stops the check instead of passing unmeasured', () => {
    const { [HOME_CATALOGUE_KEY]: _en, ...withoutEnglish } = manifest;
    expect(() => homePageChunks(withoutEnglish)).toThrow(
      `${HOME_CATALOGUE_KEY} is not in the build manifest`,
    );
  });

  it('a home route missing from the manifest stops the check instead of passing unmeasured', () => {
    const { [HOME_ROUTE_KEY]: _home, ...withoutHome } = manifest;
    expect(() => homePageChunks(withoutHome)).toThrow(`${HOME_ROUTE_KEY} is not in the build manifest`);
  });

  it('sizes are brotli-compressed: repetitive text shrinks, random bytes do not', () => {
    expect(brotliSize(Buffer.from('const a = 1;\n'.repeat(1000)))).toBeLessThan(200);
    expect(brotliSize(randomBytes(10_000))).toBeGreaterThan(9_900);
  });

  it('over the budget it fails, naming every chunk with its size, largest first, the headers and the excess', () => {
    const verdict = judgeBudget(
      [
        { file: 'assets/index-a.js', bytes: 90_000 },
        { file: 'assets/search-form-e.js', bytes: 70_000 },
      ],
      150_000,
      400,
    );
    expect(verdict.ok).toBe(false);
    expect(verdict.total).toBe(160_800);
    expect(verdict.report.split('\n')).toEqual([
      'home page chunks (brotli):',
      '     90.0 kB  assets/index-a.js',
      '     70.0 kB  assets/search-form-e.js',
      '      0.8 kB  response headers (2 x 400 B)',
      expect.stringContaining(
        'home page JavaScript 160.8 kB transferred (160.0 kB br + 0.8 kB headers) is over the budget of 150.0 kB by 10.8 kB',
      ),
    ]);
  });

  it('at or under the budget it passes; the response heads count towards it', () => {
    expect(judgeBudget([{ file: 'assets/index-a.js', bytes: 149_600 }], 150_000, 400).ok).toBe(true);
    expect(judgeBudget([{ file: 'assets/index-a.js', bytes: 149_601 }], 150_000, 400).ok).toBe(false);
    expect(judgeBudget([{ file: 'assets/index-a.js', bytes: 150_000 }], 150_000, 0).ok).toBe(true);
  });

  it('measures a built dist folder from its manifest: fails past the budget, passes under it', () => {
    const dir = dist({
      'assets/index-a.js': 4_000,
      'assets/react-b.js': 3_000,
      'assets/api-client-c.js': 1_000,
      'assets/home-d.js': 1_000,
      'assets/search-form-e.js': 1_000,
      'assets/en-h.js': 1_000,
      'assets/start-app-j.js': 1_000,
      'assets/router-k.js': 1_000,
      'assets/fr-i.js': 50_000,
      'assets/combobox-f.js': 50_000,
      'assets/booking-g.js': 50_000,
    });
    // eight files: about 13.1 kB of bodies and 8 x RESPONSE_HEADER_BYTES of heads
    const heads = 8 * RESPONSE_HEADER_BYTES;
    const tight = checkBundleBudget(dir, 14_000);
    expect(tight.ok).toBe(false);
    expect(tight.total).toBeGreaterThan(13_000 + heads);
    expect(tight.total).toBeLessThan(13_300 + heads);
    expect(tight.report).toContain('router-k.js');
    expect(tight.report).not.toContain('combobox-f.js');
    expect(checkBundleBudget(dir, 13_300 + heads).ok).toBe(true);
  });
});
