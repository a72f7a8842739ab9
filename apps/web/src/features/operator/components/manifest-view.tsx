import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { downloadManifestCsv, useManifest } from '../api/operator-departures.ts';
import { EXTRAS, useOperatorFormat } from './operator-format.ts';
import { OperatorTable } from './table-scroll.tsx';

/**
 * The printable manifest of a departure (ADR 019): passengers, pax, pick-up and drop-off,
 * flights and times, extras and child seats, phone, reference and who has boarded; Print and
 * Download CSV (the same rows). The operator bar is not printed (operator.css).
 */
export function ManifestView({ departureID }: { departureID: string }) {
  const { t } = useTranslation('operator');
  const format = useOperatorFormat();
  const manifest = useManifest(departureID);
  const [csvFailed, setCsvFailed] = useState(false);
  if (manifest.isPending) return <p>{t('loading')}</p>;
  if (manifest.isError) return <AlertMessage tone="error">{manifest.error.message}</AlertMessage>;
  const { departure: d, passengers } = manifest.data;
  const total = passengers.reduce((n, p) => n + p.pax, 0);
  const boarded = passengers.filter((p) => p.checkedInAt).reduce((n, p) => n + p.pax, 0);
  return (
    <section aria-labelledby="operator-manifest-title" className="operator-manifest">
      <h1 id="operator-manifest-title">{t('manifest.title', { time: d.time, date: format.day(d.date) })}</h1>
      <p>
        {d.origin} → {d.destination} · {t(`products.${d.product}`)} ·{' '}
        {t('manifest.summary', { total, boarded, capacity: d.capacity })}
      </p>
      <div className="operator-actions operator-no-print">
        <button type="button" className="button button--primary" onClick={() => window.print()}>
          {t('manifest.print')}
        </button>
        <button
          type="button"
          className="button button--outline"
          onClick={() => void downloadManifestCsv(departureID).then((ok) => setCsvFailed(!ok))}
        >
          {t('manifest.csv')}
        </button>
      </div>
      {csvFailed && <AlertMessage tone="error">{t('failed')}</AlertMessage>}
      {passengers.length === 0 ? (
        <p>{t('manifest.empty')}</p>
      ) : (
        <OperatorTable
          caption={t('manifest.passengers')}
          columns={[
            t('manifest.reference'),
            t('manifest.name'),
            t('manifest.pax'),
            t('leg.pickUp'),
            t('leg.dropOff'),
            t('leg.flight'),
            t('leg.extras'),
            t('manifest.boarded'),
          ]}
        >
          {passengers.map((p) => (
            <tr key={p.passengerID}>
              <td>{p.reference}</td>
              <td>
                {p.name}
                <br />
                <a href={`tel:${p.phone}`}>{p.phone}</a>
              </td>
              <td>{p.pax}</td>
              <td>{p.pickUp}</td>
              <td>{p.dropOff}</td>
              <td>
                {p.flight}
                {p.connectionTime ? ` ${p.connectionTime}` : ''}
              </td>
              <td>
                {[
                  ...EXTRAS.filter((k) => p.extras[k] > 0).map((k) =>
                    t(`extras.${k}`, { count: p.extras[k] }),
                  ),
                  ...(p.extras.flexi ? [t('extras.flexi')] : []),
                ].join(', ')}
              </td>
              <td>{p.checkedInAt ? t('manifest.boardedAt', { at: format.instant(p.checkedInAt) }) : '–'}</td>
            </tr>
          ))}
        </OperatorTable>
      )}
    </section>
  );
}
