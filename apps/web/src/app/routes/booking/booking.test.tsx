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

  it("the progress header says 'Request' (the spec's 'Payment Completed', ADR 017 row 12) when the selected quote's statusID is 1 (spec part 1 §2.6)", async () => {
    mockApi({ quotes: answer });
    const url = `/booking?from=1&to=10&pax=2&departDate=${date}&departTime=10&departMin=30&returnDate=${back}&returnTime=15&returnMin=00&returnPassenger=2&tab=0`;
    renderRoute(<BookingRoute />, { path: '/booking', url });
    const fixed = await screen.findByRole('article', { name: /fixed point/ });
    const nav = screen.getByRole('navigation', { name: 'Booking progress' });
    expect(within(nav).getByText('Payment')).toBeInTheDocument();
    await userEvent.click(
      within(fixed).getByRole('button', { name: 'Select – Choose Outbound: departure at 11:00' }),
    );
    expect(within(nav).getByText('Request')).toBeInTheDocument();
    expect(within(nav).queryByText(/Payment/)).not.toBeInTheDocument();
  });

  it('an incomplete search opens the form instead of searching', async () => {
    const api = mockApi({ quotes: answer });
    renderRoute(<BookingRoute />, { path: '/booking', url: '/booking?from=1&to=10' });
    expect(await screen.findByRole('button', { name: 'Book Now' })).toBeInTheDocument();
    expect(api.quoteBodies).toHaveLength(0);
  });

  it('an applied promo code survives Shared -> Private -> Shared (ADR 017 "promotion on every card"; spec part 1 §4)', async () => {
    const promotion = { promotionID: 5, code: 'SKI10', percentage: -10, price: null };
    const api = mockApi({
      quotes: (items) => {
        const all = [
          makeQuote({ product: 'shared_fixed' }),
          makeQuote({ product: 'private_standard', price: 300 }),
        ];
        return [items[0]!.promotion ? all.map((q) => ({ ...q, promotion })) : all];
      },
    });
    const url = `/booking?from=1&to=10&pax=2&departDate=${date}&departTime=10&departMin=30&tab=1&sharedMode=true&connectionType=1`;
    renderRoute(<BookingRoute />, { path: '/booking', url });
    const fixed = await screen.findByRole('article', { name: /fixed point/ });
    await userEvent.type(within(fixed).getByRole('textbox', { name: 'Promo code' }), 'SKI10');
    await userEvent.click(within(fixed).getByRole('button', { name: 'Apply' }));
    expect(await within(fixed).findByRole('button', { name: 'SKI10' })).toBeInTheDocument();
    const toggle = () => screen.getByRole('radiogroup', { name: 'Transfer type' });
    await userEvent.click(within(toggle()).getByRole('radio', { name: 'Private Transfer' }));
    // the private card is promoted too, without typing the code again
    const privateCard = await screen.findByRole('article', { name: /private/i });
    expect(within(privateCard).getAllByTestId('original-price')[0]).toHaveTextContent('€300.00');
    await userEvent.click(within(toggle()).getByRole('radio', { name: 'Shared Transfer' }));
    const again = await screen.findByRole('article', { name: /fixed point/ });
    expect(within(again).getByRole('button', { name: 'SKI10' })).toBeInTheDocument();
    expect(within(again).getAllByTestId('original-price')[0]).toBeInTheDocument();
    // one search and one re-quote: the mode switches asked nothing again
    expect(api.quoteBodies).toHaveLength(2);
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
