import { light } from '@alpine/contract/light';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../lib/api-client.ts';
import { logFailure } from '../lib/log.ts';
import { readStored, writeStored } from '../lib/storage.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import {
  isLanguage,
  LANGUAGES,
  LOCALIZED_PATHS,
  matchesPath,
  STAFF_PATHS,
  type Language,
} from './site-paths.ts';

export { LANGUAGES, LOCALIZED_PATHS, type Language };

/** True for one of LANGUAGES (a saved choice or an <html lang> read back). */
export { isLanguage };

/** The languages an address carries as its prefix: all but English ('fr|es'). */
const PREFIXES = LANGUAGES.filter((language) => language !== 'en').join('|');
const PREFIX = new RegExp(`^\\/(${PREFIXES})(?:\\/|$)`);
const PREFIX_AHEAD = new RegExp(`^\\/(${PREFIXES})(?=\\/|$)`);

/** The language named by a path prefix ('/fr/booking' -> 'fr'), or null. */
export function languageFromPath(pathname: string): Language | null {
  const match = PREFIX.exec(pathname);
  return match ? (match[1] as Language) : null;
}

/** The path without its language prefix ('/fr/booking' -> '/booking'). */
export function stripLanguage(pathname: string): string {
  return pathname.replace(PREFIX_AHEAD, '') || '/';
}

/** The path of `path` in `language`: '/booking' in fr -> '/fr/booking'; en has no prefix. */
export function localizePath(path: string, language: Language): string {
  const bare = stripLanguage(path);
  const [pathname = '/'] = bare.split(/[?#]/);
  if (!matchesPath(pathname)) return bare;
  return prefixed(bare, language);
}

/** `bare` (an address without its language) in `language`: '/x' -> '/fr/x', '/' -> '/fr'; en has no prefix. */
function prefixed(bare: string, language: Language): string {
  if (language === 'en') return bare;
  return bare === '/' ? `/${language}` : `/${language}${bare}`;
}

/**
 * The address of the page `pathname` in `language` for the language switch (ADR 015): as
 * localizePath gives it for the site's pages, and likewise for a page we do not have (the
 * not-found page, spec part 2 §2.1), whose address keeps a language prefix ('/fr/x' in es ->
 * '/es/x') so that a reload or a shared link shows the not-found page in the language chosen; the
 * staff's pages keep their one address.
 */
export function switchedPath(pathname: string, language: Language): string {
  const bare = stripLanguage(pathname);
  if (matchesPath(bare, STAFF_PATHS)) return bare;
  return prefixed(bare, language);
}

/**
 * The visitor's own language: the saved choice (the language of the last page read, or the one
 * picked in the header's switcher), else the browser's first of en/fr/es, else English.
 */
export function preferredLanguage(): Language {
  const saved = readStored(STORAGE_KEYS.language, light.string());
  if (isLanguage(saved)) return saved;
  const browser = (typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]))
    .map((l) => l.slice(0, 2).toLowerCase())
    .find(isLanguage);
  return browser ?? 'en';
}

/**
 * Language of a page (spec part 1 §1, part 2 §2.1; ADR 015): the address decides, so a page
 * is never shown in a language other than its address's: '/fr/...' French, '/es/...' Spanish,
 * every other page English. Only the bare home page '/' (a typed domain) follows the visitor's own
 * language (preferredLanguage): LanguageScope then sends it on to '/fr' or '/es'.
 */
export function detectLanguage(pathname: string): Language {
  return languageFromPath(pathname) ?? (pathname === '/' ? preferredLanguage() : 'en');
}

/** The language last asked for (startLanguage, setLanguage): the last request wins. */
let requested: Language | null = null;

/** A catalogue loader: the JSON module of one part of one language's strings. */
type CatalogueModule = () => Promise<{ default: Record<string, unknown> }>;

/**
 * Each language's strings in two parts, each part its own chunk (docs/architecture.md §5: never all three
 * languages on a page, and the home page's JavaScript within its budget):
 * - `firstScreen` (i18n/<language>.json): what the home page can show, i.e. the frame (header,
 *   footer, cookie banner, toasts, error page), the home page and its search form;
 * - `otherPages` (i18n/other-pages/<language>.json): every other screen's (results, booking steps,
 *   account, contact...), loaded by those screens' routes before they render (`loadOtherPages`,
 *   app/routes-config.tsx), so the home page never downloads it.
 * Both go into i18next's one 'translation' namespace, so components read their keys alike from
 * either part. catalogues.test.ts checks that the sections the home page's code uses are all in the
 * first part.
 */
