import { classifyBooking, summaryCounts, type SummaryCounts } from '@alpine/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { OptionIcon } from '../../../components/ui/option-icon.tsx';
import type { BookingSummaryState } from '../api/find-booking.ts';
import { formatLocalDate } from '../../../i18n/format-date.ts';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import { useUserSession } from '../../../lib/use-user-session.ts';
import { Fact, ReferenceFact, TotalFact } from './booking-facts.tsx';

const COUNT_KEYS: (keyof SummaryCounts)[] = ['rear', 'front', 'booster', 'bag', 'ski', 'bike', 'pet'];

/**
 * The booking summary of find-booking (spec part 1 §3 "Booking summary"): the classification with
 * its icon, the route, the dates, the seat and luggage counts and the total. Signed in, a link
 * opens that booking alone in My Bookings (spec part 2 §2.8 "a single booking if state is passed").
 */
export function BookingSummaryView({ summary }: { summary: BookingSummaryState }) {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  const session = useUserSession();
  const { booking, passenger } = summary;
  const kind = classifyBooking({
    private: passenger.private,
    pax: passenger.pax,
    flight: passenger.connection.flight,
  });
  const counts = summaryCounts(passenger.items);
  // 'Chamonix-Mont-Blanc, Hôtel du Lac'; an address already named after its place ('Geneva
  // Airport, arrivals hall') is written alone, not after the place's name again
  const place = (end: typeof passenger.origin) => {
    const organisation = end.address.organisation;
    if (!organisation) return end.locationName;
    const named =
      organisation === end.locationName || /^[ ,]/.test(organisation.slice(end.locationName.length));
    return organisation.startsWith(end.locationName) && named
      ? organisation
      : `${end.locationName}, ${organisation}`;
  };
  return (
    <article className="account-card booking-summary" aria-labelledby="booking-summary-title">
      <header className="booking-summary__head">
        <OptionIcon icon={kind.icon === 'vans' ? 'van' : kind.icon} />
        <div>
          <h1 id="booking-summary-title">{t('account.summary.heading')}</h1>
          <p className="booking-summary__kind" data-icon={kind.icon}>
            {t(`account.summary.titles.${kind.title}`)}
          </p>
        </div>
      </header>
      <dl className="account-facts">
        <ReferenceFact reference={booking.reference} />
        <Fact label={t('account.summary.state')}>{t(`account.bookings.states.${booking.state}`)}</Fact>
        <Fact label={t('account.summary.route')} wide>
          {place(passenger.origin)} → {place(passenger.destination)}
        </Fact>
        <Fact label={t('account.summary.departure')}>
          {formatLocalDate(passenger.departure.date)} {passenger.departure.time}
        </Fact>
        {passenger.connection.date && (
          <Fact label={t('account.summary.connection')}>
            {formatLocalDate(passenger.connection.date)} {passenger.connection.time}
            {passenger.connection.flight &&
              ` · ${t('account.summary.flight')} ${passenger.connection.flight}`}
          </Fact>
        )}
        <Fact label={t('account.summary.passengers')}>{passenger.pax}</Fact>
        <TotalFact label={t('account.summary.total')} total={booking.total} />
      </dl>
      <h2>{t('account.summary.items')}</h2>
      <ul className="summary-counts">
        {COUNT_KEYS.map((key) => (
          <li key={key}>
            <span>{t(`account.summary.counts.${key}`)}</span>
            <strong data-testid={`count-${key}`}>{counts[key]}</strong>
          </li>
        ))}
      </ul>
      {session && (
        <p>
          <Link to={localized('/my-account/bookings')} state={{ bookingID: booking.bookingID }}>
            {t('singleBooking.open')}
          </Link>
        </p>
      )}
    </article>
  );
}
