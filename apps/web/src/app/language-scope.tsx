import { useEffect } from 'react';
import { Outlet } from 'react-router';
import { detectLanguage, setLanguage, type Language } from '../i18n/i18n.ts';

/**
 * Sets the language of the pages below it (brief item 5): '/fr/...' and '/es/...' choose French
 * and Spanish; unprefixed pages use the saved choice, else the browser's language.
 */
export function LanguageScope({ language }: { language: Language | null }) {
  useEffect(() => {
    if (language) setLanguage(language);
    else setLanguage(detectLanguage(window.location.pathname), false);
  }, [language]);
  return <Outlet />;
}
