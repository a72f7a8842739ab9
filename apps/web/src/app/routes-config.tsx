import type { RouteObject } from 'react-router';
import { LANGUAGES, loadOtherPages } from '../i18n/i18n.ts';
import { LanguageScope } from './language-scope.tsx';
import { Layout } from './layout.tsx';
import { RouteError } from './route-error.tsx';
import { RouteFallback } from './route-fallback.tsx';

/**
 * `route` with its `lazy` (when it has one) also loading the other pages' strings (docs/architecture.md §5;
 * i18n/i18n.ts `loadOtherPages`): every screen but home's, so each renders with its words and the
 * home page never downloads them. The lazy rejects when either chunk fails (the branch's error page).
 */
function withOtherPages(route: RouteObject): RouteObject {
  const { lazy } = route;
  if (typeof lazy !== 'function') return route;
  return {
    ...route,
    lazy: () => Promise.all([lazy(), loadOtherPages()]).then(([module]) => module),
  } as RouteObject;
}

/** A page rendered from apps/web/content/<language>/<slug>.md (ADR 015), code-split with the others. */
const contentPage = (path: string) => ({
  path,
  lazy: () => import('./routes/content/content-page.tsx').then((m) => ({ Component: m.ContentRoute })),
});

/** The content pages (ADR 015): one route per content path, ':param' pages one per file. */
function contentPages(): RouteObject[] {
  return [
    ...['terms-conditions', 'privacy-policy', 'airports', 'airports/:airport', 'shared-transfers'].map(
      contentPage,
    ),
    ...['private-transfers', 'destinations/:resort', 'about-us', 'contact-us', 'faqs-help'].map(contentPage),
    contentPage('blog/:article'),
    {
      path: 'blog',
      lazy: () => import('./routes/content/content-page.tsx').then((m) => ({ Component: m.BlogRoute })),
    },
    {
      path: 'destinations',
      lazy: () =>
        import('./routes/content/content-page.tsx').then((m) => ({ Component: m.DestinationsRoute })),
    },
  ];
}

/** The screens that have /fr and /es copies (spec part 2 §2.1; the account pages too), code-split per route. */
function localizedPages(): RouteObject[] {
  return [
    // the first screen: its strings are the first part of the catalogue, loaded before any route
    { index: true, lazy: () => import('./routes/home/home.tsx').then((m) => ({ Component: m.HomeRoute })) },
    ...otherLocalizedPages().map(withOtherPages),
  ];
}

/** The localized screens but home, each loading the other pages' strings with its module. */
function otherLocalizedPages(): RouteObject[] {
  return [
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
      path: 'pay',
      lazy: () => import('./routes/booking/pay.tsx').then((m) => ({ Component: m.PayRoute })),
    },
    ...contentPages(),
    {
      path: 'my-account/login',
      lazy: () => import('./routes/account/login.tsx').then((m) => ({ Component: m.LoginRoute })),
    },
    {
      path: 'my-account/register',
      lazy: () => import('./routes/account/register.tsx').then((m) => ({ Component: m.RegisterRoute })),
    },
    {
      path: 'my-account/forget',
      lazy: () => import('./routes/account/forget.tsx').then((m) => ({ Component: m.ForgetRoute })),
    },
    {
      path: 'new-password',
      lazy: () =>
        import('./routes/account/new-password.tsx').then((m) => ({ Component: m.NewPasswordRoute })),
    },
    {
      path: 'verify-email',
      lazy: () =>
        import('./routes/account/verify-email.tsx').then((m) => ({ Component: m.VerifyEmailRoute })),
    },
    {
      path: 'my-account/claim-bookings',
      lazy: () =>
        import('./routes/account/claim-bookings.tsx').then((m) => ({ Component: m.ClaimBookingsRoute })),
    },
    {
      path: 'my-account',
      lazy: () => import('./routes/account/my-account.tsx').then((m) => ({ Component: m.MyAccountRoute })),
    },
    {
      path: 'my-account/bookings',
      lazy: () => import('./routes/account/my-bookings.tsx').then((m) => ({ Component: m.MyBookingsRoute })),
    },
    {
      path: 'my-account/find-booking',
      lazy: () =>
        import('./routes/account/find-booking.tsx').then((m) => ({ Component: m.FindBookingRoute })),
    },
    {
      path: 'account-details',
      lazy: () =>
        import('./routes/account/account-details.tsx').then((m) => ({ Component: m.AccountDetailsRoute })),
    },
  ];
}

/**
 * The route table (spec part 2 §2.1): home, the booking flow, the legal and the account pages,
 * mirrored under /fr and /es, and a not-found page.
 */
export const routes: RouteObject[] = [
  {
    element: <Layout />,
    errorElement: <RouteError />,
    HydrateFallback: RouteFallback,
    // each branch has its own error element too, so that a page's error (a missing code chunk
    // included) shows inside the frame, with header and footer (docs/architecture.md §5)
    children: [
      {
        element: <LanguageScope language={null} />,
        errorElement: <RouteError />,
        children: localizedPages(),
      },
      // '/fr', '/es': one branch per language but English (packages/domain/src/languages.ts)
      ...LANGUAGES.filter((language) => language !== 'en').map((language) => ({
        path: language,
        element: <LanguageScope language={language} />,
        errorElement: <RouteError />,
        children: localizedPages(),
      })),
      {
        path: '*',
        errorElement: <RouteError />,
        lazy: () => import('./routes/not-found.tsx').then((m) => ({ Component: m.NotFoundRoute })),
      },
    ],
  },
  // The operator console (ADR 019): its own frame, lazy, never part of the home page's JavaScript;
  // its strings are its own catalogue's (features/operator/operator-catalogue.ts)
  {
    path: 'operator',
    errorElement: <RouteError />,
    HydrateFallback: RouteFallback,
    lazy: () =>
      import('./routes/operator/operator.tsx').then((m) => ({
        Component: m.OperatorRoute,
        loader: m.operatorLoader,
      })),
    children: [
      {
        index: true,
        lazy: () =>
          import('./routes/operator/operator.tsx').then((m) => ({ Component: m.OperatorQueueRoute })),
      },
      {
        path: 'bookings',
        lazy: () =>
          import('./routes/operator/operator.tsx').then((m) => ({ Component: m.OperatorLookupRoute })),
      },
      {
        path: 'departures',
        lazy: () =>
          import('./routes/operator/operator.tsx').then((m) => ({ Component: m.OperatorDeparturesRoute })),
      },
      {
        path: 'fleet',
        lazy: () =>
          import('./routes/operator/operator.tsx').then((m) => ({ Component: m.OperatorFleetRoute })),
      },
      {
        path: 'manifest',
        lazy: () =>
          import('./routes/operator/operator.tsx').then((m) => ({ Component: m.OperatorManifestRoute })),
      },
      {
        path: 'check-in',
        lazy: () =>
          import('./routes/operator/operator.tsx').then((m) => ({ Component: m.OperatorCheckInRoute })),
      },
      {
        path: 'promotions',
        lazy: () =>
          import('./routes/operator/operator.tsx').then((m) => ({ Component: m.OperatorPromotionsRoute })),
      },
      {
        path: 'partners',
        lazy: () =>
          import('./routes/operator/operator.tsx').then((m) => ({ Component: m.OperatorPartnersRoute })),
      },
      {
        path: 'group-requests',
        lazy: () =>
          import('./routes/operator/operator.tsx').then((m) => ({ Component: m.OperatorGroupRequestsRoute })),
      },
    ],
  },
];
