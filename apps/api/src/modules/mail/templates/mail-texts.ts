import { formatLocalDate, formatMoneyIn, fromMinor, languageOr } from '@alpine/domain';
import dayjs from 'dayjs';
import 'dayjs/locale/fr.js';
import 'dayjs/locale/es.js';
import { LANGUAGES, type Language } from '../../../i18n/language.ts';
import { serverI18n, serverText } from '../../../i18n/server-i18n.ts';

/**
 * The words of the traveller e-mails, the PDF e-ticket and the calendar files live in the server's
 * catalogues (apps/api/src/i18n/server-i18n.ts): `locales/<language>/mail.json`, `ticket.json` and
 * `calendar.json`, keyed by message id, English the reference wording, i18next plurals
 * (`passengers_one`/`_other`) and `{{placeholders}}`. This file is the mail module's door to them
 * and keeps the formats of dates and amounts.
 */

/** `language` when it is one of the site's (en, fr, es), else English: a booking without one reads English. */
export function mailLanguage(language: string | undefined): Language {
  return (LANGUAGES as readonly string[]).includes(language ?? '') ? (language as Language) : 'en';
}

/**
 * The catalogue text `key` (`'mail:confirmation.title'`, `'ticket:route'`, `'calendar:alarm'`) in
 * `language` (English when unknown), with `values` put into its placeholders and `count` choosing
 * the plural form. Values are not escaped: the layout escapes what it puts in HTML. Throws when
 * the key is in no catalogue (server-i18n.ts).
 */
export function mailText(
  language: string | undefined,
  key: string,
  values: Record<string, string | number> = {},
): string {
  // serverText checks the key without `count`, which misses a key that exists only in its plural
  // forms ('passengers_one', 'passengers_other'): such a key is checked here with its count.
  if (values.count === undefined) return serverText(mailLanguage(language), key, values);
  if (!serverI18n.exists(key, { lng: 'en', count: Number(values.count) }))
    throw new Error(`no catalogue text for ${key}`);
  return serverI18n.t(key, { ...values, lng: mailLanguage(language) });
}

/**
 * The catalogue text `key` cut around the value of placeholder `name`: `[before, value, after]`,
 * so that a template can set the value apart (bold in HTML: 'Your booking **K7PX4M2Q** has been
 * cancelled'). The whole sentence when the placeholder is missing from the language's text.
 */
export function mailTextAround(
  language: string | undefined,
  key: string,
  name: string,
  values: Record<string, string | number>,
): [before: string, value: string, after: string] {
  const marker = '\u0000';
  const text = mailText(language, key, { ...values, [name]: marker });
  const at = text.indexOf(marker);
  const value = String(values[name] ?? '');
  if (at < 0) return [mailText(language, key, values), '', ''];
  return [
    text.slice(0, at),
    value,
    text
      .slice(at + marker.length)
      .split(marker)
      .join(value),
  ];
}

/** A 'label: value' line as `language` writes it (French puts a no-break space before the colon). */
export const labelLine = (language: string | undefined, label: string, value: string): string =>
  mailText(language, 'mail:line', { label, value });

/** The name of a product ('shared_door' -> 'Shared door to door transfers'), the id when not listed. */
export function productName(product: string, language: string | undefined): string {
  const key = `mail:products.${product}`;
  return /^[a-z_]+$/.test(product) && hasText(key) ? mailText(language, key) : product;
}

/** The name of an extra item in `language` ('Bag' -> 'Bagage'), the English name when not listed. */
export function extraName(item: string, language: string | undefined): string {
  const key = `ticket:extraItems.${item}`;
  return /^[A-Za-z ()]+$/.test(item) && hasText(key) ? mailText(language, key) : item;
}

const hasText = (key: string): boolean => serverI18n.exists(key, { lng: 'en' });

/**
 * A local date 'YYYY-MM-DD' as an e-mail in `language` writes it: the site's 'ddd DD MMM YY' (spec
 * part 2 §2.5; apps/web/src/i18n/format-date.ts) with dayjs's day and month names of the language,
 * so that the e-mail and the page write a date alike: 'Fri 19 Dec 25', 'ven. 19 déc. 25',
 * 'vie. 19 dic 25' (Intl wrote 'vie, 19 dic 25' in Spanish).
 */
export function mailDate(date: string, language: string | undefined): string {
  const l = languageOr(language);
  if (l === 'en') return formatLocalDate(date);
  return dayjs(`${date}T00:00:00`).locale(l).format('ddd DD MMM YY');
}

/** An amount in minor units of `currency` as an e-mail in `language` writes it ('€12.00', '12,00 €'). */
export function mailMoney(minor: number, currency: string, language: string | undefined): string {
  return formatMoneyIn(fromMinor(minor), currency, languageOr(language));
}
