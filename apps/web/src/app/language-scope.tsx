import { useEffect } from 'react';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { detectLanguage, localizePath, setLanguage, type Language } from '../i18n/i18n.ts';

/**
 * Sets the language of the pages below it and remembers it as the visitor's choice (spec part 2
 * §2.1; ADR 015): '/fr/...' and '/es/...' are French and Spanish, unprefixed pages English
 * (`language` null). The bare home page '/' of a visitor whose own language is French or Spanish
 * (i18n.ts preferredLanguage: the language last read or chosen, else the browser's) is replaced by
 * '/fr' or '/es', query and hash kept, so the address and the page always agree.
 */
export function LanguageScope({ language }: { language: Language | null }) {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    if (language) return setLanguage(language);
    const visit = detectLanguage(pathname);
    if (visit === 'en') return setLanguage('en');
    void navigate(`${localizePath(pathname, visit)}${search}${hash}`, { replace: true });
  }, [language, pathname, search, hash, navigate]);
  return <Outlet />;
}
