import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, Outlet, useSearchParams } from 'react-router';
import { i18n, isLanguage, LANGUAGES, setLanguage, type Language } from '../../../i18n/i18n.ts';
import { OperatorLoginForm } from '../../../features/operator/components/operator-login.tsx';
import { BookingLookup } from '../../../features/operator/components/booking-lookup.tsx';
import { CheckInView } from '../../../features/operator/components/check-in-view.tsx';
import { GroupRequestsScreen } from '../../../features/operator/components/group-requests-screen.tsx';
import { DeparturesDay } from '../../../features/operator/components/departures-day.tsx';
import { FleetScreen } from '../../../features/operator/components/fleet-screen.tsx';
import { ManifestView } from '../../../features/operator/components/manifest-view.tsx';
import { PartnersScreen } from '../../../features/operator/components/partners-screen.tsx';
import { PromotionsScreen } from '../../../features/operator/components/promotions-screen.tsx';
import { ReviewQueue } from '../../../features/operator/components/review-queue.tsx';
import { loadOperatorCatalogue } from '../../../features/operator/operator-catalogue.ts';
import { clearOperatorSession, useOperatorSession } from '../../../features/operator/operator-session.ts';
import '../../../features/operator/operator.css';

/** Loads the operator catalogue of the page language before the console renders (ADR 019). */
export async function operatorLoader(): Promise<null> {
  const language = isLanguage(i18n.language) ? i18n.language : 'en';
  await loadOperatorCatalogue(language);
  return null;
}

/**
 * The operator console at /operator (ADR 019): its own frame (no traveller header), the
 * login until an operator is signed in, then the navigation (review queue, look-up), the language
 * switch (English, French, Spanish) and Log out. Code-split: nothing of it is in the home page.
 */
export function OperatorRoute() {
  const { t } = useTranslation('operator');
  const session = useOperatorSession();
  useEffect(() => {
    document.title = t('title');
  }, [t]);
  const switchLanguage = (language: Language) => {
    void loadOperatorCatalogue(language).then(() => setLanguage(language));
  };
  return (
    <div className="operator">
      <header className="operator-bar">
        <p className="operator-bar__brand">{t('title')}</p>
        {session && (
          <nav aria-label={t('nav.label')}>
            <NavLink to="/operator" end>
              {t('nav.queue')}
            </NavLink>
            <NavLink to="/operator/bookings">{t('nav.lookup')}</NavLink>
            <NavLink to="/operator/departures">{t('nav.departures')}</NavLink>
            <NavLink to="/operator/fleet">{t('nav.fleet')}</NavLink>
            <NavLink to="/operator/check-in">{t('nav.checkIn')}</NavLink>
            <NavLink to="/operator/promotions">{t('nav.promotions')}</NavLink>
            <NavLink to="/operator/partners">{t('nav.partners')}</NavLink>
            <NavLink to="/operator/group-requests">{t('nav.groups')}</NavLink>
          </nav>
        )}
        <label className="operator-bar__language">
          <span>{t('nav.language')}</span>
          <select
            value={i18n.language}
            onChange={(e) => isLanguage(e.target.value) && switchLanguage(e.target.value)}
          >
            {LANGUAGES.map((l) => (
              <option key={l} value={l}>
                {t(`languages.${l}`)}
              </option>
            ))}
          </select>
        </label>
        {session && (
          <p className="operator-bar__who">
            {t('nav.signedIn', { email: session.email })}{' '}
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={clearOperatorSession}
            >
              {t('nav.logOut')}
            </button>
          </p>
        )}
      </header>
      <main id="main" className="operator-main" tabIndex={-1}>
        {session ? <Outlet /> : <OperatorLoginForm />}
      </main>
    </div>
  );
}

/** /operator: the review queue (ADR 019). */
export function OperatorQueueRoute() {
  return <ReviewQueue />;
}

/** /operator/bookings: the look-up with history (ADR 019). */
export function OperatorLookupRoute() {
  return <BookingLookup />;
}

/** /operator/departures: the day's departures and jobs (ADR 019). */
export function OperatorDeparturesRoute() {
  return <DeparturesDay />;
}

/** /operator/fleet: vehicles per base, class and size, their counts and the day's timeline (ADR 022). */
export function OperatorFleetRoute() {
  return <FleetScreen />;
}

/** /operator/manifest?departure=: a departure's printable manifest (ADR 019). */
export function OperatorManifestRoute() {
  const [params] = useSearchParams();
  return <ManifestView departureID={(params.get('departure') ?? '').slice(0, 40)} />;
}

/** /operator/check-in: the drivers' check-in, phone-sized (ADR 019). */
export function OperatorCheckInRoute() {
  return <CheckInView />;
}

/** /operator/promotions: codes, usage, pause and create (ADR 019). */
export function OperatorPromotionsRoute() {
  return <PromotionsScreen />;
}

/** /operator/partners: payment flags, users and monthly invoices (ADR 019). */
export function OperatorPartnersRoute() {
  return <PartnersScreen />;
}

/** /operator/group-requests: groups of 51-99 passengers, their requests and the answers e-mailed. */
export function OperatorGroupRequestsRoute() {
  return <GroupRequestsScreen />;
}
