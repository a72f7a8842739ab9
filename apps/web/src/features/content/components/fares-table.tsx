import { localeOf } from '../../../i18n/site-paths.ts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useQueries } from '@tanstack/react-query';
import { getFaresFrom, type FareFromRoute } from '../api/get-fares-from.ts';
import { AIRPORT_PAGES, placePagePath } from '../../../content/places.ts';
import { localizePath, type Language } from '../../../i18n/i18n.ts';
import './content-page.css';

/**
 * A price in minor units as the page's locale writes it (docs/architecture.md §6: Intl; 'CHF 156.00', '156,00
 * €').
 */
export function formatPrice(minor: number, currency: string, language: string): string {
  const locale = localeOf(language);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 100);
}

interface FaresTableProps {
  /** The airport or resort of the page; null: an overview of the four airports (transfer pages). */
  locationID: number | null;
  /** Whether a content page exists at this English path (a row links to it only then). */
  hasPage: (path: string) => boolean;
}

/** Cheapest price of `routes` per currency, "€39.00 · CHF 52.00"; null when none has one. */
function cheapestPerCurrency(
  routes: FareFromRoute[],
  pick: (r: FareFromRoute) => number | null,
  language: string,
) {
  const best = new Map<string, number>();
  for (const route of routes) {
    const price = pick(route);
    if (price !== null && price < (best.get(route.currency) ?? Infinity)) best.set(route.currency, price);
  }
  if (!best.size) return null;
  return [...best].map(([currency, minor]) => formatPrice(minor, currency, language)).join(' · ');
}

/**
 * The live "from" prices of a content page (ADR 015, docs/architecture.md §6 `<!-- fares -->`): for an
 * airport one row per resort, for a resort one per airport, else one per airport summing up its resorts; each
 * with the drive time and the cheapest shared seat and private vehicle for one traveller, from
 * GET /api/v1/fares/from, in the page's locale. Fetched after hydration: the pre-rendered page
 * holds the table with as many placeholder rows as it expects, so nothing moves when the prices
 * arrive (CLS); a failed call leaves a sentence that says so and points to the search.
 */
export function FaresTable({ locationID, hasPage }: FaresTableProps) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const ids = locationID === null ? AIRPORT_PAGES.map((a) => a.locationID) : [locationID];
  const results = useQueries({
    queries: ids.map((id) => ({
      queryKey: ['fares-from', id, language],
      queryFn: () => getFaresFrom(id, language),
      staleTime: 60 * 60 * 1000,
    })),
  });
  const failed = results.some((r) => r.isError);
  const data = results.every((r) => r.data) ? results.map((r) => r.data!) : null;
  const isAirport = locationID !== null && AIRPORT_PAGES.some((a) => a.locationID === locationID);
  const overview = locationID === null;
  const expectedRows = isAirport ? 32 : 4;

  const place = (kind: 'airport' | 'resort', id: number, name: string) => {
    const path = placePagePath(kind, id, name);
    return path && hasPage(path) ? <Link to={localizePath(path, language)}>{name}</Link> : name;
  };
  const minutes = (m: number) =>
    m < 60
      ? t('content.fares.minutes', { minutes: m })
      : t('content.fares.duration', { hours: Math.floor(m / 60), minutes: String(m % 60).padStart(2, '0') });
  const price = (minor: number | null, currency: string) =>
    minor === null ? (
      <span className="fares__none">{t('content.fares.none')}</span>
    ) : (
      t('content.fares.from', { price: formatPrice(minor, currency, language) })
    );

  type Row = { key: string; cells: React.ReactNode[] };
  let rows: Row[] | null = null;
  if (data && overview) {
    rows = data.map((answer) => {
      const airport = answer.routes[0]?.airport ?? { locationID: answer.locationID, name: '' };
      const shortest = Math.min(...answer.routes.map((r) => r.durationMinutes));
      const shared = cheapestPerCurrency(answer.routes, (r) => r.sharedFromMinor, language);
      const priv = cheapestPerCurrency(answer.routes, (r) => r.privateFromMinor, language);
      return {
        key: String(answer.locationID),
        cells: [
          place('airport', airport.locationID, airport.name),
          answer.routes.length,
          minutes(shortest),
          shared ? t('content.fares.from', { price: shared }) : t('content.fares.none'),
          priv ? t('content.fares.from', { price: priv }) : t('content.fares.none'),
        ],
      };
    });
  } else if (data) {
    rows = data[0]!.routes.map((route) => ({
      key: `${route.airport.locationID}-${route.resort.locationID}`,
      cells: [
        isAirport
          ? place('resort', route.resort.locationID, route.resort.name)
          : place('airport', route.airport.locationID, route.airport.name),
        minutes(route.durationMinutes),
        price(route.sharedFromMinor, route.currency),
        price(route.privateFromMinor, route.currency),
      ],
    }));
  }
  const headers = [
    overview || !isAirport ? t('content.fares.airport') : t('content.fares.resort'),
    ...(overview ? [t('content.fares.resorts')] : []),
    overview ? t('content.fares.shortest') : t('content.fares.driveTime'),
    t('content.fares.shared'),
    t('content.fares.private'),
  ];
  const date = data?.[0]?.date;

  return (
    <section className="fares" aria-label={t('content.fares.label')} aria-busy={!data && !failed}>
      {failed ? (
        <p className="fares__failed" role="status" style={{ minHeight: `${expectedRows * 2.75 + 3}rem` }}>
          {t('content.fares.failed')}
        </p>
      ) : (
        <div className="content-table" role="region" tabIndex={0} aria-label={t('content.fares.label')}>
          <table className="fares__table">
            <thead>
              <tr>
                {headers.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows
                ? rows.map((row) => (
                    <tr key={row.key}>
                      {row.cells.map((cell, i) =>
                        i === 0 ? (
                          <th key={i} scope="row">
                            {cell}
                          </th>
                        ) : (
                          <td key={i}>{cell}</td>
                        ),
                      )}
                    </tr>
                  ))
                : Array.from({ length: expectedRows }, (_, i) => (
                    <tr key={i} className="fares__placeholder">
                      <th scope="row">
                        <span className="visually-hidden">{t('content.fares.loading')}</span>
                      </th>
                      {headers.slice(1).map((h) => (
                        <td key={h} />
                      ))}
                    </tr>
                  ))}
            </tbody>
          </table>
        </div>
      )}
      <p className="fares__note">
        {date
          ? t('content.fares.note', {
              date: new Intl.DateTimeFormat(localeOf(language), {
                dateStyle: 'long',
                timeZone: 'UTC',
              }).format(new Date(`${date}T00:00:00Z`)),
            })
          : '\u00a0'}
      </p>
    </section>
  );
}
