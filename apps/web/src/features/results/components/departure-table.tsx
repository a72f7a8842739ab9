import type { Quote } from '@alpine/contract';
import type { Row } from '@alpine/domain';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/ui/money.tsx';
import type { Promotion } from '../../../booking-state/journey.ts';
import { legTotal, rowKey } from '../chosen-option.ts';

interface DepartureTableProps {
  leg: 'go' | 'back';
  rows: Row<Quote>[];
  currency: string;
  selectedKey: string | null;
  promotion: Promotion | null;
  onSelect: (key: string) => void;
  /**
   * A private vehicle: no seats-left nor per-passenger columns, which mean nothing for it
   * (docs/architecture.md §7).
   */
  vehicle?: boolean;
}

/**
 * 'Choose Outbound' / 'Choose Return' table of departure rows (spec part 1 §2.1, §3 "Row"):
 * departure, duration, arrival (departure plus duration), seats left, price and per-passenger
 * price (both left out for a private vehicle, docs/architecture.md §7). Pressing a row toggles its selection
 * (part 1 §4).
 */
export function DepartureTable({
  leg,
  rows,
  currency,
  selectedKey,
  promotion,
  onSelect,
  vehicle = false,
}: DepartureTableProps) {
  const { t } = useTranslation();
  const caption = t(leg === 'go' ? 'results.chooseOutbound' : 'results.chooseReturn');
  return (
    <table className="departures">
      <caption className="departures__caption">{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('results.depart')}</th>
          <th scope="col">{t('results.duration')}</th>
          <th scope="col">{t('results.arrival')}</th>
          {!vehicle && <th scope="col">{t('results.seatsLeft')}</th>}
          <th scope="col">{t('results.price')}</th>
          {!vehicle && <th scope="col">{t('results.perPassenger')}</th>}
          <th scope="col">
            <span className="visually-hidden">{t('results.select')}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => {
          const key = rowKey(row);
          const selected = key === selectedKey;
          const total = legTotal(row, promotion);
          return (
            <tr
              key={key}
              className={`departures__row${selected ? ' is-selected' : ''}`}
              onClick={() => onSelect(key)}
            >
              <td data-label={t('results.depart')} className="departures__time">
                {row.depart}
              </td>
              <td data-label={t('results.duration')}>{row.duration}</td>
              <td data-label={t('results.arrival')}>{row.arrival}</td>
              {!vehicle && <td data-label={t('results.seatsLeft')}>{row.seatsLeft ?? '—'}</td>}
              <td data-label={t('results.price')}>
                <Money amount={total} currency={currency} original={promotion ? row.price : null} />
              </td>
              {!vehicle && (
                <td data-label={t('results.perPassenger')}>
                  <Money amount={total / Math.max(row.pax, 1)} currency={currency} />
                </td>
              )}
              <td className="departures__action">
                <button
                  type="button"
                  className={`button button--small ${selected ? 'button--primary' : 'button--outline'}`}
                  aria-pressed={selected}
                  // the name starts with the visible word, so "click Select" works by voice (WCAG 2.5.3)
                  aria-label={`${t(selected ? 'results.selected' : 'results.select')} – ${t('results.selectDeparture', { time: row.depart, leg: caption })}`}
                  onClick={(event) => {
                    event.stopPropagation();
                    onSelect(key);
                  }}
                >
                  {t(selected ? 'results.selected' : 'results.select')}
                </button>
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
