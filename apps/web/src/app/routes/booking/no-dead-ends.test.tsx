import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rememberPaidBooking } from '../../../booking-state/paid-booking.ts';
import { LegDetails } from '../../../features/results/components/leg-details.tsx';
import { DepartureTable } from '../../../features/results/components/departure-table.tsx';
import { makeJourney, makeState } from '../../../test/booking-fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render.tsx';
import { BookingAddressRoute } from './booking-address.tsx';
import { BookingPaymentRoute } from './booking-payment.tsx';
import { BookingSuccessRoute } from './booking-success.tsx';

const paid = (journey = makeJourney()) => ({
  param: journey,
  reference: 'K7Q2MZ9D',
  total: 156,
  currency: 'EUR',
  email: 'claire@example.fr',
});

/** Issue 10 §6: no dead ends after paying, and results that say what they mean. */
describe('no dead ends (docs/architecture.md §7)', () => {
  it('the success page names the e-mail address the e-tickets went to', async () => {
    mockApi();
    renderRoute(<BookingSuccessRoute />, { path: '/booking-success', state: paid() });
    expect(await screen.findByText('Your e-tickets were sent to claire@example.fr.')).toBeInTheDocument();
  });

  it('a booking sent for review is not called successful nor said to have e-tickets: the page says it awaits our confirmation and what the e-mail will bring (ADR 017 row 9)', async () => {
    mockApi();
    renderRoute(<BookingSuccessRoute />, {
      path: '/booking-success',
      state: paid(makeJourney({ statusID: 1 })),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Thank you for your booking request' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/Your booking is currently not confirmed\./)).toBeInTheDocument();
    expect(
      screen.getByText(
        /We have e-mailed claire@example\.fr that your request is received\. .* Nothing has been charged\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('K7Q2MZ9D')).toBeInTheDocument();
    expect(screen.queryByText(/e-tickets were sent|have been sent to you/)).not.toBeInTheDocument();
    expect(screen.queryByText('Your booking has been successful.', { exact: false })).not.toBeInTheDocument();
  });

  it('Back after paying onto a step of the paid booking shows its summary instead of the step', async () => {
    mockApi();
    const state = makeState();
    rememberPaidBooking(paid(state.param));
    const { router } = renderRoute(<BookingAddressRoute />, {
      path: '/booking-address',
      state,
      extra: [{ path: '/booking-success', element: <BookingSuccessRoute /> }],
    });
    expect(await screen.findByRole('heading', { name: 'Thank you for booking' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/booking-success');
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('Back onto the payment page after paying shows the paid booking, not the site root', async () => {
    mockApi();
    const state = makeState();
    rememberPaidBooking(paid(state.param));
    window.sessionStorage.setItem('bookingCompleted', JSON.stringify('yes'));
    renderRoute(<BookingPaymentRoute />, {
      path: '/booking-payment',
      state,
      extra: [{ path: '/booking-success', element: <BookingSuccessRoute /> }],
    });
    expect(await screen.findByText('K7Q2MZ9D')).toBeInTheDocument();
  });

  it('a new booking (another quote) is not stopped by the paid one', async () => {
    mockApi();
    rememberPaidBooking(paid());
    renderRoute(<BookingAddressRoute />, { path: '/booking-address', state: makeState() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your address' })).toBeInTheDocument();
  });

  it('the private results table has no seats-left or per-passenger column; the shared one keeps them', () => {
    mockApi();
    const privateRows = makeJourney({ product: 'private_standard' }).go;
    const view = renderRoute(
      <DepartureTable
        leg="go"
        rows={privateRows}
        currency="EUR"
        selectedKey={null}
        promotion={null}
        onSelect={() => undefined}
        vehicle
      />,
    );
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    expect(headers).not.toContain('Seats left');
    expect(headers).not.toContain('Per passenger');
    expect(headers).toContain('Price');
    view.unmount();
    renderRoute(
      <DepartureTable
        leg="go"
        rows={makeJourney().go}
        currency="EUR"
        selectedKey={null}
        promotion={null}
        onSelect={() => undefined}
      />,
    );
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(
      expect.arrayContaining(['Seats left', 'Per passenger']),
    );
  });

  it("the return row's connection time is the flight departure time, the outbound's the flight arrival", () => {
    mockApi();
    const journey = makeJourney();
    renderRoute(
      <>
        <LegDetails leg="go" row={journey.go[0]!} currency="EUR" promotion={null} />
        <LegDetails leg="back" row={journey.back[0]!} currency="EUR" promotion={null} />
      </>,
    );
    const outbound = within(screen.getByRole('region', { name: 'Outbound' }));
    expect(outbound.getByText('Flight arrival time')).toBeInTheDocument();
    expect(outbound.getByText('10:30')).toBeInTheDocument();
    const back = within(screen.getByRole('region', { name: 'Return' }));
    expect(back.getByText('Flight departure time')).toBeInTheDocument();
    expect(back.getByText('15:00')).toBeInTheDocument();
  });
});
