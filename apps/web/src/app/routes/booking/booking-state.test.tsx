import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { JourneyNoticeMessage } from '../../../booking-state/back-to-search.tsx';
import { makeJourney, makeState } from '../../../test/booking-fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render.tsx';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { BookingAddressRoute } from './booking-address.tsx';
import { BookingFlightRoute } from './booking-flight.tsx';
import { BookingPaymentRoute } from './booking-payment.tsx';
import { BookingPersonalRoute } from './booking-personal.tsx';
import { BookingSuccessRoute } from './booking-success.tsx';

const INVALID = 'Your booking session has expired or was changed. Please search again.';
const MISSING = 'Your booking could not be found. Please search again and choose a transfer.';

/** A state from an older version: the quote lost its status and the price became a string. */
function staleJourney() {
  const journey = makeJourney();
  return { ...journey, price: '156.00', quote: { ...journey.quote, status: undefined } };
}

/** A state someone edited by hand: the info's large-bag count is negative. */
function tamperedState() {
  const state = makeState();
  return { ...state, info: { ...state.info, largeBag: -3 } };
}

/** Renders a step at its path, with the search page at '/' showing the notice it was sent back with. */
function renderStep(ui: ReactElement, path: string, state?: unknown) {
  mockApi();
  return renderRoute(ui, {
    path,
    state,
    extra: [{ path: '/', element: <JourneyNoticeMessage /> }],
  });
}

async function expectBackToSearch(router: ReturnType<typeof renderStep>['router'], message = INVALID) {
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(router.state.location.pathname).toBe('/');
}

const STEPS = [
  { name: 'personal', ui: <BookingPersonalRoute />, path: '/booking-personal', key: 'infoState' },
  { name: 'flight', ui: <BookingFlightRoute />, path: '/booking-flight', key: 'flightState' },
  { name: 'address', ui: <BookingAddressRoute />, path: '/booking-address', key: 'addressState' },
  { name: 'payment', ui: <BookingPaymentRoute />, path: '/booking-payment', key: 'paymentState' },
] as const;

/** What a step keeps in storage and gets in navigation: the option on personal, else { param, customerId, info }. */
function tamperedFor(step: (typeof STEPS)[number]) {
  return step.name === 'personal' ? staleJourney() : tamperedState();
}

function navigationFor(step: (typeof STEPS)[number], value: unknown) {
  return step.name === 'personal' ? { option: value, locations: [] } : value;
}

/** The success step after paying AT-12345 (156 EUR) for a journey, rendered and shown. */
async function renderPaidSuccess() {
  renderStep(<BookingSuccessRoute />, '/booking-success', {
    param: makeJourney(),
    reference: 'AT-12345',
    total: 156,
    currency: 'EUR',
  });
  expect(await screen.findByText('AT-12345')).toBeInTheDocument();
}

describe('booking steps read their state through the Journey schema (docs/architecture.md §1)', () => {
  for (const step of STEPS) {
    it(`the ${step.name} step sends the traveller back to the search with a message when its stored state was tampered with`, async () => {
      window.localStorage.setItem(step.key, JSON.stringify(tamperedFor(step)));
      const { router } = renderStep(step.ui, step.path);
      await expectBackToSearch(router);
    });

    it(`the ${step.name} step sends the traveller back to the search with a message when its stored state is not JSON`, async () => {
      window.localStorage.setItem(step.key, '{"param":');
      const { router } = renderStep(step.ui, step.path);
      await expectBackToSearch(router);
    });

    it(`the ${step.name} step sends the traveller back to the search with a message when its navigation state was tampered with`, async () => {
      const { router } = renderStep(step.ui, step.path, navigationFor(step, tamperedFor(step)));
      await expectBackToSearch(router);
    });

    it(`the ${step.name} step sends the traveller back to the search saying no booking was found when it has no state`, async () => {
      const { router } = renderStep(step.ui, step.path);
      await expectBackToSearch(router, MISSING);
    });
  }

  it('the flight step still opens from a valid stored state when the navigation state was stale', async () => {
    window.localStorage.setItem('flightState', JSON.stringify(makeState()));
    renderStep(<BookingFlightRoute />, '/booking-flight', tamperedState());
    expect(await screen.findByRole('heading', { level: 1, name: 'Flight & Extras' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the personal step opens from a valid navigation state { option, locations }', async () => {
    renderStep(<BookingPersonalRoute />, '/booking-personal', { option: makeJourney(), locations: [] });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Personal Information' }),
    ).toBeInTheDocument();
  });

  it('the success step sends the traveller back to the search with a message when its navigation state was tampered with', async () => {
    const { router } = renderStep(<BookingSuccessRoute />, '/booking-success', {
      param: staleJourney(),
      reference: 'AT-1',
      total: 156,
      currency: 'EUR',
    });
    await expectBackToSearch(router);
  });

  it("the success step shows the booking from a valid navigation state and clears this tab's stored booking data (spec part 2 §4, ADR 017 row 3)", async () => {
    // this tab wrote every key the site writes (the personal step's dial-code country among them):
    // its own copy, and the shared copy a new tab starts from
    window.sessionStorage.setItem(STORAGE_KEYS.bookingTab, 'this-tab');
    window.localStorage.setItem(STORAGE_KEYS.bookingTab, 'this-tab');
    for (const key of Object.values(STORAGE_KEYS)) {
      if (key === STORAGE_KEYS.bookingTab) continue;
      window.sessionStorage.setItem(key, JSON.stringify('x'));
      window.localStorage.setItem(key, JSON.stringify('x'));
    }
    await renderPaidSuccess();
    expect(window.sessionStorage.getItem('dialCountry')).toBeNull();
    // the completion flag is this tab's (ADR 017 row 3)
    expect(window.sessionStorage.getItem('bookingCompleted')).toBe('"yes"');
    // only the session (application and customer tokens), the language and the keys that are no
    // booking data stay (ADR 017 row 3)
    const notBookingData = [
      'bookingCompleted',
      'bookingTab',
      'chunkReloadAt',
      'completedBookings',
      'contactDraft',
      'language',
      'login',
      'operatorToken',
      'paidBooking',
      'stepTrail',
      'token',
      'userToken',
    ];
    expect(Object.keys(window.sessionStorage).sort()).toEqual(notBookingData);
    expect(Object.keys(window.localStorage).sort()).toEqual(notBookingData.filter((k) => k !== 'bookingTab'));
  });

  it("a success in this tab leaves another tab's booking steps alone (ADR 017 row 3)", async () => {
    // another tab wrote the shared copy last; this tab has its own booking in its own storage
    window.localStorage.setItem(STORAGE_KEYS.bookingTab, 'other-tab');
    window.localStorage.setItem('paymentState', JSON.stringify('the other booking'));
    window.sessionStorage.setItem(STORAGE_KEYS.bookingTab, 'this-tab');
    window.sessionStorage.setItem('paymentState', JSON.stringify('this booking'));
    await renderPaidSuccess();
    expect(window.sessionStorage.getItem('paymentState')).toBeNull();
    expect(window.localStorage.getItem('paymentState')).toBe('"the other booking"');
    expect(window.localStorage.getItem('bookingCompleted')).toBeNull();
  });

  it('the success step without navigation state thanks no one and links to find a booking (docs/architecture.md §7)', async () => {
    renderStep(<BookingSuccessRoute />, '/booking-success');
    expect(await screen.findByRole('heading', { name: 'No completed booking to show' })).toBeInTheDocument();
    expect(screen.queryByText('Thank you for booking')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Find my booking' })).toHaveAttribute(
      'href',
      '/my-account/login',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
