/**
 * The content contract of ADR 015, checked on every Markdown file under apps/web/content:
 * front matter, the same slugs in en, fr and es, no h1, no phone number, e-mail address or price,
 * only the allowed marker comments, and internal links that are root-relative English paths to
 * pages that exist. Self-contained: reads the files with node:fs and parses the front matter with
 * `yaml`, so it holds whatever loader the renderer uses.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse as parseYaml } from 'yaml';
import { LANGUAGES, LOCALIZED_PATHS } from '../../i18n/site-paths';

const WEB_ROOT = join(import.meta.dirname, '../../..');
const CONTENT_ROOT = join(WEB_ROOT, 'content');
const SEED_LOCATIONS = join(WEB_ROOT, '../api/src/db/seed/locations.ts');

/** The marker comments the renderer replaces (content contract); no other raw HTML is allowed. */
const MARKERS = ['<!-- fares -->', '<!-- search -->', '<!-- contact-form -->', '<!-- operator-contact -->'];

/** Markers each page must carry (content contract): slug pattern -> markers. */
const REQUIRED_MARKERS: [RegExp, string[]][] = [
  [/^(shared|private)-transfers$/, ['<!-- fares -->']],
  [/^airports\/[a-z-]+$/, ['<!-- fares -->', '<!-- search -->']],
  [/^destinations\/[a-z0-9-]+$/, ['<!-- fares -->', '<!-- search -->']],
  [/^contact-us$/, ['<!-- contact-form -->', '<!-- operator-contact -->']],
  [/^about-us$/, ['<!-- operator-contact -->']],
];

interface ContentFile {
  language: string;
  slug: string;
  path: string;
  front: Record<string, unknown>;
  body: string;
  /** Lines before the body (the front matter), to report file line numbers. */
  bodyLine: number;
  /** Why the front matter could not be read, if it could not. */
  frontError?: string;
}

/** Every .md file below `dir`, as paths relative to it with '/' separators. */
function markdownFiles(dir: string): string[] {
  let found: string[] = [];
  for (const name of readdirSync(dir)) {
    const full = join(dir, name);
    if (statSync(full).isDirectory()) found = found.concat(markdownFiles(full));
    else if (name.endsWith('.md')) found.push(relative(CONTENT_ROOT, full).split(sep).join('/'));
  }
  return found;
}

/** Splits a file into its YAML front matter (parsed) and its body; front is null when missing. */
function splitFrontMatter(text: string): {
  front: Record<string, unknown> | null;
  body: string;
  error?: string;
} {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/.exec(text);
  if (!match) return { front: null, body: text, error: 'no front matter' };
  const body = text.slice(match[0].length);
  try {
    const parsed: unknown = parseYaml(match[1] ?? '');
    if (parsed && typeof parsed === 'object') return { front: parsed as Record<string, unknown>, body };
    return { front: null, body, error: 'front matter is not a mapping' };
  } catch (e) {
    return { front: null, body, error: e instanceof Error ? e.message : String(e) };
  }
}

function readContent(): ContentFile[] {
  let paths: string[] = [];
  try {
    paths = markdownFiles(CONTENT_ROOT);
  } catch {
    return [];
  }
  return paths.map((path) => {
    const [language = '', ...rest] = path.split('/');
    const text = readFileSync(join(CONTENT_ROOT, path), 'utf8');
    const { front, body, error } = splitFrontMatter(text);
    const bodyLine = text.slice(0, text.length - body.length).split('\n').length - 1;
    return {
      bodyLine,
      language,
      slug: rest.join('/').replace(/\.md$/, ''),
      path,
      front: front ?? {},
      body,
      frontError: error,
    };
  });
}

/** The body with fenced code blocks (which may show anything) blanked, keeping the line count. */
function prose(body: string): string {
  return body.replace(/^```[\s\S]*?^```/gm, (block) => block.replace(/[^\n]/g, ''));
}

