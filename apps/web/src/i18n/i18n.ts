import { z } from 'zod';
import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import dayjs from 'dayjs';
import 'dayjs/locale/fr';
import 'dayjs/locale/es';
import { readStored, writeStored } from '../lib/storage.ts';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';
import en from './en.json';
import fr from './fr.json';
import es from './es.json';
import { LANGUAGES, LOCALIZED_PATHS, type Language } from './site-paths.ts';

export { LANGUAGES, LOCALIZED_PATHS, type Language };

function isLanguage(value: unknown): value is Language {
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
  if (language === 'en' || !LOCALIZED_PATHS.includes(pathname)) return bare;
  return bare === '/' ? `/${language}` : `/${language}${bare}`;
}

/** Language of a visit: the path prefix, else the saved choice, else the browser (brief item 5). */
export function detectLanguage(pathname: string): Language {
  const fromPath = languageFromPath(pathname);
  if (fromPath) return fromPath;
  const saved = readStored(STORAGE_KEYS.language, z.string());
  if (isLanguage(saved)) return saved;
  const browser = (typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]))
    .map((l) => l.slice(0, 2).toLowerCase())
    .find(isLanguage);
  return browser ?? 'en';
}

/** Switches the UI language, remembers it and updates <html lang> and dayjs. */
export function setLanguage(language: Language, remember = true): void {
  if (remember) writeStored(STORAGE_KEYS.language, language);
  dayjs.locale(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (i18n.language !== language) void i18n.changeLanguage(language);
}

void i18n.use(initReactI18next).init({
  resources: { en: { translation: en }, fr: { translation: fr }, es: { translation: es } },
  lng: typeof window === 'undefined' ? 'en' : detectLanguage(window.location.pathname),
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  interpolation: { escapeValue: false },
  initAsync: false,
  returnNull: false,
});
dayjs.locale(i18n.language);

export { i18n };
