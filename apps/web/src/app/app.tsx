import { RouterProvider } from 'react-router';
import { AppProviders } from './providers.tsx';
import { router } from './router.tsx';

/** The web site (DESIGN §2 apps/web): providers around the router. */
export function App() {
  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
