import type { Quote } from '@alpine/contract';
import { FREE_EXTRAS, fromMinor, ITEM_PRICED_EXTRAS, NO_EXTRAS, type Extras, type Row } from '@alpine/domain';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/money.tsx';
import { useStepBack } from '../../../lib/use-step-back.ts';
import { formatLocalDate } from '../../../i18n/format-date.ts';
import type { Journey } from '../../../booking-state/journey.ts';
import { useLocationName } from '../../../lib/locations.ts';
import { summaryAmounts } from './summary-pricing.ts';
import './order-summary.css';

interface OrderSummaryProps {
  journey: Journey;
  /** The extras chosen so far (none before the Flight & Extras step). */
  extras?: Extras | null;
  /**
   * How many steps back the Edit links go (part 2 §2.3-§2.5); absent = no link. In history where it
   * holds the site's own steps, else to the step's route (lib/use-step-back.ts, ADR 017 row 11).
   */
  editJourney?: number;
  editExtras?: number;
}

function EditLink({ back, label }: { back: number; label: string }) {
  const { t } = useTranslation();
  const stepBack = useStepBack();
  return (
    <button
      type="button"
      className="link-button summary__edit"
      aria-label={label}
      onClick={() => stepBack(back)}
    >
      {t('summary.editLink')}
    </button>
  );
}

function LegBlock({ title, row, ticket }: { title: string; row: Row<Quote>; ticket: string }) {
  const { t } = useTranslation();
  const placeName = useLocationName();
  const { origin, destination } = row.quote;
  return (
    <section className="summary__leg" aria-label={title}>
      <h3 className="summary__heading">{title}</h3>
      <p className="summary__date">{formatLocalDate(row.date)}</p>
      <p className="summary__route">
        {placeName(origin.locationID, origin.locationName)} -{' '}
        {placeName(destination.locationID, destination.locationName)}
      </p>
      <dl className="summary__facts">
        <dt>{t('orderSummary.departure')}</dt>
        <dd>{row.depart}</dd>
        <dt>{t('orderSummary.duration')}</dt>
        <dd>{row.duration}</dd>
        <dt>{t('orderSummary.ticket')}</dt>
        <dd className="summary__ticket">{ticket}</dd>
        <dt>{t('orderSummary.passengers')}</dt>
        <dd>{row.pax}</dd>
      </dl>
    </section>
  );
}

/**
 * The order summary panel (spec part 2 §2.5): OUTBOUND JOURNEY and RETURN JOURNEY blocks, luggage
 * and child-seat lines with their prices, the Flexi line and the TOTAL with the original struck
 * through under a promotion. Every amount comes from the domain formulas (part 2 §9); place names
 * follow the page's language (ADR 015).
 */
export function OrderSummary({ journey, extras, editJourney, editExtras }: OrderSummaryProps) {
  const { t } = useTranslation();
  const chosen = extras ?? NO_EXTRAS;
  const amounts = summaryAmounts(journey, chosen);
  const money = (minor: number) => <Money amount={fromMinor(minor)} currency={journey.currency} />;
  const go = journey.go[0];
  const back = journey.back[0];
  const ticket = journey.type ? t(`results.titles.${journey.type}`) : journey.title;
  // The lines in the spec part 2 §3 order, from the extras table of @alpine/domain.
  const luggage = ITEM_PRICED_EXTRAS.filter((e) => chosen[e.info] > 0).map(
    (e) => [e.info, chosen[e.info], amounts.extras[e.wire]] as const,
  );
  const seats = FREE_EXTRAS.filter((e) => chosen[e.info] > 0).map((e) => [e.info, chosen[e.info]] as const);

  return (
    <aside className="summary" aria-label={t('orderSummary.title')}>
      <h2 className="summary__title">{t('orderSummary.title')}</h2>
      {go && (
        <div className="summary__block">
          <LegBlock title={t('orderSummary.outbound')} row={go} ticket={ticket} />
          {editJourney !== undefined && <EditLink back={editJourney} label={t('orderSummary.editJourney')} />}
        </div>
      )}
      {back && (
        <div className="summary__block">
          <LegBlock title={t('orderSummary.return')} row={back} ticket={ticket} />
        </div>
      )}
      {extras && (luggage.length > 0 || seats.length > 0 || chosen.flexi === 1) && (
        <div className="summary__block">
          <h3 className="summary__heading">{t('orderSummary.extras')}</h3>
          <ul className="summary__lines">
            {luggage.map(([key, count, minor]) => (
              <li key={key}>
                <span>
                  {t(`extras.${key}.name`)} × {count}
                </span>
                {money(minor)}
              </li>
            ))}
            {seats.map(([key, count]) => (
              <li key={key}>
                <span>
                  {t(`extras.${key}.name`)} × {count}
                </span>
                <span>{t('orderSummary.free')}</span>
              </li>
            ))}
            {chosen.flexi === 1 && (
              <li>
                <span>{t('orderSummary.flexi')}</span>
                {money(amounts.extras.flexi)}
              </li>
            )}
          </ul>
          {editExtras !== undefined && <EditLink back={editExtras} label={t('orderSummary.editExtras')} />}
        </div>
      )}
      <p className="summary__total">
        <span>{t('orderSummary.total')}</span>
        <Money
          amount={fromMinor(amounts.totalMinor)}
          currency={journey.currency}
          original={amounts.originalTotalMinor === null ? null : fromMinor(amounts.originalTotalMinor)}
        />
      </p>
    </aside>
  );
}

/** The total of the journey with its extras, decimal (the total bars of part 2 §2.3-§2.4). */
export function useJourneyTotal(journey: Journey, extras: Extras | null) {
  const amounts = summaryAmounts(journey, extras ?? NO_EXTRAS);
  return {
    total: fromMinor(amounts.totalMinor),
    original: amounts.originalTotalMinor === null ? null : fromMinor(amounts.originalTotalMinor),
  };
}
