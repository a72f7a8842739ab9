import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { OwnBooking } from '@alpine/contract';
import { MyBookingsRoute } from '../../../app/routes/account/my-bookings.tsx';
import { ME, flexiLeg, makeBooking, signIn } from '../../../test/account-fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderRoute, seen } from '../../../test/render.tsx';

const LATER = makeBooking(1, '2099-05-20');
const NEXT = makeBooking(2, '2099-03-10', { legs: [flexiLeg(20, '2099-03-10'), flexiLeg(21, '2099-03-17')] });
const PAST = makeBooking(3, '2020-01-05', {
  state: 'cancelled',
  refund: { price: 100, currency: 'CHF', percent: 50 },
});

function setUp(bookings: OwnBooking[] = [LATER, PAST, NEXT], me: Response | null = null, state?: unknown) {
  const calls: { url: string; auth: string; body?: unknown }[] = [];
  mockApi({
    handle: (url, init) => {
      const auth = new Headers(init?.headers).get('Authorization') ?? '';
      calls.push({ url, auth, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/v1/customers/me') return me ?? json({ data: ME });
      if (url === '/api/v1/bookings?customerID=7') return json({ data: bookings });
      if (url === '/api/v1/customers/me/booking-claims') return json({ data: { sent: true } }, 202);
      if (url === '/api/v1/bookings/2/cancellation') {
        return json({
          data: {
            bookingID: 2,
            reference: 'REF2',
            state: 'cancelled',
            refund: { price: 200, currency: 'CHF', percent: 100 },
          },
        });
      }
      return undefined;
    },
  });
  renderRoute(<MyBookingsRoute />, { path: '/my-account/bookings', state });
  return calls;
}

const routes = () =>
  within(screen.getByRole('list', { name: 'Next Booking' }))
    .getAllByRole('button', { expanded: undefined })
    .filter((b) => b.hasAttribute('aria-expanded'))
    .map((b) => b.textContent);

describe('my bookings', () => {
  it('without a user session it goes to the login screen', () => {
    mockApi();
    renderRoute(<MyBookingsRoute />, { path: '/my-account/bookings' });
    expect(seen.pathname).toBe('/my-account/login');
  });

  it('lists the bookings under Next Booking, next one first, with the user token', async () => {
    signIn();
    const calls = setUp();
    await screen.findAllByText('REF2', { exact: false });
    expect(routes()).toEqual([
      expect.stringContaining('REF2'),
      expect.stringContaining('REF1'),
      expect.stringContaining('REF3'),
    ]);
    expect(calls.find((c) => c.url.startsWith('/api/v1/bookings'))?.auth).toBe('Bearer user-token');
  });

  it('Filter by Date keeps upcoming, past or one month', async () => {
    signIn();
    setUp();
    await screen.findAllByText('REF2', { exact: false });
    const filter = screen.getByLabelText('Filter by Date');
    expect(
      within(filter)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All dates', 'Upcoming', 'Past', 'January 2020', 'March 2099', 'May 2099']);
    await userEvent.selectOptions(filter, 'Past');
    expect(routes()).toEqual([expect.stringContaining('REF3')]);
    await userEvent.selectOptions(filter, 'Upcoming');
    expect(routes()).toEqual([expect.stringContaining('REF2'), expect.stringContaining('REF1')]);
    await userEvent.selectOptions(filter, 'May 2099');
    expect(routes()).toEqual([expect.stringContaining('REF1')]);
  });

  it("'Confirm Cancelation' is enabled only when the policy is ticked, then shows the refund (spec part 2 §2.8)", async () => {
    signIn();
    const calls = setUp();
    await screen.findAllByText('REF2', { exact: false });
    const first = within(screen.getByRole('list', { name: 'Next Booking' })).getAllByRole('listitem')[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Cancel Booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelation Policy' });
    expect(within(dialog).getByText(/Flexi fare: cancel up to 7 days before travel/)).toBeInTheDocument();
    expect(
      within(dialog).getByText('If you cancel now you will be refunded CHF 200.00 (100% of CHF 200.00).'),
    ).toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Confirm Cancelation' });
    expect(confirm).toBeDisabled();
    const accept = within(dialog).getByLabelText(
      'I have read and accept the terms and conditions of the cancelation policy',
    );
    await userEvent.click(accept);
    expect(confirm).toBeEnabled();
    await userEvent.click(accept);
    expect(confirm).toBeDisabled();
    await userEvent.click(accept);
    await userEvent.click(confirm);
    expect(
      await within(dialog).findByText('Booking REF2 is cancelled. Your refund: CHF 200.00 (100%).'),
    ).toBeInTheDocument();
    // spec part 1 §9: the cancellation is confirmed in a toast
    const toasts = await screen.findByRole('region', { name: /Notifications/ });
    expect(within(toasts).getByText('Booking REF2 cancelled.')).toBeInTheDocument();
    expect(calls.find((c) => c.url.endsWith('/cancellation'))).toMatchObject({
      auth: 'Bearer user-token',
      body: { acceptPolicy: true },
    });
  });

  it('the scrolling cancellation policy is a named, focusable region, so a keyboard can scroll it (WCAG 2.1.1; docs/architecture.md §7)', async () => {
    signIn();
    setUp();
    await screen.findAllByText('REF2', { exact: false });
    const first = within(screen.getByRole('list', { name: 'Next Booking' })).getAllByRole('listitem')[0]!;
    await userEvent.click(within(first).getByRole('button', { name: 'Cancel Booking' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancelation Policy' });
    const policy = within(dialog).getByRole('region', { name: 'Cancelation Policy' });
    expect(policy).toHaveTextContent(/Flexi fare: cancel up to 7 days before travel/);
    expect(policy).toHaveAttribute('tabindex', '0');
  });

  it("shows 'no customer' when no customer is found (spec part 2 §8)", async () => {
    signIn();
    setUp([], json({ error: 'not_found', error_description: 'no customer' }, 404));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('no customer'));
  });

  it("'Send me the link' asks for the link that adds guest bookings and says where it went (ADR 008)", async () => {
    signIn();
    const calls = setUp([]);
    const panel = await screen.findByRole('complementary', { name: 'Add your bookings' });
    expect(panel).toHaveTextContent('Booked as a guest with ada@example.com?');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send me the link' }));
    expect(
      await within(panel).findByText(
        'We have sent a link to ada@example.com. Open it to add your bookings here.',
      ),
    ).toBeInTheDocument();
    const toasts = await screen.findByRole('region', { name: /Notifications/ });
    expect(within(toasts).getByText('Link sent: check your e-mail.')).toBeInTheDocument();
    expect(calls.find((c) => c.url === '/api/v1/customers/me/booking-claims')).toMatchObject({
      auth: 'Bearer user-token',
    });
  });

  it('spec part 2 §2.8 a single booking if state is passed: that booking alone, with a way to the full list', async () => {
    signIn();
    setUp(undefined, null, { bookingID: 2 });
    const single = await screen.findByRole('list', { name: 'Your booking' });
    await within(single).findAllByText('REF2', { exact: false });
    const items = within(single)
      .getAllByRole('button')
      .filter((b) => b.hasAttribute('aria-expanded'));
    expect(items.map((b) => b.textContent)).toEqual([expect.stringContaining('REF2')]);
    expect(screen.queryByText('REF1', { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Filter by Date')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'See all my bookings' }));
    await waitFor(() => expect(routes()).toHaveLength(3));
    expect(screen.getByLabelText('Filter by Date')).toBeInTheDocument();
  });

  it('spec part 2 §2.8 single booking: a reference that is not in the account says so and offers the link', async () => {
    signIn();
    setUp(undefined, null, { reference: 'zzzz9999' });
    expect(await screen.findByText(/This booking is not in your account yet/)).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Add your bookings' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'See all my bookings' })).toBeInTheDocument();
  });

  // The site offers Cancel exactly where the server's transition table accepts it (ADR 021): a
  // booking awaiting review is not cancelled by the traveller (the server answers 409).
  it.each([
    ['confirmed', true],
    ['awaiting_review', false],
    ['cancelled', false],
  ] as const)('Cancel Booking is offered on an upcoming %s booking: %s (ADR 021)', async (state, offered) => {
    signIn();
    setUp([makeBooking(4, '2099-03-10', { state })]);
    await screen.findAllByText('REF4', { exact: false });
    const item = within(screen.getByRole('list', { name: 'Next Booking' })).getAllByRole('listitem')[0]!;
    expect(within(item).queryByRole('button', { name: 'Cancel Booking' }) !== null).toBe(offered);
  });
});
