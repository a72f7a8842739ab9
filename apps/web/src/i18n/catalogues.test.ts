import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BOOKING_MESSAGES, CANCELLATION_POLICY_TEXT, MESSAGES } from '@alpine/domain';
import enFirstScreen from './en.json';
import frFirstScreen from './fr.json';
import esFirstScreen from './es.json';
import enOtherPages from './other-pages/en.json';
import frOtherPages from './other-pages/fr.json';
import esOtherPages from './other-pages/es.json';
import { localizePath, languageFromPath, LOCALIZED_PATHS, switchedPath } from './i18n.ts';
import { CONTENT_PATHS } from './site-paths.ts';
import { PAGE_TITLE_KEYS } from '../app/page-title.ts';

/** Each language's whole catalogue: its two parts, which i18n.ts loads into the one namespace. */
const en = { ...enFirstScreen, ...enOtherPages };
const fr = { ...frFirstScreen, ...frOtherPages };
const es = { ...esFirstScreen, ...esOtherPages };

/** The site's src/, whether the tests run from the repository root or from apps/web. */
const SRC = existsSync(join(process.cwd(), 'apps/web/src'))
  ? join(process.cwd(), 'apps/web/src')
  : join(process.cwd(), 'src');

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`],
  );

/** Every leaf of a catalogue as [dotted key, value]. */
const leaves = (o: object, prefix = ''): [string, unknown][] =>
  Object.entries(o).flatMap(([k, v]) =>
    typeof v === 'object' && v !== null
      ? leaves(v, `${prefix}${k}.`)
      : [[`${prefix}${k}`, v] as [string, unknown]],
  );

/**
 * Values a French or Spanish catalogue may leave identical to English (docs/architecture.md §6), each with
 * its reason: proper names, and words spelt the same in that language.
 */
const SAME_AS_ENGLISH: Record<'fr' | 'es', Record<string, string>> = {
  fr: {
    English: 'a language names itself (the language switch)',
    Français: 'a language names itself',
    Español: 'a language names itself',
    France: 'the country is France in French',
    HH: 'the hours field placeholder, a format',
    MM: 'the minutes field placeholder, a format',
    Train: 'French word',
    Total: 'French word',
    TOTAL: 'French word',
    Flexi: 'product name (spec part 2 §2.3)',
    Standard: 'French word (the standard fare)',
    Skis: 'French word',
    Important: 'French word',
    OK: 'universal',
    CVC: 'card code, universal',
    Menu: 'French word',
    Notifications: 'French word (the toast region)',
    FAQ: 'used as is in French',
    'E-mail': 'French usage (as on the e-mails)',
    Blog: 'French word',
    Articles: 'French word',
    '{{hours}} h {{minutes}} min': 'a duration: h and min are the SI symbols',
    '{{minutes}} min': 'a duration: min is the SI symbol',
  },
  es: {
    English: 'a language names itself (the language switch)',
    Français: 'a language names itself',
    Español: 'a language names itself',
    HH: 'the hours field placeholder, a format',
    MM: 'the minutes field placeholder, a format',
    Total: 'Spanish word',
    TOTAL: 'Spanish word',
    Flexi: 'product name (spec part 2 §2.3)',
    CVC: 'card code, universal',
    Blog: 'Spanish word',
    '{{hours}} h {{minutes}} min': 'a duration: h and min are the SI symbols',
    '{{minutes}} min': 'a duration: min is the SI symbol',
  },
};

/** True when `value` has no word of its own: only {{placeholders}}, the brand, digits, punctuation. */
const hasNoWords = (value: string) =>
  !/\p{L}/u.test(value.replace(/\{\{\w+\}\}/g, '').replace(/Alpine Transfers/g, ''));

/** The source files of the site (tests excluded), for the keys the code uses. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    // The operator's screens read their own catalogue (features/operator/i18n; operator-catalogue.test.ts).
    if (/[\\/](features|routes)[\\/]operator[\\/]/.test(path)) return [];
    return /\.(ts|tsx)$/.test(name) && !/\.test\./.test(name) ? [path] : [];
  });
}

/**
 * The source files the home page can run (docs/architecture.md §5): from the modules that start every page
 * and from the home route, every relative import, static or dynamic (a widget loaded on first use is
 * still on the home page), except the route table's lazy routes (other screens).
 */
function homePageModules(src: string): string[] {
  const found = new Set<string>();
  const fileOf = (path: string) =>
    [path, `${path}.ts`, `${path}.tsx`].find((p) => existsSync(p) && statSync(p).isFile());
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    const code = readFileSync(file, 'utf8');
    const specifiers = [
      ...code.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?'(\.[^']+)'/gm),
    ];
    if (!file.endsWith('routes-config.tsx'))
      specifiers.push(...code.matchAll(/\bimport\(\s*'(\.[^']+)'\s*\)/g));
    for (const [, specifier] of specifiers) {
      const target = fileOf(resolve(dirname(file), specifier!));
      if (target && /\.tsx?$/.test(target)) visit(target);
    }
  };
  for (const start of ['main.tsx', 'start-app.tsx', 'app/routes/home/home.tsx']) visit(join(src, start));
  return [...found];
}

describe('catalogues', () => {
  it("every section the home page's code reads is in the first-screen part, so the home page needs no other (docs/architecture.md §5)", () => {
    const modules = homePageModules(SRC);
    expect(modules.length).toBeGreaterThan(20);
    const sections = Object.keys(en);
    const used = new Map<string, string>();
    for (const file of modules) {
      const code = readFileSync(file, 'utf8');
      for (const [, section] of code.matchAll(/['"`]([a-zA-Z]+)\.[a-zA-Z$]/g)) {
        if (sections.includes(section!)) used.set(section!, relative(SRC, file));
      }
    }
    expect(used.has('search')).toBe(true);
    const elsewhere = [...used].filter(([section]) => !(section in enFirstScreen));
    expect(elsewhere.map(([section, file]) => `${section} (${file})`)).toEqual([]);
  });

  it('each language splits its catalogue as English does: the same sections in each part, none in both', () => {
    for (const [first, other] of [
      [frFirstScreen, frOtherPages],
      [esFirstScreen, esOtherPages],
      [enFirstScreen, enOtherPages],
    ] as const) {
      expect(Object.keys(first).sort()).toEqual(Object.keys(enFirstScreen).sort());
      expect(Object.keys(other).sort()).toEqual(Object.keys(enOtherPages).sort());
      expect(Object.keys(first).filter((section) => section in other)).toEqual([]);
    }
  });

  it('the English messages are the spec texts word for word (spec part 1 §8)', () => {
    expect(en.messages).toEqual(MESSAGES);
  });

  it('the English booking messages are the spec texts word for word (spec part 2 §5, §8)', () => {
    expect(en.bookingMessages).toEqual(BOOKING_MESSAGES);
  });

  it('the English cancellation policy is the domain text word for word (ADR 007)', () => {
    expect(en.account.cancel.policy).toEqual(CANCELLATION_POLICY_TEXT);
  });

  it('French and Spanish translate every English string', () => {
    expect(keys(fr).sort()).toEqual(keys(en).sort());
    expect(keys(es).sort()).toEqual(keys(en).sort());
  });

  it('/fr and /es mirror the booking routes (spec part 2 §2.1)', () => {
    expect(languageFromPath('/fr/booking')).toBe('fr');
    expect(languageFromPath('/booking')).toBeNull();
    expect(localizePath('/booking', 'es')).toBe('/es/booking');
    expect(localizePath('/fr/booking-personal', 'en')).toBe('/booking-personal');
    expect(localizePath('/fr', 'es')).toBe('/es');
    expect(localizePath('/my-account/login', 'fr')).toBe('/fr/my-account/login');
    expect(localizePath('/not-a-page', 'fr')).toBe('/not-a-page');
  });

  it('the language switch keeps a page we do not have in the language chosen (its not-found page), and the staff pages at their one address', () => {
    expect(switchedPath('/fr/page-qui-nexiste-pas', 'es')).toBe('/es/page-qui-nexiste-pas');
    expect(switchedPath('/es/no-existe', 'en')).toBe('/no-existe');
    expect(switchedPath('/no-such-page', 'fr')).toBe('/fr/no-such-page');
    expect(switchedPath('/fr/booking', 'es')).toBe('/es/booking');
    expect(switchedPath('/booking', 'fr')).toBe('/fr/booking');
    expect(switchedPath('/operator/bookings', 'fr')).toBe('/operator/bookings');
  });

  it("every key the code asks for with t('...') is in the catalogues (docs/architecture.md §6)", () => {
    const src = SRC;
    const known = new Set(keys(en));
    // A key may name a subtree read with returnObjects (a list of paragraphs) or a plural base.
    const prefixes = new Set(
      [...known].flatMap((k) => k.split('.').map((_, i, a) => a.slice(0, i).join('.'))),
    );
    const missing: string[] = [];
    let used = 0;
    for (const file of sourceFiles(src)) {
      for (const match of readFileSync(file, 'utf8').matchAll(/\bt\(\s*'([^'$`]+)'/g)) {
        const key = match[1]!;
        used += 1;
        if (!known.has(key) && !prefixes.has(key) && !known.has(`${key}_one`)) {
          missing.push(`${relative(src, file)}: ${key}`);
        }
      }
    }
    expect(used).toBeGreaterThan(100);
    expect(missing).toEqual([]);
  });

  it('no French or Spanish value is left identical to English unless it is on the reasoned list', () => {
    const english = new Map(leaves(en));
    for (const [language, catalogue] of [
      ['fr', fr],
      ['es', es],
    ] as const) {
      const same = leaves(catalogue)
        .filter(([key, value]) => typeof value === 'string' && value === english.get(key))
        .filter(([, value]) => !hasNoWords(value as string))
        .filter(([, value]) => SAME_AS_ENGLISH[language][value as string] === undefined)
        .map(([key, value]) => `${language}.${key}: ${String(value)}`);
      expect(same).toEqual([]);
    }
  });

  it('the allow-list of identical values names only values still used (no stale entries)', () => {
    for (const [language, catalogue] of [
      ['fr', fr],
      ['es', es],
    ] as const) {
      const values = new Set(leaves(catalogue).map(([, v]) => v));
      for (const value of Object.keys(SAME_AS_ENGLISH[language]))
        expect(values, `${language} ${value}`).toContain(value);
    }
  });

  it('every page of the route table has a title in each language (docs/architecture.md §6)', () => {
    for (const catalogue of [en, fr, es]) {
      for (const key of Object.values(PAGE_TITLE_KEYS)) {
        if (key !== null) expect(catalogue.lang.titles).toHaveProperty(key);
      }
      expect(catalogue.lang.titles).toHaveProperty('notFound');
    }
    // Content pages title themselves from their Markdown's front matter (content-page.tsx).
    const screens = LOCALIZED_PATHS.filter(
      (path) => !CONTENT_PATHS.includes(path) && path !== '/destinations',
    );
    expect(Object.keys(PAGE_TITLE_KEYS).sort()).toEqual([...screens].sort());
  });
});
