import type { BookingState } from '@alpine/contract';
import { localeOf } from '@alpine/domain';
import { LANGUAGES, type Language } from './language.ts';
import type EnglishErrors from './locales/en/errors.json';
import { serverI18n, serverText } from './server-i18n.ts';

/**
 * The error_description texts a traveller can see on the site, and those the operator's console
 * shows, in English as the services write them (the reference) and in French and Spanish: the
 * catalogues `locales/<language>/errors.json`, keyed by message id, read through the server's
 * i18next instance (server-i18n.ts). The services keep throwing the English text (errorText); the
 * error handler swaps it for the request's language (translateError) by a reverse index of the
 * English catalogue built once. `{{name}}` marks a value copied from the English text (a number, a
 * code), except `{{state}}`, a booking state written in the language's words (the catalogue
 * `states.json`), `{{date}}`, written in the language's words, and `{{count}}`, which also chooses
 * the plural form (`_one`, `_other`). A leg ('outbound', 'return') is never a placeholder: each leg
 * has its whole sentence. errors.test.ts checks the catalogues against each other and the English
 * texts against the services.
 */

/** A key without its i18next plural suffix ('loginBackoffSeconds_one' -> 'loginBackoffSeconds'). */
type WithoutPlural<K> = K extends `${infer Base}_${'zero' | 'one' | 'two' | 'few' | 'many' | 'other'}`
  ? Base
  : K;

/** The id of one traveller-visible error text (a key of locales/en/errors.json, plurals merged). */
export type ErrorKey = WithoutPlural<keyof typeof EnglishErrors>;

/** A value put into a text: `state` a BookingState, `date` an ISO date, `count` a number. */
export type ErrorValues = Record<string, string | number>;

/** Every language's error catalogue, as loaded (message id -> text): the tests read them. */
export const ERROR_CATALOGUES = Object.fromEntries(
  LANGUAGES.map((language) => [language, serverI18n.getResourceBundle(language, 'errors') ?? {}]),
) as Record<Language, Record<string, string>>;

/**
 * A booking's state as the `{{state}}` word of the texts ('This booking is {{state}}: ...'), per
 * language (`locales/<language>/states.json`): translated, never copied, so no English or raw state
 * ('awaiting_review') lands in a French or Spanish sentence. French and Spanish agree with
 * 'réservation' and 'reserva'.
 */
export const STATE_WORDS = Object.fromEntries(
  LANGUAGES.map((language) => [language, serverI18n.getResourceBundle(language, 'states') ?? {}]),
) as Record<Language, Record<BookingState, string>>;

/** The English word of each state -> the state (to read a `{{state}}` back from an English text). */
const STATE_OF_WORD = new Map(Object.entries(STATE_WORDS.en).map(([state, word]) => [word, state]));

/** The text of `key` in `language` with `values` put in; a `state` that is a state is written as its word. */
function textIn(language: Language, key: ErrorKey, values: ErrorValues): string {
  const state = values.state;
  const words =
    typeof state === 'string' && Object.hasOwn(STATE_WORDS.en, state)
      ? { ...values, state: STATE_WORDS[language][state as BookingState] }
      : values;
  return serverText(language, `errors:${key}`, words);
}

/**
 * The English text of `key` with its `{{name}}` placeholders filled from `values`: what a service
 * throws, so that translateError finds it again. `state` is a BookingState and is written as its
 * English word ('pending_payment' -> 'pending payment'); `count` picks the plural form; other values
 * are copied (numbers, ISO dates, currency codes).
 */
export function errorText(key: ErrorKey, values: ErrorValues = {}): string {
  return textIn('en', key, values);
}

/**
 * A placeholder's value read back from an English text, for `language`: a `{{state}}` word becomes
 * its state (textIn writes it in the language), a `{{date}}` (YYYY-MM-DD) is written in words
 * ('20 novembre 2026', '20 de noviembre de 2026'), a `{{count}}` is a number again; anything else is
 * copied.
 */
function valueIn(name: string, value: string, language: Language): string | number {
  if (name === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    if (Number.isNaN(day.getTime())) return value;
    return new Intl.DateTimeFormat(localeOf(language), { dateStyle: 'long', timeZone: 'UTC' }).format(day);
  }
  if (name === 'count' && /^\d+$/.test(value)) return Number(value);
  if (name === 'state') return STATE_OF_WORD.get(value) ?? value;
  return value;
}

const PLACEHOLDER = /\{\{(\w+)\}\}/g;
const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const keyOf = (id: string) => id.replace(/_(zero|one|two|few|many|other)$/, '') as ErrorKey;

/**
 * The reverse index of the English catalogue, built once: a fixed text -> its key; a text with
 * placeholders (each plural form apart) -> a matcher giving its key and values.
 */
const FIXED = new Map<string, ErrorKey>();
const TEMPLATES: { key: ErrorKey; pattern: RegExp; names: string[] }[] = [];
for (const [id, text] of Object.entries(ERROR_CATALOGUES.en)) {
  const names = [...text.matchAll(PLACEHOLDER)].map((m) => m[1] ?? '');
  if (names.length === 0) FIXED.set(text, keyOf(id));
  else {
    const source = text
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 1 ? '(.+?)' : escapeRegExp(part)))
      .join('');
    TEMPLATES.push({ key: keyOf(id), pattern: new RegExp(`^${source}$`), names });
  }
}

/**
 * `description` (an English error text a service threw) in `language`: the catalogue's text with
 * the English text's numbers and dates put in; unchanged for English and for texts not in the
 * catalogue (developer-facing validation messages stay English).
 */
export function translateError(description: string, language: Language): string {
  if (language === 'en') return description;
  const key = FIXED.get(description);
  if (key) return textIn(language, key, {});
  for (const t of TEMPLATES) {
    const match = t.pattern.exec(description);
    if (!match) continue;
    const values = Object.fromEntries(
      t.names.map((name, i) => [name, valueIn(name, match[i + 1] ?? '', language)]),
    );
    return textIn(language, t.key, values);
  }
  return description;
}
