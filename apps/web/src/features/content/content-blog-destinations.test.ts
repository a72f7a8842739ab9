import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';

/**
 * Checks the blog and resort Markdown files against the content contract (ADR 015): front
 * matter, all three languages per slug, no h1, no phone, e-mail or price, only the allowed marker
 * lines, internal links to pages that exist, lengths. Self-contained: it reads the files and the
 * seed's locations.ts as text with node:fs.
 */

const LANGUAGES = ['en', 'fr', 'es'] as const;
const CONTENT = resolve(import.meta.dirname, '../../../content');
const SEED_LOCATIONS = resolve(import.meta.dirname, '../../../../api/src/db/seed/locations.ts');

/** The contract's resort slug: NFD, diacritics removed, lower case, non-alphanumeric runs to '-'. */
function slugOf(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The seeded resorts (ids 10-31 and 40-49) read from locations.ts: slug -> locationID. */
function seededResorts(): Map<string, number> {
  const source = readFileSync(SEED_LOCATIONS, 'utf8');
  const resorts = new Map<string, number>();
  for (const m of source.matchAll(/\bresort\((\d+),\s*(['"])(.+?)\2/g)) {
    resorts.set(slugOf(m[3] ?? ''), Number(m[1]));
  }
  return resorts;
}

interface Page {
  file: string;
  data: Record<string, unknown>;
  body: string;
}

/** Reads one Markdown file and splits its YAML front matter from its body. */
function readPage(file: string): Page {
  const text = readFileSync(file, 'utf8');
  const match = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text);
  if (!match) throw new Error(`${file}: no front matter at the top`);
  return { file, data: parse(match[1] ?? '') as Record<string, unknown>, body: match[2] ?? '' };
}

/** The .md slugs in one folder of the English content (without the extension). */
function slugsIn(folder: string): string[] {
  const dir = join(CONTENT, 'en', folder);
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.md'))
    .map((f) => f.slice(0, -3))
    .sort();
}

const resorts = seededResorts();
const articles = slugsIn('blog');
const destinations = slugsIn('destinations');
const pagesOf = (slug: string) => LANGUAGES.map((lang) => readPage(join(CONTENT, lang, `${slug}.md`)));
const allSlugs = [
  'blog',
  ...articles.map((a) => `blog/${a}`),
  ...destinations.map((d) => `destinations/${d}`),
];

/** Words of a Markdown body: marker lines and link targets left out. */
function wordCount(body: string): number {
  const text = body
    .replace(/<!--.*?-->/g, ' ')
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/[#*|[\]_`>-]/g, ' ');
  return text.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
}

const SITE_PAGES = new Set([
  '/',
  '/airports',
  '/airports/geneva',
  '/airports/lyon',
  '/airports/zurich',
  '/airports/grenoble',
  '/shared-transfers',
  '/private-transfers',
  '/about-us',
  '/contact-us',
  '/faqs-help',
  '/terms-conditions',
  '/privacy-policy',
  '/blog',
  ...articles.map((a) => `/blog/${a}`),
  ...[...resorts.keys()].map((d) => `/destinations/${d}`),
]);

describe('blog and resort content (ADR 015)', () => {
  it('has a resort page for every seeded resort, and only for seeded resorts', () => {
    expect(resorts.size).toBe(32);
    expect(destinations).toEqual([...resorts.keys()].sort());
  });

  it('has at least six blog articles', () => {
    expect(articles.length).toBeGreaterThanOrEqual(6);
  });

  it('has every blog and resort slug in English, French and Spanish', () => {
    for (const slug of allSlugs) {
      for (const lang of LANGUAGES) {
        expect(existsSync(join(CONTENT, lang, `${slug}.md`)), `${lang}/${slug}.md`).toBe(true);
      }
    }
  });

  it('gives every page a title and a 110-160 character description, different per language', () => {
    for (const slug of allSlugs) {
      const pages = pagesOf(slug);
      for (const { file, data } of pages) {
        expect(typeof data.title === 'string' && data.title.length > 0, `${file} title`).toBe(true);
        const description = String(data.description ?? '');
        expect(description.length, `${file} description: ${description}`).toBeGreaterThanOrEqual(110);
        expect(description.length, `${file} description: ${description}`).toBeLessThanOrEqual(160);
      }
      expect(new Set(pages.map((p) => p.data.description)).size, `${slug} descriptions`).toBe(3);
    }
  });

  it('dates every article between 2025-09-01 and 2026-11-20 and gives it a one-sentence summary', () => {
    for (const article of articles) {
      for (const { file, data } of pagesOf(`blog/${article}`)) {
        const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date);
        expect(date, `${file} date`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
        expect(date >= '2025-09-01' && date <= '2026-11-20', `${file} date ${date}`).toBe(true);
        const summary = String(data.summary ?? '');
        expect(summary.length, `${file} summary`).toBeGreaterThan(20);
        expect(summary.split(/[.!?](?:\s|$)/).filter((s) => s.trim()).length, `${file} summary`).toBe(1);
      }
    }
  });

  it('gives every resort page the seed locationID of its slug', () => {
    for (const slug of destinations) {
      for (const { file, data } of pagesOf(`destinations/${slug}`)) {
        expect(data.locationID, file).toBe(resorts.get(slug));
      }
    }
  });

  it('has no h1 in any body (the title is the h1)', () => {
    for (const slug of allSlugs) {
      for (const { file, body } of pagesOf(slug)) {
        expect(
          body.split('\n').filter((l) => /^#\s/.test(l)),
          file,
        ).toEqual([]);
      }
    }
  });

  it('writes no phone number, e-mail address or price', () => {
    const forbidden = [
      /[\w.+-]+@[\w-]+\.[\w.]+/, // e-mail
      /\+\d{2,3}[\s\d]{6,}/, // international phone
      /\b0\d(?:[\s.]?\d{2}){4}\b/, // French phone
      /\b\d{3}[\s.-]\d{3}[\s.-]\d{2,4}\b/, // other phone layouts
      /(?:€|£|\$|\bEUR|\bCHF)\s?\d/, // price after the currency
      /\d\s?(?:€|£|\$|EUR\b|CHF\b|euros?\b|francs?\b)/i, // price before the currency
    ];
    for (const slug of allSlugs) {
      for (const { file, body, data } of pagesOf(slug)) {
        const text = `${String(data.title)}\n${String(data.description)}\n${String(data.summary ?? '')}\n${body}`;
        for (const pattern of forbidden) expect(text, `${file} ${String(pattern)}`).not.toMatch(pattern);
      }
    }
  });

  it('uses no raw HTML but the allowed marker lines; a resort page has search and fares once each', () => {
    const allowedBlog = new Set(['<!-- operator-contact -->']);
    const allowedResort = new Set(['<!-- search -->', '<!-- fares -->', '<!-- operator-contact -->']);
    for (const slug of allSlugs) {
      const allowed = slug.startsWith('destinations/') ? allowedResort : allowedBlog;
      for (const { file, body } of pagesOf(slug)) {
        const lines = body.split('\n');
        const html = lines.filter((l) => /<[a-zA-Z!/]/.test(l) && !allowed.has(l.trim()));
        expect(html, file).toEqual([]);
        if (slug.startsWith('destinations/')) {
          expect(lines.filter((l) => l === '<!-- search -->').length, `${file} search`).toBe(1);
          expect(lines.filter((l) => l === '<!-- fares -->').length, `${file} fares`).toBe(1);
        }
      }
    }
  });

  it('links only to English root-relative paths of pages that exist', () => {
    for (const slug of allSlugs) {
      for (const { file, body } of pagesOf(slug)) {
        for (const m of body.matchAll(/\]\(([^)\s]+)\)/g)) {
          const target = (m[1] ?? '').split('#')[0] ?? '';
          expect(SITE_PAGES.has(target), `${file} links to ${target}`).toBe(true);
        }
      }
    }
  });

  it('keeps articles to 600-900 English words and resort pages to 180-300 (a little more in fr and es)', () => {
    for (const article of articles) {
      pagesOf(`blog/${article}`).forEach(({ file, body }, i) => {
        const words = wordCount(body);
        expect(words, `${file} words`).toBeGreaterThanOrEqual(600);
        expect(words, `${file} words`).toBeLessThanOrEqual(i === 0 ? 900 : 1000);
      });
    }
    for (const slug of destinations) {
      pagesOf(`destinations/${slug}`).forEach(({ file, body }, i) => {
        const words = wordCount(body);
        expect(words, `${file} words`).toBeGreaterThanOrEqual(180);
        expect(words, `${file} words`).toBeLessThanOrEqual(i === 0 ? 300 : 340);
      });
    }
  });
});
