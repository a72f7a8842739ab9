import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { detectLanguage, isLanguage, startLanguage } from './i18n/i18n.ts';
import { App } from './app/app.tsx';
import { createAppRouter, resolveLazyRoutes } from './app/router.tsx';

/**
 * Starts the site (docs/architecture.md §5); main.tsx loads this module once the page has painted. A page
 * pre-rendered at build time (#root has content) hydrates in the language of its HTML, once that
 * catalogue and the page's route modules are loaded; the bare home page '/' of a visitor whose own
 * language is French or Spanish then goes on to '/fr' or '/es' (LanguageScope). Any other page renders from scratch in the
 * visit's language, and so does a pre-rendered page whose route chunk fails to load (a deploy while
 * the tab was open, docs/architecture.md §5): the router then shows the error page in the site's frame
 * instead of leaving the pre-rendered HTML without its code.
 */
export async function startApp(root: HTMLElement): Promise<void> {
  const prerendered = root.firstElementChild !== null;
  const htmlLanguage = document.documentElement.lang;
  const language =
    prerendered && isLanguage(htmlLanguage) ? htmlLanguage : detectLanguage(window.location.pathname);
  const [, hydrate] = await Promise.all([
    startLanguage(language),
    prerendered
      ? resolveLazyRoutes(window.location.pathname).then(
          () => true,
          () => false,
        )
      : false,
  ]);
  const app = (
    <StrictMode>
      <App router={createAppRouter({ hydrating: hydrate })} />
    </StrictMode>
  );
  // in a transition React hydrates in slices of a few milliseconds, not in one long task
  if (hydrate) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
  } else {
    root.replaceChildren();
    createRoot(root).render(app);
  }
}
