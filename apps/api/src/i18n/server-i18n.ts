import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createInstance, type i18n, type Resource } from 'i18next';
import { LANGUAGES, type Language } from './language.ts';

/**
 * The folder of the server's catalogues: `locales/<language>/<namespace>.json`, each a JSON object
 * keyed by message id (nested objects allowed, i18next's plural suffixes `_one`/`_other`), English
 * the reference wording. A new language is a folder beside `en/` (and one entry of the language
 * list); a new namespace is one file per language. ADR 013 (who owns what).
 */
const LOCALES = new URL('./locales/', import.meta.url);

/** Every `<namespace>.json` of every language's folder, read once at start-up. */
function readCatalogues(): Resource {
  const resources: Resource = {};
  for (const language of LANGUAGES) {
    const folder = new URL(`${language}/`, LOCALES);
    const namespaces: Record<string, unknown> = {};
    if (existsSync(folder)) {
      for (const file of readdirSync(folder)) {
        if (!file.endsWith('.json')) continue;
        namespaces[file.slice(0, -'.json'.length)] = JSON.parse(readFileSync(new URL(file, folder), 'utf8'));
      }
    }
    resources[language] = namespaces as Resource[string];
  }
  return resources;
}

/**
 * The server's one i18next instance (the site's library, apps/web/src/i18n/i18n.ts), initialised
 * synchronously with every catalogue: server messages, e-mails, the e-ticket and the calendar files
 * take their words from it. English is the fallback of a key missing in French or Spanish (a test
 * of each catalogue keeps the key sets equal). Values are not HTML-escaped here: the e-mail
 * templates escape what they put in HTML.
 */
export const serverI18n: i18n = createInstance();
void serverI18n.init({
  resources: readCatalogues(),
  lng: 'en',
  fallbackLng: 'en',
  supportedLngs: [...LANGUAGES],
  initAsync: false,
  interpolation: { escapeValue: false },
  returnNull: false,
});

/**
 * The text of `key` (`'<namespace>:<id>'`, e.g. `'errors:quoteExpired'`) in `language`, with
 * `values` put into its `{{placeholders}}` (and `count` choosing the plural form). Throws when the
 * key is in no catalogue, so that a typo fails the test that writes the text instead of showing the
 * key to a traveller.
 */
export function serverText(language: Language, key: string, values: Record<string, unknown> = {}): string {
  // with its values: a key written only in plural forms exists for a `count`
  if (!serverI18n.exists(key, { ...values, lng: 'en' })) throw new Error(`no catalogue text for ${key}`);
  return serverI18n.t(key, { ...values, lng: language }) as string;
}
