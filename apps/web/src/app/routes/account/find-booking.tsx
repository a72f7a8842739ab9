import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { BookingSummaryStateSchema } from '../../../features/account/api/find-booking.ts';
import { BookingSummaryView } from '../../../features/account/components/booking-summary-view.tsx';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import '../../../features/account/account.css';

/**
 * The found booking (spec part 1 §2.2, §3): the summary carried by the navigation state, parsed;
 * without one, or with one that does not parse, the page says there is nothing to show
 * (docs/architecture.md §1). The state lives in the browser's history entry, which the build-time prerender
 * cannot see: it is read once hydrated (useHydrated), so a reload of the page hydrates the pre-rendered
 * "nothing to show" and then shows the summary (docs/architecture.md §5).
 */
export function FindBookingRoute() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const state: unknown = useLocation().state;
  const hydrated = useHydrated();
  const parsed = BookingSummaryStateSchema.safeParse(hydrated ? state : null);
  const summary = parsed.success ? parsed.data : null;
  return (
    <div className="page page--narrow account-page">
      {summary ? (
        <BookingSummaryView summary={summary} />
      ) : (
        <>
          {/* a page heading, for the focus moved on arrival (docs/architecture.md §7) */}
          <h1>{t('account.summary.heading')}</h1>
          <p className="account-card">{t('account.summary.none')}</p>
        </>
      )}
      <p className="account-actions account-actions--start">
        <Link to={localized('/my-account/login')} className="account-back">
          {t('account.summary.findAnother')}
        </Link>
      </p>
    </div>
  );
}
