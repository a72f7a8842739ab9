import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PassengerDetail } from '@alpine/contract';
import { FindBookingRoute } from '../../../app/routes/account/find-booking.tsx';
import { LoginRoute } from '../../../app/routes/account/login.tsx';
import { FOUND, makePassenger } from '../../../test/account-fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderRoute, seen } from '../../../test/render.tsx';

function setUp(passenger: PassengerDetail) {
  const urls: string[] = [];
  mockApi({
    handle: (url) => {
      urls.push(url);
      if (url.startsWith('/api/v1/bookings/K7PX3QNA?')) {
        return url.endsWith('email=ada%40example.com')
          ? json({ data: [FOUND] })
          : json(
              { error: 'not_found', error_description: 'No booking matches this reference and e-mail.' },
              404,
            );
      }
      if (url.startsWith('/api/v1/passengers/501?')) return json({ data: [passenger] });
      return undefined;
    },
  });
  const { router } = renderRoute(<LoginRoute />, {
    path: '/my-account/login',
    extra: [{ path: '/my-account/find-booking', element: <FindBookingRoute /> }],
  });
  return { urls, router };
}

async function find(reference: string, email: string) {
  const form = within(screen.getByRole('form', { name: 'Find my booking' }));
  await userEvent.type(form.getByLabelText('Booking Reference'), reference);
  await userEvent.type(form.getByLabelText('Email Address'), email);
  await userEvent.click(form.getByRole('button', { name: 'Find Booking' }));
}

describe('find my booking', () => {
  it('Find Booking goes to /my-account/find-booking with the classified summary and its item counts (spec part 1 §3)', async () => {
    const { urls, router } = setUp(makePassenger());
    await find('K7PX3QNA', 'ada@example.com');
    expect(await screen.findByRole('heading', { name: 'Your Booking' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/my-account/find-booking');
    // the booking's reference and e-mail prove the reader (docs/architecture.md §4)
    expect(urls).toContain('/api/v1/passengers/501?email=ada%40example.com&reference=K7PX3QNA');
    expect(screen.getByText('private premium transfers')).toHaveAttribute('data-icon', 'car');
    const counts = Object.fromEntries(
      ['rear', 'front', 'booster', 'bag', 'ski', 'bike', 'pet'].map((k) => [
        k,
        screen.getByTestId(`count-${k}`).textContent,
      ]),
    );
    expect(counts).toEqual({ rear: '2', front: '0', booster: '1', bag: '3', ski: '2', bike: '0', pet: '1' });
    expect(screen.getByText('K7PX3QNA')).toBeInTheDocument();
    expect(screen.getByText('CHF 240.50')).toBeInTheDocument();
    expect(screen.getByText(/^Geneva Airport Arrivals → Verbier, Hotel Montpelier$/)).toBeInTheDocument();
  });

  it('classifies more than 32 passengers as private coach (bus) and a shared leg as shared (vans)', async () => {
    setUp(makePassenger({ pax: 33 }));
    await find('K7PX3QNA', 'ada@example.com');
    expect(await screen.findByText('private coach transfers')).toHaveAttribute('data-icon', 'bus');
  });

  it('a wrong e-mail is refused with the server sentence and stays on the page', async () => {
    setUp(makePassenger({ private: false }));
    await find('K7PX3QNA', 'eve@example.com');
    expect(await screen.findByText('No booking matches this reference and e-mail.')).toBeInTheDocument();
    expect(seen.pathname).toBe('/my-account/login');
  });

  it('a failed call (no answer, 503) says something went wrong, not that the booking was not found', async () => {
    mockApi({
      handle: (url) =>
        url.startsWith('/api/v1/bookings/') ? new Response('upstream down', { status: 503 }) : undefined,
    });
    renderRoute(<LoginRoute />, { path: '/my-account/login' });
    await find('K7PX3QNA', 'ada@example.com');
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeInTheDocument();
    expect(screen.queryByText(/could not find a booking/)).toBeNull();
  });
});
