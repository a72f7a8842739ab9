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
    {
      path: 'booking-flight',
      lazy: () =>
        import('./routes/booking/booking-flight.tsx').then((m) => ({ Component: m.BookingFlightRoute })),
    },
    {
      path: 'booking-address',
      lazy: () =>
        import('./routes/booking/booking-address.tsx').then((m) => ({ Component: m.BookingAddressRoute })),
    },
    {
      path: 'booking-payment',
      lazy: () =>
        import('./routes/booking/booking-payment.tsx').then((m) => ({ Component: m.BookingPaymentRoute })),
    },
    {
      path: 'booking-success',
      lazy: () =>
        import('./routes/booking/booking-success.tsx').then((m) => ({ Component: m.BookingSuccessRoute })),
    },
    {
      path: 'terms-conditions',
      lazy: () => import('./routes/content/legal-page.tsx').then((m) => ({ Component: m.TermsRoute })),
    },
    {
      path: 'privacy-policy',
      lazy: () => import('./routes/content/legal-page.tsx').then((m) => ({ Component: m.PrivacyRoute })),
    },
  ];
}

/**
 * The route table (spec part 2 §2.1): home, the booking flow and the legal pages, mirrored under
 * /fr and /es, the My Account entry and a not-found page.
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
