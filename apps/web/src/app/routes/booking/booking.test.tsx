import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { makeQuote } from '../../../test/fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderRoute, seen, setViewport } from '../../../test/render.tsx';
import { BookingRoute } from './booking.tsx';

const date = dayjs().add(20, 'day').format('YYYY-MM-DD');
const back = dayjs().add(27, 'day').format('YYYY-MM-DD');
const saved = {
  from: 1,
  to: 10,
  departDate: date,
  departTime: '10',
  departMin: '30',
  departPassenger: 2,
  returnDate: back,
  returnTime: '15',
  returnMin: '00',
  returnPassenger: 3,
  tab: 0,
  selectedConnnectionType: 2,
};
const answer = () => [
  [makeQuote({ product: 'shared_fixed', statusID: 1 })],
  [makeQuote({ product: 'shared_fixed', back: true })],
];

describe('booking screen', () => {
  beforeEach(() => setViewport(1280));

  it('without query parameters restores the last search from bookingValues and searches (spec part 1 §2.1)', async () => {
    window.localStorage.setItem('bookingValues', JSON.stringify(saved));
    const api = mockApi({ quotes: answer });
    renderRoute(<BookingRoute />, { path: '/booking' });
    await waitFor(() => expect(api.quoteBodies).toHaveLength(1));
    expect(api.quoteBodies[0]).toEqual([
      {
        brand: { brandID: 1 },
        origin: { locationID: 1 },
        destination: { locationID: 10 },
        connection: { date, time: '10:30', modeID: 2 },
        private: null,
        fixed: null,
        pax: 2,
      },
      {
        brand: { brandID: 1 },
        origin: { locationID: 10 },
        destination: { locationID: 1 },
        connection: { date: back, time: '15:00', modeID: 2 },
        private: null,
        fixed: null,
        pax: 3,
      },
    ]);
    expect(await screen.findByRole('article', { name: /fixed point/ })).toBeInTheDocument();
    expect(new URLSearchParams(seen.search).get('from')).toBe('1');
  });

  it('a successful search response clears the stored search (spec part 1 §2.1)', async () => {
    window.localStorage.setItem('bookingValues', JSON.stringify(saved));
    mockApi({ quotes: answer });
    renderRoute(<BookingRoute />, { path: '/booking' });
    await screen.findByRole('article', { name: /fixed point/ });
    expect(window.localStorage.getItem('bookingValues')).toBeNull();
  });

  it('reads the query parameters with partner and customer and passes them along (spec part 1 §2.1, §6)', async () => {
    const api = mockApi({ quotes: answer });
    const url = `/booking?from=1&to=10&pax=4&departDate=${date}&departTime=09&departMin=05&tab=1&sharedMode=true&connectionType=1&partner=3&customer=9`;
    renderRoute(<BookingRoute />, { path: '/booking', url });
    await waitFor(() => expect(api.quoteBodies).toHaveLength(1));
    expect(api.quoteBodies[0]).toEqual([
      expect.objectContaining({
        pax: 4,
        partner: 3,
        customer: 9,
        connection: { date, time: '09:05', modeID: 1 },
      }),
    ]);
  });

  it("the progress header says 'Payment Completed' when the selected quote's statusID is 1 (spec part 1 §2.6)", async () => {
    mockApi({ quotes: answer });
    const url = `/booking?from=1&to=10&pax=2&departDate=${date}&departTime=10&departMin=30&returnDate=${back}&returnTime=15&returnMin=00&returnPassenger=2&tab=0`;
    renderRoute(<BookingRoute />, { path: '/booking', url });
    const fixed = await screen.findByRole('article', { name: /fixed point/ });
    const nav = screen.getByRole('navigation', { name: 'Booking progress' });
    expect(within(nav).getByText('Payment')).toBeInTheDocument();
    await userEvent.click(
      within(fixed).getByRole('button', { name: 'Select – Choose Outbound: departure at 11:00' }),
    );
    expect(within(nav).getByText('Payment Completed')).toBeInTheDocument();
  });

  it('an incomplete search opens the form instead of searching', async () => {
    const api = mockApi({ quotes: answer });
    renderRoute(<BookingRoute />, { path: '/booking', url: '/booking?from=1&to=10' });
    expect(await screen.findByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    expect(api.quoteBodies).toHaveLength(0);
  });

  it("a link for a time of today already gone on the Alps' clock names the time and does not search (ADR 017)", async () => {
    // 11:00 UTC is 12:00 in the Alps; the link asks for 11:30 today
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T11:00:00Z') });
    try {
      const api = mockApi({ quotes: answer });
      const url = '/booking?from=1&to=10&pax=2&departDate=2026-11-21&departTime=11&departMin=30&tab=1';
      renderRoute(<BookingRoute />, { path: '/booking', url });
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This time has already passed today; please choose a later time.',
      );
      expect(screen.queryByText(/on this date/)).toBeNull();
      expect(api.quoteBodies).toHaveLength(0);
    } finally {
      vi.useRealTimers();
    }
  });

  it('a search the server refuses (422) says why instead of an empty page (ADR 017)', async () => {
    const refusal = 'The outbound time, 10:30, has already passed today; please choose a later time.';
    mockApi({ quotes: () => json({ error: 'unprocessable', error_description: refusal }, 422) });
    const url = `/booking?from=1&to=10&pax=2&departDate=${date}&departTime=10&departMin=30&tab=1`;
    renderRoute(<BookingRoute />, { path: '/booking', url });
    expect(await screen.findByText(refusal)).toBeInTheDocument();
  });
});