const CATALOGUES: Record<'firstScreen' | 'otherPages', Record<Language, CatalogueModule>> = {
  firstScreen: {
    en: () => import('./en.json'),
    fr: () => import('./fr.json'),
    es: () => import('./es.json'),
  },
  otherPages: {
    en: () => import('./other-pages/en.json'),
    fr: () => import('./other-pages/fr.json'),
    es: () => import('./other-pages/es.json'),
  },
};
type CataloguePart = keyof typeof CATALOGUES;
/** Loads under way or done, per `${part}:${language}`; a failed one is forgotten, to be retried. */
const loading = new Map<string, Promise<void>>();
/** The parts in i18next, as `${part}:${language}`. */
const loaded = new Set<string>();
/**
 * Set once a screen other than home has asked for its strings: from then on every language switch
 * loads both parts.
 */
let otherPagesNeeded = false;

/** Loads one part of one language into i18next, once; resolves when its strings are usable. */
function loadPart(part: CataloguePart, language: Language): Promise<void> {
  const key = `${part}:${language}`;
  let pending = loading.get(key);
  if (!pending) {
    pending = CATALOGUES[part][language]().then(
      (module) => {
        i18n.addResourceBundle(language, 'translation', module.default, true, true);
        loaded.add(key);
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, pending);
  }
  return pending;
}

/** The parts of a language the site needs now: the first screen's, and the other pages' once needed. */
function neededParts(): CataloguePart[] {
  return otherPagesNeeded ? ['firstScreen', 'otherPages'] : ['firstScreen'];
}

/** True when every part of `language` the site needs now is in i18next. */
function isLoaded(language: Language): boolean {
  return neededParts().every((part) => loaded.has(`${part}:${language}`));
}

/**
 * Loads the strings of `language` the site needs now (once each): the first screen's, and the
 * other pages' too once `loadOtherPages` has been called. Rejects when a chunk fails to load.
 */
export function loadLanguage(language: Language): Promise<void> {
  return Promise.all(neededParts().map((part) => loadPart(part, language))).then(() => undefined);
}

/**
 * The other pages' strings of the current language (docs/architecture.md §5), and of every language switched
 * to from now on. Each route but home's awaits it with its module (app/routes-config.tsx), so a
 * screen never renders before its strings; rejects when the chunk fails to load (the route's
 * error page, with the first screen's strings, shows instead).
 */
export function loadOtherPages(): Promise<void> {
  otherPagesNeeded = true;
  return loadLanguage(requested ?? (isLanguage(i18n.language) ? i18n.language : 'en'));
}

/**
 * Loads both parts of every language: unit tests and the build-time prerender use all three
 * synchronously after.
 */
export async function loadAllLanguages(): Promise<void> {
  await Promise.all(
    LANGUAGES.flatMap((language) => [loadPart('firstScreen', language), loadPart('otherPages', language)]),
  );
}

function applyLanguage(language: Language): void {
  setApiLanguage(language);
  // document.title follows the page and the language in the layout (app/page-title.ts;
  // docs/architecture.md §6)
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

/**
 * Switches the UI language, remembers it and updates <html lang>: at once when the strings the
 * site needs now are loaded in that language (both parts once a page other than home has shown),
 * else once they have loaded (the last request wins).
 */
export function setLanguage(language: Language, remember = true): void {
  if (remember) writeStored(STORAGE_KEYS.language, language);
  requested = language;
  if (isLoaded(language)) return applyLanguage(language);
  loadLanguage(language).then(
    () => {
      if (requested === language) applyLanguage(language);
    },
    // a chunk that failed to load (offline, or a deploy while the tab was open): the page stays
    // in its language, and the next switch tries again
    (error: unknown) => logFailure('could not load the language', error),
  );
}

/**
 * Loads `language`'s strings (the first screen's; the other pages' too when a route has asked, see
 * loadOtherPages) and makes it the UI language: start-app.tsx awaits it before the first render or
 * hydration, with the language of the pre-rendered HTML or of the visit (docs/architecture.md §5).
 */
export async function startLanguage(language: Language): Promise<void> {
  // first, so that a route resolved alongside (start-app.tsx) loads its strings in this language
  requested = language;
  await loadLanguage(language);
  if (requested === language) applyLanguage(language);
}

// English until main.tsx (or a test) loads a catalogue: resources arrive through loadLanguage.
void i18n.use(initReactI18next).init({
  resources: {},
  partialBundledLanguages: true,
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});

export { i18n };
