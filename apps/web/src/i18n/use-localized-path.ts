import { useCallback } from 'react';
import { useLocation } from 'react-router';
import { languageFromPath, localizePath } from './i18n.ts';

/** Maps a site path to the current language's copy ('/booking' under /fr -> '/fr/booking'). */
export function useLocalizedPath(): (path: string) => string {
  const { pathname } = useLocation();
  const language = languageFromPath(pathname) ?? 'en';
  return useCallback((path: string) => localizePath(path, language), [language]);
}
