import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { useCheckIn } from '../api/operator-departures.ts';
import { cameraAvailable, startQrScan, type StopScan } from '../qr-scanner.ts';
import { EXTRAS, useOperatorFormat } from './operator-format.ts';

/**
 * The drivers' check-in (ADR 019), phone-sized: a typed booking reference first, or the
 * e-ticket's QR code scanned with the camera (the browser's BarcodeDetector, or @zxing/browser
 * loaded when the camera opens where there is none: qr-scanner.ts); shows the traveller, seats and
 * extras and boards them; a second scan says "already checked in at 10:32". A camera that cannot
 * be opened says so and leaves the typed reference.
 */
export function CheckInView() {
  const { t } = useTranslation('operator');
  const format = useOperatorFormat();
  const checkIn = useCheckIn();
  const [reference, setReference] = useState('');
  const [scanning, setScanning] = useState(false);
  const [cameraFailed, setCameraFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const inputID = useId();
  const canScan = cameraAvailable();

  const board = (value: string) => {
    const typed = value.trim().toUpperCase();
    if (typed.length < 4 || checkIn.isPending) return;
    setReference(typed);
    checkIn.mutate(typed);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    board(reference);
  };

  useEffect(() => {
    if (!scanning || !video.current) return;
    let stop: StopScan | null = null;
    let cancelled = false;
    setCameraFailed(false);
    startQrScan(video.current, (code) => {
      setScanning(false);
      board(code);
    }).then(
      (started) => {
        if (cancelled) started();
        else stop = started;
      },
      () => {
        if (cancelled) return;
        setScanning(false);
        setCameraFailed(true);
      },
    );
    return () => {
      cancelled = true;
      stop?.();
    };
    // board reads the latest mutation; the scan restarts only when scanning changes
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scanning]);

  const r = checkIn.data;
  return (
    <section aria-labelledby="operator-checkin-title" className="operator-checkin">
      <h1 id="operator-checkin-title">{t('checkIn.title')}</h1>
      <form onSubmit={submit} className="operator-checkin__form">
        <label htmlFor={inputID}>{t('checkIn.reference')}</label>
        <input
          id={inputID}
          className="booking-input"
          value={reference}
          maxLength={12}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => setReference(e.target.value)}
        />
        <button type="submit" className="button button--cta" disabled={checkIn.isPending}>
          {t('checkIn.submit')}
        </button>
      </form>
      {canScan && (
        <button type="button" className="button button--outline" onClick={() => setScanning((s) => !s)}>
          {scanning ? t('checkIn.stopScan') : t('checkIn.scan')}
        </button>
      )}
      {cameraFailed && <AlertMessage>{t('checkIn.cameraFailed')}</AlertMessage>}
      {scanning && (
        <video
          ref={video}
          className="operator-checkin__video"
          muted
          playsInline
          aria-label={t('checkIn.camera')}
        />
      )}
      <div role="status" aria-live="polite">
        {r && (
          <article
            className={`operator-card operator-checkin__result ${r.alreadyCheckedIn ? 'is-again' : 'is-boarded'}`}
          >
            <h2>
              {r.alreadyCheckedIn
                ? t('checkIn.already', { at: format.instant(r.checkedInAt) })
                : t('checkIn.boarded', { name: r.name })}
            </h2>
            <p>
              <strong>{r.reference}</strong> · {r.name} · {t('pax', { count: r.pax })}
            </p>
            <p>
              {r.origin} → {r.destination} · {format.day(r.date)} {r.time}
            </p>
            <p>
              {[
                ...EXTRAS.filter((k) => r.extras[k] > 0).map((k) => t(`extras.${k}`, { count: r.extras[k] })),
                ...(r.extras.flexi ? [t('extras.flexi')] : []),
              ].join(', ') || t('checkIn.noExtras')}
            </p>
          </article>
        )}
      </div>
      {checkIn.isError && <AlertMessage tone="error">{checkIn.error.message}</AlertMessage>}
    </section>
  );
}
