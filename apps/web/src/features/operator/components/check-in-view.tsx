import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { useCheckIn } from '../api/operator-departures.ts';
import { EXTRAS, useOperatorFormat } from './operator-format.ts';

/** The browser's BarcodeDetector (Shape Detection API), where it exists. */
type Detector = { detect: (source: CanvasImageSource) => Promise<{ rawValue: string }[]> };
const detectorClass = () =>
  (globalThis as unknown as { BarcodeDetector?: new (o: { formats: string[] }) => Detector }).BarcodeDetector;

/**
 * The drivers' check-in (issue 12 §4), phone-sized: a typed booking reference first, or the
 * e-ticket's QR code scanned with the camera where the browser has BarcodeDetector; shows the
 * traveller, seats and extras and boards them; a second scan says "already checked in at 10:32".
 */
export function CheckInView() {
  const { t } = useTranslation('operator');
  const format = useOperatorFormat();
  const checkIn = useCheckIn();
  const [reference, setReference] = useState('');
  const [scanning, setScanning] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  const inputID = useId();
  const canScan =
    detectorClass() !== undefined && typeof navigator !== 'undefined' && !!navigator.mediaDevices;

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
    if (!scanning) return;
    const Barcode = detectorClass();
    if (!Barcode) return;
    const detector = new Barcode({ formats: ['qr_code'] });
    let stream: MediaStream | null = null;
    let timer = 0;
    let stopped = false;
    void navigator.mediaDevices
      .getUserMedia({ video: { facingMode: 'environment' } })
      .then(async (s) => {
        stream = s;
        if (!video.current || stopped) return;
        video.current.srcObject = s;
        await video.current.play();
        const look = async () => {
          if (stopped || !video.current) return;
          const [code] = await detector.detect(video.current).catch(() => []);
          if (code?.rawValue) {
            setScanning(false);
            board(code.rawValue);
          } else timer = window.setTimeout(() => void look(), 250);
        };
        void look();
      })
      .catch(() => setScanning(false));
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
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
