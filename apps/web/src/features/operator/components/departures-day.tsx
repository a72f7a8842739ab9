import type { OperatorDeparture } from '@alpine/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { useDepartureChange, useOperatorDay } from '../api/operator-departures.ts';
import { useFleet } from '../api/operator-fleet.ts';
import { useFleetRowName } from './fleet-names.ts';
import { alpsToday, useOperatorFormat } from './operator-format.ts';
import { OperatorTable } from './table-scroll.tsx';

/** One departure row: its load, a link to its manifest, the capacity form and close or reopen. */
function DepartureRow({ d }: { d: OperatorDeparture }) {
  const { t } = useTranslation('operator');
  const change = useDepartureChange();
  const [capacity, setCapacity] = useState(String(d.capacity));
  const capacityID = useId();
  return (
    <tr className={d.closed ? 'is-closed' : undefined}>
      <td>{d.time}</td>
      <td>
        {d.origin} → {d.destination}
        <br />
        <span className="operator-muted">{t(`products.${d.product}`)}</span>
      </td>
      <td>
        {t('departures.load', { sold: d.sold, held: d.held, capacity: d.capacity })}
        <br />
        <meter min={0} max={1} value={d.loadFactor} aria-label={t('departures.loadFactor')} />{' '}
        {Math.round(d.loadFactor * 100)} %
      </td>
      <td>{d.closed ? t('departures.closed') : t('departures.open')}</td>
      <td>
        <div className="operator-row-actions">
          <Link to={`/operator/manifest?departure=${encodeURIComponent(d.departureID)}`}>
            {t('departures.manifest')}
          </Link>
          <form
            onSubmit={(e) => {
              e.preventDefault();
              change.mutate({ departureID: d.departureID, capacity: Number(capacity) });
            }}
          >
            <label htmlFor={capacityID} className="visually-hidden">
              {t('departures.capacityOf', { time: d.time })}
            </label>
            <input
              id={capacityID}
              type="number"
              min={0}
              max={999}
              inputMode="numeric"
              value={capacity}
              onChange={(e) => setCapacity(e.target.value)}
            />
            <button
              type="submit"
              className="button button--outline button--small"
              disabled={change.isPending}
            >
              {t('departures.setCapacity')}
            </button>
          </form>
          <button
            type="button"
            className="button button--ghost button--small"
            disabled={change.isPending}
            onClick={() => change.mutate({ departureID: d.departureID, closed: !d.closed })}
          >
            {d.closed ? t('departures.reopen') : t('departures.close')}
          </button>
        </div>
        {change.isError && <AlertMessage tone="error">{change.error.message}</AlertMessage>}
      </td>
    </tr>
  );
}

/**
 * The day's departures and private and coach jobs (ADR 019), for a chosen date; each job with its
 * vehicle numbers and fleet row (ADR 022).
 */
export function DeparturesDay() {
  const { t } = useTranslation('operator');
  const format = useOperatorFormat();
  const [date, setDate] = useState(() => alpsToday());
  const dayData = useOperatorDay(date);
  const dateID = useId();
  const [showAll, setShowAll] = useState(false);
  // A job's vehicles are named by their fleet row (base, class, size; ADR 022).
  const fleet = useFleet();
  const rowName = useFleetRowName();
  const rowNames = new Map((fleet.data ?? []).map((r) => [r.fleetID, rowName(r)]));
  // By default the departures with seats taken or closed; all of them on request (dozens a day).
  const departures = (dayData.data?.departures ?? []).filter(
    (d) => d.sold + d.held > 0 || d.closed || showAll,
  );
  return (
    <section aria-labelledby="operator-departures-title">
      <h1 id="operator-departures-title">{t('departures.title')}</h1>
      <div className="operator-search">
        <label htmlFor={dateID}>{t('departures.date')}</label>
        <input
          id={dateID}
          type="date"
          className="booking-input"
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
        <label className="operator-check">
          <input type="checkbox" checked={showAll} onChange={(e) => setShowAll(e.target.checked)} />
          {t('departures.showAll')}
        </label>
      </div>
      {dayData.isPending && <p>{t('loading')}</p>}
      {dayData.isError && <AlertMessage tone="error">{t('failed')}</AlertMessage>}
      {dayData.data && (
        <>
          <OperatorTable
            caption={t('departures.shared', { date: format.day(date) })}
            columns={[
              t('departures.time'),
              t('departures.route'),
              t('departures.seats'),
              t('departures.sales'),
              t('departures.actions'),
            ]}
          >
            {departures.map((d) => (
              <DepartureRow key={d.departureID} d={d} />
            ))}
          </OperatorTable>
          {departures.length === 0 && <p>{t('departures.none')}</p>}
          <h2>{t('departures.jobs')}</h2>
          {dayData.data.jobs.length === 0 ? (
            <p>{t('departures.noJobs')}</p>
          ) : (
            <ul className="operator-results">
              {dayData.data.jobs.map((j) => (
                <li key={`${j.reference}-${j.time}`} className="operator-card">
                  <strong>
                    {j.time} · {j.reference}
                  </strong>{' '}
                  {j.origin} → {j.destination} · {t(`products.${j.product}`)} · {t('pax', { count: j.pax })} ·{' '}
                  {j.traveller} · {t(`states.${j.state}`)} ·{' '}
                  {j.vehicle
                    ? t('departures.vehicles', {
                        count: j.vehicles.length,
                        numbers: j.vehicles.map((v) => v.number).join(', '),
                        row: rowNames.get(j.vehicle.fleetID) ?? '',
                      })
                    : t('departures.noVehicle')}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
