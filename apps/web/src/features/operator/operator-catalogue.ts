import { i18n, type Language } from '../../i18n/i18n.ts';

/** The i18next namespace of the operator's screens (ADR 019). */
export const OPERATOR_NS = 'operator';

const CATALOGUES: Record<Language, () => Promise<{ default: Record<string, unknown> }>> = {
  en: () => import('./i18n/en.json'),
  fr: () => import('./i18n/fr.json'),
  es: () => import('./i18n/es.json'),
};

/**
 * Loads the operator catalogue of `language` into the 'operator' namespace (ADR 019): its own
 * chunks, loaded only by the operator's pages, so the home page's JavaScript does not grow.
 */
export async function loadOperatorCatalogue(language: Language): Promise<void> {
  if (i18n.hasResourceBundle(language, OPERATOR_NS)) return;
  const module = await CATALOGUES[language]();
  i18n.addResourceBundle(language, OPERATOR_NS, module.default, true, true);
}
