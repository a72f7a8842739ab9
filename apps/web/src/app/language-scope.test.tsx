import { render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { detectLanguage, i18n } from '../i18n/i18n.ts';
import { LanguageScope } from './language-scope.tsx';

/** Shows where the router is, for the assertions. */
function Where() {
  const { pathname, search, hash } = useLocation();
  return <p data-testid="where">{`${pathname}${search}${hash}`}</p>;
}

/** The site's three language scopes over one page component, started at `entry`. */
function renderAt(entry: string) {
  const page = [
    { index: true, element: <Where /> },
    { path: '*', element: <Where /> },
  ];
  const router = createMemoryRouter(
    [
      { path: '/', element: <LanguageScope language={null} />, children: page },
      { path: '/fr', element: <LanguageScope language="fr" />, children: page },
      { path: '/es', element: <LanguageScope language="es" />, children: page },
    ],
    { initialEntries: [entry] },
  );
  const view = render(<RouterProvider router={router} />);
  return { view, router };
}

const saveLanguage = (language: string) => window.localStorage.setItem('language', JSON.stringify(language));

afterEach(() => vi.unstubAllGlobals());

describe('the language of a page is its address (spec part 2 §2.1; ADR 015)', () => {
  it('an unprefixed page is English even after the visitor read Spanish pages', async () => {
    saveLanguage('es');
    const { router } = renderAt('/about-us');
    await waitFor(() => expect(window.localStorage.getItem('language')).toBe('"en"'));
    expect(i18n.language).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(router.state.location.pathname).toBe('/about-us');
  });

  it('a prefixed page is in its language and becomes the saved choice', async () => {
    renderAt('/fr/booking');
    await waitFor(() => expect(i18n.language).toBe('fr'));
    expect(window.localStorage.getItem('language')).toBe('"fr"');
  });

  it('the bare home page of a visitor who last read Spanish goes on to /es, keeping its query and hash', async () => {
    saveLanguage('es');
    const { router } = renderAt('/?partner=2#search');
    await waitFor(() => expect(router.state.location.pathname).toBe('/es'));
    expect(router.state.location.search).toBe('?partner=2');
    expect(router.state.location.hash).toBe('#search');
    await waitFor(() => expect(i18n.language).toBe('es'));
  });

  it('the bare home page follows the browser language when nothing is saved, and stays English for English', async () => {
    vi.stubGlobal('navigator', { ...navigator, languages: ['fr-CH', 'en'] });
    expect(detectLanguage('/')).toBe('fr');
    expect(detectLanguage('/booking')).toBe('en');
    expect(detectLanguage('/es/booking')).toBe('es');
    vi.stubGlobal('navigator', { ...navigator, languages: ['de-CH', 'en-GB'] });
    const { router } = renderAt('/');
    await waitFor(() => expect(window.localStorage.getItem('language')).toBe('"en"'));
    expect(router.state.location.pathname).toBe('/');
  });
});
