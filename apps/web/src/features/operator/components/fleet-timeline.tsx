import type { FleetJob, FleetRow } from '@alpine/contract';
import { useTranslation } from 'react-i18next';
import { localeOf } from '../../../i18n/site-paths.ts';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { useFleetJobs } from '../api/operator-fleet.ts';
import { useFleetRowName } from './fleet-names.ts';

/** The Alps' time zone: the depot's day (ADR 019). */
const ZONE = 'Europe/Zurich';
const HOUR = 3_600_000;

/** The instant (UTC ms) of local midnight in the Alps starting `date` 'YYYY-MM-DD'. */
export function alpsMidnight(date: string): number {
  const guess = Date.parse(`${date}T00:00:00Z`);
  const wall = (at: number) => {
    const p = Object.fromEntries(
      new Intl.DateTimeFormat('en-GB', {
        timeZone: ZONE,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
      })
        .formatToParts(at)
        .map((x) => [x.type, x.value]),
    );
    return Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute));
  };
  return guess - (wall(guess) - guess);
}

/** A bar's place on a day of `length` ms from `start`: left and width in percent, clipped to the day. */
function span(job: FleetJob, start: number, length: number) {
  const from = Math.max(Date.parse(job.startsAt), start);
  const to = Math.min(Date.parse(job.endsAt), start + length);
  return { left: ((from - start) / length) * 100, width: Math.max(((to - from) / length) * 100, 0.5) };
}

/**
 * The day's timeline of the fleet (ADR 022): per fleet row with a job that day, one lane per
 * vehicle number (1..n, and any number above n still booked), each standing job a bar from
 * leaving the base to back at the base (hours of the day in the Alps), labelled with its booking
 * reference; its title and hidden text say the times, the route and whether it is held or sold.
 */
export function FleetTimeline({ date, fleet }: { date: string; fleet: FleetRow[] }) {
  const { t, i18n } = useTranslation('operator');
  const jobs = useFleetJobs(date);
  const rowName = useFleetRowName();
  const time = new Intl.DateTimeFormat(localeOf(i18n.language), {
    timeZone: ZONE,
    hour: '2-digit',
    minute: '2-digit',
  });
  if (jobs.isPending) return <p>{t('loading')}</p>;
  if (jobs.isError) return <AlertMessage tone="error">{t('failed')}</AlertMessage>;
  if (jobs.data.length === 0) return <p>{t('fleet.noJobs')}</p>;
  const start = alpsMidnight(date);
  const length =
    alpsMidnight(new Date(Date.parse(`${date}T00:00:00Z`) + 24 * HOUR).toISOString().slice(0, 10)) - start;
  const hours = [0, 3, 6, 9, 12, 15, 18, 21];
  return (
    <div className="fleet-timeline">
      {fleet
        .filter((r) => jobs.data.some((j) => j.fleetID === r.fleetID))
        .map((r) => {
          const own = jobs.data.filter((j) => j.fleetID === r.fleetID);
          const lanes = Math.max(r.vehicles, ...own.map((j) => j.number));
          const name = rowName(r);
          return (
            <section key={r.fleetID} className="fleet-timeline__row" aria-label={name}>
              <h3>{name}</h3>
              <div className="fleet-timeline__scale" aria-hidden="true">
                {hours.map((h) => (
                  <span key={h} style={{ left: `${(h / 24) * 100}%` }}>
                    {String(h).padStart(2, '0')}
                  </span>
                ))}
              </div>
              {Array.from({ length: lanes }, (_, i) => i + 1).map((number) => {
                const busy = own.filter((j) => j.number === number);
                const lane = t('fleet.vehicle', { number });
                return (
                  <div key={number} className="fleet-timeline__lane">
                    <span className="fleet-timeline__name">{lane}</span>
                    <ul className="fleet-timeline__track" aria-label={t('fleet.lane', { number, row: name })}>
                      {busy.length === 0 && <li className="visually-hidden">{t('fleet.free')}</li>}
                      {busy.map((j) => {
                        const label = t('fleet.job', {
                          reference: j.reference,
                          from: time.format(new Date(j.startsAt)),
                          to: time.format(new Date(j.endsAt)),
                          origin: j.origin,
                          destination: j.destination,
                          hold: t(`fleet.holds.${j.hold}`),
                        });
                        const { left, width } = span(j, start, length);
                        return (
                          <li
                            key={`${j.passengerID}-${j.startsAt}`}
                            className={`fleet-timeline__bar fleet-timeline__bar--${j.hold}`}
                            style={{ left: `${left}%`, width: `${width}%` }}
                            title={label}
                          >
                            <span aria-hidden="true">{j.reference}</span>
                            <span className="visually-hidden">{label}</span>
                          </li>
                        );
                      })}
                    </ul>
                  </div>
                );
              })}
            </section>
          );
        })}
    </div>
  );
}
