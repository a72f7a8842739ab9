import { RouterProvider } from 'react-router';
import type { DataRouter } from 'react-router';
import { AppProviders } from './providers.tsx';

/** The web site (DESIGN §2 apps/web): providers around the browser router made by main.tsx. */
export function App({ router }: { router: DataRouter }) {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
