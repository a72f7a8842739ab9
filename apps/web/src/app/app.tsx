import { useEffect } from 'react';
import { RouterProvider } from 'react-router';
import type { DataRouter } from 'react-router';
import { ConsentRoot } from '../features/consent/consent-root.tsx';
import { startAnalytics } from '../lib/analytics.ts';
import { AppProviders } from './providers.tsx';

/**
 * The web site (docs/architecture.md §1 apps/web): providers around the browser router made by main.tsx, the
 * cookie banner (ADR 016; pre-rendered with the page, prerender-page.tsx renders the same two
 * after the router) and analytics from application start
 * (spec part 2 §2.10: events on route changes, sent only after 'I understand').
 */
export function App({ router }: { router: DataRouter }) {
  useEffect(() => startAnalytics(router), [router]);
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <ConsentRoot />
    </AppProviders>
  );
}
