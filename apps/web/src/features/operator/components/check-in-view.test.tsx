import type { CheckInResult } from '@alpine/contract';
import { answeredItems, NO_EXTRAS, wireItemsOf } from '@alpine/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { writeStored } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render.tsx';
import { loadOperatorCatalogue } from '../operator-catalogue.ts';
import { clearOperatorSession } from '../operator-session.ts';
import { CheckInView } from './check-in-view.tsx';

/** @zxing/browser, mocked: its QR reader "sees" `zxing.code` as soon as the camera opens. */
const zxing = vi.hoisted(() => ({
  code: 'k7px3qna',
  readers: 0,
  constraints: [] as MediaStreamConstraints[],
  stops: 0,
  fail: false,
}));
vi.mock('@zxing/browser', () => ({
  BrowserQRCodeReader: class {
    constructor() {
      zxing.readers += 1;
    }
    decodeFromConstraints(
      constraints: MediaStreamConstraints,
      _video: HTMLVideoElement,
      callback: (result: { getText: () => string } | undefined, error: unknown, controls: unknown) => void,
    ) {
      if (zxing.fail) return Promise.reject(new Error('NotAllowedError'));
      zxing.constraints.push(constraints);
      const controls = { stop: () => (zxing.stops += 1) };
      // a frame without a code first, then the e-ticket's
      setTimeout(() => {
        callback(undefined, new Error('NotFoundException'), controls);
        callback({ getText: () => zxing.code }, undefined, controls);
      }, 10);
      return Promise.resolve(controls);
    }
  },
}));

const BOARDED: CheckInResult = {
  bookingID: 41,
  reference: 'K7PX3QNA',
  passengerID: 501,
  name: 'Ada Lovelace',
  pax: 2,
  origin: 'Geneva Airport',
  destination: 'Chamonix-Mont-Blanc',
  date: '2026-12-19',
  time: '10:30',
  extras: { ...answeredItems(wireItemsOf(NO_EXTRAS)), bags: 2, skis: 1 },
  checkedInAt: '2026-12-19T09:32:00.000Z',
  alreadyCheckedIn: false,
};

function setUp() {
  const checkIns: unknown[] = [];
  mockApi({
    handle: (url, init) => {
      if (url === '/api/v1/operator/check-in' && init?.method === 'POST') {
        checkIns.push(JSON.parse(String(init.body)));
        return json({ data: BOARDED });
      }
      return undefined;
    },
  });
  renderRoute(<CheckInView />, { path: '/operator/check-in' });
  return { checkIns };
}

describe('check-in with the camera where the browser has no BarcodeDetector (ADR 019)', () => {
  const getUserMedia = vi.fn((): Promise<MediaStream> => Promise.reject(new Error('not in this test')));

  beforeEach(async () => {
    await loadOperatorCatalogue('en');
    clearOperatorSession();
    writeStored(
      STORAGE_KEYS.operatorToken,
      { access_token: 'operator-token', email: 'desk@alpine.example', expiry: Date.now() + 3_600_000 },
      'session',
    );
    Object.assign(zxing, { readers: 0, constraints: [], stops: 0, fail: false });
    Object.defineProperty(navigator, 'mediaDevices', { value: { getUserMedia }, configurable: true });
    getUserMedia.mockClear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('scans with @zxing/browser (rear camera) and the decoded reference checks the traveller in', async () => {
    expect('BarcodeDetector' in globalThis).toBe(false);
    const { checkIns } = setUp();
    expect(zxing.readers).toBe(0); // not loaded before the camera is opened
    await userEvent.click(screen.getByRole('button', { name: 'Scan the QR code' }));
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace has boarded' })).toBeInTheDocument();
    expect(zxing.readers).toBe(1);
    expect(zxing.constraints).toEqual([{ video: { facingMode: 'environment' } }]);
    expect(checkIns).toEqual([{ reference: 'K7PX3QNA' }]);
    expect(zxing.stops).toBeGreaterThan(0); // the camera is released after the code
    expect(screen.queryByLabelText('Camera')).not.toBeInTheDocument();
    expect(getUserMedia).not.toHaveBeenCalled(); // the library opens the camera itself
  });

  it('a camera that cannot be opened says so, and the typed reference still checks in', async () => {
    zxing.fail = true;
    const { checkIns } = setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Scan the QR code' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The camera could not be opened. Type the booking reference instead.',
    );
    await userEvent.type(screen.getByLabelText('Booking reference'), 'k7px3qna');
    await userEvent.click(screen.getByRole('button', { name: 'Check in' }));
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace has boarded' })).toBeInTheDocument();
    expect(checkIns).toEqual([{ reference: 'K7PX3QNA' }]);
  });

  it('where BarcodeDetector exists it is used and @zxing/browser is never loaded', async () => {
    const detect = vi.fn(() => Promise.resolve([{ rawValue: 'K7PX3QNA' }]));
    vi.stubGlobal(
      'BarcodeDetector',
      class {
        detect = detect;
      },
    );
    const stopTrack = vi.fn();
    getUserMedia.mockImplementationOnce(() =>
      Promise.resolve({ getTracks: () => [{ stop: stopTrack }] } as unknown as MediaStream),
    );
    vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    // happy-dom takes only its own MediaStream
    vi.spyOn(HTMLMediaElement.prototype, 'srcObject', 'set').mockImplementation(() => undefined);
    const { checkIns } = setUp();
    await userEvent.click(screen.getByRole('button', { name: 'Scan the QR code' }));
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace has boarded' })).toBeInTheDocument();
    expect(checkIns).toEqual([{ reference: 'K7PX3QNA' }]);
    expect(detect).toHaveBeenCalled();
    expect(stopTrack).toHaveBeenCalled();
    expect(zxing.readers).toBe(0);
  });
});
