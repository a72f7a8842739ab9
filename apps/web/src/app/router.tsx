import { createBrowserRouter, matchRoutes, type DataRouter } from 'react-router';
import { routes } from './routes-config.tsx';

/**
 * The browser router of the site (docs/architecture.md §10: react-router in library mode). `hydrating`: the
 * page is pre-rendered HTML being hydrated (start-app.tsx; docs/architecture.md §5).
 */
export function createAppRouter({ hydrating = false }: { hydrating?: boolean } = {}): DataRouter {
  // hydrationData (empty: no route of a pre-rendered page has a loader) tells the router the page
  // is already shown, so its ScrollRestoration leaves the first load's scroll alone: a traveller
  // who scrolled while the code loaded stays where they are instead of jumping to the top (and a
  // tap under way, e.g. on Book Now, still lands on what it was aimed at)
  return createBrowserRouter(routes, hydrating ? { hydrationData: {} } : undefined);
}

/**
 * Loads the lazy route modules that match `pathname` and puts them into the route table, so the
 * router starts with the page's component instead of its loading fallback: the pre-rendered HTML
 * then hydrates without a mismatch (docs/architecture.md §5; react-router's "lazy routes with SSR" pattern).
 */
export async function resolveLazyRoutes(pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, { ...module, lazy: undefined });
    }),
  );
}
