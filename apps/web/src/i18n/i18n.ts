import { light } from '@alpine/contract/light';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { setApiLanguage } from '../lib/api-client.ts';
import { readStored, writeStored } from '../lib/storage.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import { LANGUAGES, LOCALIZED_PATHS, matchesPath, type Language } from './site-paths.ts';

export { LANGUAGES, LOCALIZED_PATHS, type Language };

/** True for 'en', 'fr' and 'es' (a saved choice or an <html lang> read back). */
export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language named by a path prefix ('/fr/booking' -> 'fr'), or null. */
export function languageFromPath(pathname: string): Language | null {
  const match = /^\/(fr|es)(?:\/|$)/.exec(pathname);
  return match ? (match[1] as Language) : null;
}

/** The path without its language prefix ('/fr/booking' -> '/booking'). */
export function stripLanguage(pathname: string): string {
  return pathname.replace(/^\/(fr|es)(?=\/|$)/, '') || '/';
}

/** The path of `path` in `language`: '/booking' in fr -> '/fr/booking'; en has no prefix. */
export function localizePath(path: string, language: Language): string {
  const bare = stripLanguage(path);
  const [pathname = '/'] = bare.split(/[?#]/);
  if (language === 'en' || !matchesPath(pathname)) return bare;
  return bare === '/' ? `/${language}` : `/${language}${bare}`;
}

/** Language of a visit: the path prefix, else the saved choice, else the browser (brief item 5). */
export function detectLanguage(pathname: string): Language {
  const fromPath = languageFromPath(pathname);
  if (fromPath) return fromPath;
  const saved = readStored(STORAGE_KEYS.language, light.string());
  if (isLanguage(saved)) return saved;
  const browser = (typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]))
    .map((l) => l.slice(0, 2).toLowerCase())
    .find(isLanguage);
  return browser ?? 'en';
}

/**
 * Each language's catalogue is its own chunk (issue 9 §3): loaded on first use, never all three
 * on a page. Resolves once `language`'s strings are in i18next.
 */
const CATALOGUES: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./en.json'),
  fr: () => import('./fr.json'),
  es: () => import('./es.json'),
};
const loading = new Map<Language, Promise<void>>();

/** Loads the catalogue of `language` (once); resolves when its strings are usable (issue 9 §3). */
export function loadLanguage(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, 'translation')) return Promise.resolve();
  let pending = loading.get(language);
  if (!pending) {
    pending = CATALOGUES[language]().then((module) => {
      i18n.addResourceBundle(language, 'translation', module.default, true, true);
    });
    loading.set(language, pending);
  }
  return pending;
}

/** Loads every catalogue: unit tests and the build-time prerender use all three synchronously after. */
export async function loadAllLanguages(): Promise<void> {
  await Promise.all(LANGUAGES.map(loadLanguage));
}

let requested: Language | null = null;

function applyLanguage(language: Language): void {
  setApiLanguage(language);
  // document.title follows the page and the language in the layout (app/page-title.ts; issue 10 §3)
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

/**
 * Switches the UI language, remembers it and updates <html lang>: at once when its
 * catalogue is loaded, else once it has loaded (the last request wins).
 */
export function setLanguage(language: Language, remember = true): void {
  if (remember) writeStored(STORAGE_KEYS.language, language);
  requested = language;
  if (i18n.hasResourceBundle(language, 'translation')) return applyLanguage(language);
  void loadLanguage(language).then(() => {
    if (requested === language) applyLanguage(language);
  });
}

/**
 * Loads `language`'s catalogue and makes it the UI language: main.tsx awaits it before the first
 * render or hydration, with the language of the pre-rendered HTML or of the visit (issue 9 §2).
 */
export async function startLanguage(language: Language): Promise<void> {
  await loadLanguage(language);
  requested = language;
  applyLanguage(language);
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
