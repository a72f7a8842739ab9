import type { RouteObject } from 'react-router';
import { LanguageScope } from './language-scope.tsx';
import { Layout } from './layout.tsx';
import { RouteError } from './route-error.tsx';
import { RouteFallback } from './route-fallback.tsx';

/** The screens that have /fr and /es copies (spec part 2 §2.1), code-split per route. */
function localizedPages(): RouteObject[] {
  return [
    { index: true, lazy: () => import('./routes/home/home.tsx').then((m) => ({ Component: m.HomeRoute })) },
    {
      path: 'booking',
      lazy: () => import('./routes/booking/booking.tsx').then((m) => ({ Component: m.BookingRoute })),
    },
    {
      path: 'booking-personal',
      lazy: () =>
        import('./routes/booking/booking-personal.tsx').then((m) => ({ Component: m.BookingPersonalRoute })),
    },
  ];
}

/**
 * The route table (spec part 2 §2.1): home, booking and booking-personal, mirrored under /fr and
 * /es, the My Account entry and a not-found page.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    HydrateFallback: RouteFallback,
    children: [
      { element: <LanguageScope language={null} />, children: localizedPages() },
      { path: 'fr', element: <LanguageScope language="fr" />, children: localizedPages() },
      { path: 'es', element: <LanguageScope language="es" />, children: localizedPages() },
      {
        path: 'my-account/login',
        lazy: () =>
          import('./routes/account/login-placeholder.tsx').then((m) => ({
            Component: m.LoginPlaceholderRoute,
          })),
      },
      {
        path: '*',
        lazy: () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
];
