import { createBrowserRouter, matchRoutes, type DataRouter } from 'react-router';
import { routes } from './routes-config.tsx';

/** The browser router of the site (DESIGN §3: react-router in library mode). */
export function createAppRouter(): DataRouter {
  return createBrowserRouter(routes);
}

/**
 * Loads the lazy route modules that match `pathname` and puts them into the route table, so the
 * router starts with the page's component instead of its loading fallback: the pre-rendered HTML
 * then hydrates without a mismatch (issue 9 §2; react-router's "lazy routes with SSR" pattern).
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