/** The contract's resort slug: NFD, diacritics removed, lower case, non-alphanumeric runs -> '-'. */
function resortSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The seeded resorts (locations.ts rows `resort(id, 'Name', ...)`): slug -> locationID. */
function seededResorts(): Map<string, number> {
  const source = readFileSync(SEED_LOCATIONS, 'utf8');
  const resorts = new Map<string, number>();
  for (const m of source.matchAll(/\bresort\(\s*(\d+),\s*(['"])(.*?)\2/g)) {
    resorts.set(resortSlug(m[3] ?? ''), Number(m[1]));
  }
  return resorts;
}

const files = readContent();
const resorts = seededResorts();
const englishSlugs = new Set(files.filter((f) => f.language === 'en').map((f) => f.slug));

/** Root-relative page paths a content link may point at (English paths, no language prefix). */
function isKnownPage(path: string): boolean {
  if (path === '/' || LOCALIZED_PATHS.includes(path)) return true;
  const slug = path.slice(1).replace(/\/$/, '');
  if (englishSlugs.has(slug)) return true;
  const destination = /^destinations\/([a-z0-9-]+)$/.exec(slug);
  return destination !== null && resorts.has(destination[1] ?? '');
}

/** Link targets in a body: inline links/images `[x](url "t")` and reference definitions `[x]: url`. */
function linkTargets(body: string): string[] {
  const inline = [...body.matchAll(/\]\(\s*<?([^)\s>]+)>?(?:\s+["'][^"']*["'])?\s*\)/g)].map(
    (m) => m[1] ?? '',
  );
  const refs = [...body.matchAll(/^\s{0,3}\[[^\]]+\]:\s*<?(\S+?)>?(?:\s|$)/gm)].map((m) => m[1] ?? '');
  return [...inline, ...refs];
}

const EMAIL = /[\w.+-]+@[\w-]+(\.[\w-]+)+/;
const PHONE = [
  /(?:\+|\b00)\d{1,3}[\s.()-]*\d{1,4}[\s.()-]*\d{2,4}[\s.-]*\d{2,4}/, // +41 22 555 01 00, 0033 4 ...
  /\b0\d{1,2}[\s.-]\d{3}[\s.-]\d{2}[\s.-]\d{2}\b/, // 022 555 01 00
  /\b0\d([\s.-]\d{2}){4}\b/, // 04 50 12 34 56
];
const PRICE = [/(?:CHF|EUR|€|\$|£|Fr\.)\s?\d/i, /\d(?:[\d.,' ]*\d)?\s?(?:€|CHF|EUR|francs?\b|euros?\b)/i];

/**
 * Collects every breach of a rule over all files, so one run lists them all: `check(ok, message)`
 * records `message` when `ok` is false; the test then expects the list to be empty.
 */
function problems(run: (check: (ok: boolean, message: string) => void) => void): string[] {
  const found: string[] = [];
  run((ok, message) => {
    if (!ok) found.push(message);
  });
  return found;
}

describe('content files (ADR 015 content contract)', () => {
  it('finds the content files, in en, fr and es only', () => {
    expect(files.length).toBeGreaterThan(0);
    const found = problems((check) => {
      for (const f of files)
        check((LANGUAGES as readonly string[]).includes(f.language), `${f.path}: not en, fr or es`);
    });
    expect(found).toEqual([]);
  });

  it('every slug exists in all three languages', () => {
    const found = problems((check) => {
      for (const slug of new Set(files.map((f) => f.slug))) {
        for (const language of LANGUAGES) {
          check(
            files.some((f) => f.slug === slug && f.language === language),
            `${language}/${slug}.md is missing`,
          );
        }
      }
    });
    expect(found).toEqual([]);
  });

  it('every file starts with front matter holding a title and a 110-160 character description', () => {
    const found = problems((check) => {
      for (const f of files) {
        check(f.frontError === undefined, `${f.path}: front matter: ${f.frontError}`);
        check(typeof f.front.title === 'string' && f.front.title.trim().length > 0, `${f.path}: no title`);
        const description = typeof f.front.description === 'string' ? f.front.description.trim() : '';
        const length = [...description].length;
        check(length >= 110 && length <= 160, `${f.path}: description has ${length} characters`);
      }
    });
    expect(found).toEqual([]);
  });

  it('blog articles carry a date between 2025-09-01 and 2026-11-20 and a summary', () => {
    const found = problems((check) => {
      for (const f of files.filter((file) => /^blog\/.+/.test(file.slug))) {
        const date =
          f.front.date instanceof Date ? f.front.date.toISOString().slice(0, 10) : String(f.front.date);
        check(/^\d{4}-\d{2}-\d{2}$/.test(date), `${f.path}: date ${date} is not YYYY-MM-DD`);
        check(date >= '2025-09-01' && date <= '2026-11-20', `${f.path}: date ${date} out of range`);
        check(
          typeof f.front.summary === 'string' && f.front.summary.trim().length > 0,
          `${f.path}: no summary`,
        );
      }
    });
    expect(found).toEqual([]);
  });

  it('destination pages are named after a seeded resort and carry its locationID', () => {
    expect(resorts.size).toBe(32);
    const found = problems((check) => {
      for (const f of files.filter((file) => file.slug.startsWith('destinations/'))) {
        const slug = f.slug.slice('destinations/'.length);
        check(resorts.has(slug), `${f.path}: no seeded resort with this slug`);
        check(
          f.front.locationID === resorts.get(slug),
          `${f.path}: locationID ${String(f.front.locationID)}`,
        );
      }
    });
    expect(found).toEqual([]);
  });

  it('no page has an h1: the title is the h1, sections start at ##', () => {
    const found = problems((check) => {
      for (const f of files) {
        const lines = prose(f.body).split(/\r?\n/);
        lines.forEach((line, i) => {
          const at = `${f.path}:${f.bodyLine + i + 1}`;
          check(!/^ {0,3}#(\s|$)/.test(line), `${at}: ATX h1`);
          const setext = /^ {0,3}=+\s*$/.test(line) && (lines[i - 1] ?? '').trim() !== '';
          check(!setext, `${at}: setext h1`);
        });
      }
    });
    expect(found).toEqual([]);
  });

  it('no phone number, e-mail address or price is written in the Markdown', () => {
    const found = problems((check) => {
      for (const f of files) {
        const text = [f.front.title, f.front.description, f.front.summary, prose(f.body)].join('\n');
        for (const pattern of [EMAIL, ...PHONE, ...PRICE]) {
          const hit = pattern.exec(text)?.[0];
          check(hit === undefined, `${f.path}: "${hit}" looks like an e-mail, a phone number or a price`);
        }
      }
    });
    expect(found).toEqual([]);
  });

  it('the only raw HTML is the allowed marker comments, each alone on its line', () => {
    const found = problems((check) => {
      for (const f of files) {
        const body = prose(f.body);
        for (const line of body.split(/\r?\n/)) {
          if (!line.includes('<!--')) continue;
          check(MARKERS.includes(line.trim()), `${f.path}: comment ${line} is not a marker`);
          check(line === line.trim(), `${f.path}: marker ${line} not alone on its line`);
        }
        const tag = /<\/?[a-zA-Z][\w-]*(\s[^>]*)?\/?>/.exec(body.replace(/`[^`\n]*`/g, ''));
        check(tag === null, `${f.path}: raw HTML ${tag?.[0]}`);
      }
    });
    expect(found).toEqual([]);
  });

  it('pages carry the markers the contract puts on them', () => {
    const found = problems((check) => {
      for (const f of files) {
        const lines = f.body.split(/\r?\n/).map((l) => l.trim());
        for (const [pattern, markers] of REQUIRED_MARKERS) {
          if (!pattern.test(f.slug)) continue;
          for (const marker of markers) check(lines.includes(marker), `${f.path}: no ${marker}`);
        }
      }
    });
    expect(found).toEqual([]);
  });

  it('internal links are root-relative English paths to pages that exist', () => {
    const found = problems((check) => {
      for (const f of files) {
        for (const target of linkTargets(prose(f.body))) {
          check(!/^(mailto|tel):/i.test(target), `${f.path}: ${target} (use the operator-contact marker)`);
          if (/^(https?|mailto|tel):/i.test(target) || target.startsWith('#')) continue;
          check(target.startsWith('/'), `${f.path}: ${target} is not root-relative`);
          check(!/^\/(fr|es)(\/|$)/.test(target), `${f.path}: ${target} has a language prefix`);
          check(isKnownPage(target.replace(/[?#].*$/, '')), `${f.path}: ${target} is no known page`);
        }
      }
    });
    expect(found).toEqual([]);
  });

  it('faqs-help asks every question as a ### heading ending with a question mark', () => {
    const found = problems((check) => {
      for (const f of files.filter((file) => file.slug === 'faqs-help')) {
        const questions = prose(f.body)
          .split(/\r?\n/)
          .filter((line) => line.startsWith('### '));
        check(questions.length >= 24, `${f.path}: ${questions.length} questions, fewer than 24`);
        for (const q of questions) {
          check(/\?\s*$/.test(q), `${f.path}: ${q} does not end with ?`);
          if (f.language === 'es') check(q.includes('¿'), `${f.path}: ${q} does not open with ¿`);
        }
      }
    });
    expect(found).toEqual([]);
  });
});
