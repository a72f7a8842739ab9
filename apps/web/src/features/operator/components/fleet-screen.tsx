import type { FleetRow } from '@alpine/contract';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { useFleet, useFleetChange } from '../api/operator-fleet.ts';
import { alpsToday } from './operator-format.ts';
import { useFleetRowName } from './fleet-names.ts';
import { FleetTimeline } from './fleet-timeline.tsx';
import { OperatorTable } from './table-scroll.tsx';

/**
 * One fleet row with its count form (ADR 022): a number (0-500) and Save; a refusal (409: a
 * vehicle above the new count is booked) shows the server's message naming the first clash; a
 * saved count is announced and the row shows it.
 */
function FleetRowLine({ row }: { row: FleetRow }) {
  const { t } = useTranslation('operator');
  const change = useFleetChange();
  const rowName = useFleetRowName();
  const [vehicles, setVehicles] = useState(String(row.vehicles));
  const inputID = useId();
  return (
    <>
      <tr>
        <td>{t(`fleet.classes.${row.vehicleClass}`)}</td>
        <td>{row.size ? t(`fleet.sizes.${row.size}`) : ''}</td>
        <td>{row.seats}</td>
        <td>
          <div className="operator-row-actions">
            <form
              onSubmit={(e) => {
                e.preventDefault();
                change.mutate({ fleetID: row.fleetID, vehicles: Number(vehicles) });
              }}
            >
              <label htmlFor={inputID} className="visually-hidden">
                {t('fleet.vehiclesOf', { row: rowName(row) })}
              </label>
              <input
                id={inputID}
                type="number"
                min={0}
                max={500}
                step={1}
                required
                inputMode="numeric"
                value={vehicles}
                onChange={(e) => setVehicles(e.target.value)}
              />
              <button
                type="submit"
                className="button button--outline button--small"
                disabled={change.isPending}
              >
                {t('fleet.save')}
              </button>
            </form>
            <span role="status" className="operator-muted">
              {change.isSuccess ? t('fleet.saved', { count: change.data.vehicles }) : ''}
            </span>
          </div>
        </td>
      </tr>
      {change.isError && (
        <tr>
          <td colSpan={4}>
            <AlertMessage tone="error">{change.error.message}</AlertMessage>
          </td>
        </tr>
      )}
    </>
  );
}

/**
 * The console's Fleet page (ADR 022 "What the operator can change"): the vehicles of each base
 * per class and size, each count editable (never below the vehicles held or sold from now on),
 * and the timeline of a chosen day showing which vehicle is busy when.
 */
export function FleetScreen() {
  const { t } = useTranslation('operator');
  const fleet = useFleet();
  const [date, setDate] = useState(() => alpsToday());
  const dateID = useId();
  const bases = new Map<number, FleetRow[]>();
  for (const r of fleet.data ?? []) bases.set(r.baseID, [...(bases.get(r.baseID) ?? []), r]);
  return (
    <section aria-labelledby="operator-fleet-title">
      <h1 id="operator-fleet-title">{t('fleet.title')}</h1>
      <p>{t('fleet.intro')}</p>
      {fleet.isPending && <p>{t('loading')}</p>}
      {fleet.isError && <AlertMessage tone="error">{t('failed')}</AlertMessage>}
      <div className="operator-fleet">
        {[...bases.values()].map((rows) => (
          <OperatorTable
            key={rows[0]!.baseID}
            caption={t('fleet.base', { base: rows[0]!.baseName, location: rows[0]!.baseLocation })}
            columns={[t('fleet.class'), t('fleet.size'), t('fleet.seats'), t('fleet.vehicles')]}
          >
            {rows.map((r) => (
              <FleetRowLine key={r.fleetID} row={r} />
            ))}
          </OperatorTable>
        ))}
      </div>
      <h2>{t('fleet.timelineTitle')}</h2>
      <div className="operator-search">
        <label htmlFor={dateID}>{t('fleet.date')}</label>
        <input
          id={dateID}
          type="date"
          className="booking-input"
          value={date}
          onChange={(e) => setDate(e.target.value)}
        />
      </div>
      {fleet.data && <FleetTimeline date={date} fleet={fleet.data} />}
    </section>
  );
}
