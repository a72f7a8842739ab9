import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, parsePath, RouterProvider, useLocation, type RouteObject } from 'react-router';
import { AppProviders, createQueryClient } from '../app/providers.tsx';

/** Where the router is, for assertions on navigation. */
export const seen: { pathname: string; search: string; state: unknown } = {
  pathname: '',
  search: '',
  state: null,
};

function LocationProbe({ children }: { children?: ReactElement }) {
  const location = useLocation();
  seen.pathname = location.pathname;
  seen.search = location.search;
  seen.state = location.state;
  return children ?? <p data-testid="page">{location.pathname}</p>;
}

/**
 * Renders `ui` at `path` inside the providers and a memory router; any other path renders a
 * probe showing the pathname.
 */
interface RenderOptions {
  path?: string;
  url?: string;
  extra?: RouteObject[];
  /** Navigation state of the first entry (what `navigate(url, { state })` would carry). */
  state?: unknown;
}

export function renderRoute(ui: ReactElement, options: RenderOptions = {}) {
  const { path = '/', extra = [] } = options;
  const url = options.url ?? path;
  const router = createMemoryRouter(
    [
      { path, element: <LocationProbe>{ui}</LocationProbe> },
      ...extra,
      { path: '*', element: <LocationProbe /> },
    ],
    { initialEntries: [options.state === undefined ? url : { ...parsePath(url), state: options.state }] },
  );
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  const result = render(
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router };
}

/** Makes matchMedia answer `matches` for every query (mobile / desktop layouts). */
export function setViewport(width: number) {
  window.matchMedia = ((query: string) => {
    const max = /max-width:\s*(\d+)px/.exec(query);
    const min = /min-width:\s*(\d+)px/.exec(query);
    const matches = (max ? width <= Number(max[1]) : true) && (min ? width >= Number(min[1]) : true);
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    } as MediaQueryList;
  }) as typeof window.matchMedia;
}
