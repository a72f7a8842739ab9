/** The browser's BarcodeDetector (Shape Detection API), where it exists. */
type Detector = { detect: (source: CanvasImageSource) => Promise<{ rawValue: string }[]> };
type DetectorClass = new (o: { formats: string[] }) => Detector;

/** Releases the camera and ends a scan started by {@link startQrScan}; safe to call twice. */
export type StopScan = () => void;

/** The BarcodeDetector of this browser, or undefined (Firefox, Safari before 17). */
export const barcodeDetector = (): DetectorClass | undefined =>
  (globalThis as unknown as { BarcodeDetector?: DetectorClass }).BarcodeDetector;

/** True when the page may ask for a camera at all (navigator.mediaDevices: a secure context). */
export const cameraAvailable = (): boolean =>
  typeof navigator !== 'undefined' && navigator.mediaDevices !== undefined;

/** The rear camera, as a driver holds the phone towards the traveller's e-ticket. */
const REAR_CAMERA: MediaStreamConstraints = { video: { facingMode: 'environment' } };

/** How often the BarcodeDetector looks at the picture (ms). */
const LOOK_EVERY_MS = 250;

async function scanWithDetector(
  Barcode: DetectorClass,
  video: HTMLVideoElement,
  onCode: (text: string) => void,
): Promise<StopScan> {
  const detector = new Barcode({ formats: ['qr_code'] });
  const stream = await navigator.mediaDevices.getUserMedia(REAR_CAMERA);
  let stopped = false;
  let timer = 0;
  const stop = () => {
    stopped = true;
    window.clearTimeout(timer);
    stream.getTracks().forEach((track) => track.stop());
  };
  try {
    video.srcObject = stream;
    await video.play();
  } catch (error) {
    stop();
    throw error;
  }
  const look = async () => {
    if (stopped) return;
    const [code] = await detector.detect(video).catch(() => []);
    if (stopped) return;
    if (code?.rawValue) {
      stop();
      onCode(code.rawValue);
    } else timer = window.setTimeout(() => void look(), LOOK_EVERY_MS);
  };
  void look();
  return stop;
}

/**
 * Without BarcodeDetector: ZXing's QR reader (@zxing/browser), imported here only, when the camera
 * is opened, so its chunk is never part of a page's first load.
 */
async function scanWithZxing(video: HTMLVideoElement, onCode: (text: string) => void): Promise<StopScan> {
  const { BrowserQRCodeReader } = await import('@zxing/browser');
  let done = false;
  const controls = await new BrowserQRCodeReader().decodeFromConstraints(
    REAR_CAMERA,
    video,
    (result, _error, running) => {
      // the callback also reports every frame without a code (error set, no result)
      if (!result || done) return;
      done = true;
      running.stop();
      onCode(result.getText());
    },
  );
  return () => {
    done = true;
    controls.stop();
  };
}

/**
 * Scans the e-ticket's QR code (its content is the booking reference; docs/architecture.md §8) with the rear
 * camera into `video` (ADR 019): with the browser's BarcodeDetector where it exists, otherwise
 * with the lazily loaded @zxing/browser. Calls `onCode` once with the decoded text, the camera
 * already released. Resolves to the function that stops the scan; rejects when the camera cannot
 * be opened (permission refused, no camera, insecure context) or the library fails to load.
 */
export async function startQrScan(
  video: HTMLVideoElement,
  onCode: (text: string) => void,
): Promise<StopScan> {
  const Barcode = barcodeDetector();
  return Barcode ? scanWithDetector(Barcode, video, onCode) : scanWithZxing(video, onCode);
}
