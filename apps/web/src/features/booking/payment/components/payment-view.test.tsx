import { describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { i18n } from '../../../../i18n/i18n.ts';
import userEvent from '@testing-library/user-event';
import { BookingPaymentRoute } from '../../../../app/routes/booking/booking-payment.tsx';
import { makeAddress, makeJourney, makeState } from '../../../../test/booking-fixtures.ts';
import { json, mockApi } from '../../../../test/mock-api.ts';
import { renderRoute, seen } from '../../../../test/render.tsx';
import type { Journey } from '../../../../booking-state/journey.ts';

const address = {
  from: makeAddress(101, 1, 'Arrivals Hall', 'Geneve'),
  to: makeAddress(202, 10, 'Hotel Alpina'),
  from1: makeAddress(202, 10, 'Hotel Alpina'),
  to1: makeAddress(101, 1, 'Arrivals Hall', 'Geneve'),
};

function renderPayment(journey: Journey = makeJourney(), confirm?: () => Response) {
  window.localStorage.setItem('paymentState', JSON.stringify(makeState({ ...journey, address })));
  const calls: { url: string; body: unknown }[] = [];
  mockApi({
    handle: (url, init) => {
      // The order summary's place names (ADR 015): a read, not a call of the booking flow.
      if (url === '/api/v1/locations') return undefined;
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ url, body });
      if (url === '/api/v1/bookings') return json({ data: { bookingID: 5, reference: 'ABCD2345' } });
      if (url.endsWith('/passengers'))
        return json({ data: { passengerID: 1, price: 78, currency: 'EUR', holdExpiresAt: null } });
      if (url.endsWith('/add-customer')) return json({ customer_id: 'cus_1', status: 'success' });
      if (url.endsWith('/get-client-secret'))
        return json({ client_secret: 'pi_1_secret', payment_intent_id: 'pi_1' });
      if (url.endsWith('/confirm'))
        return confirm?.() ?? json({ id: 'pi_1', status: 'succeeded', error: null });
      const status = {
        data: {
          bookingID: 5,
          reference: 'ABCD2345',
          state: 'confirmed',
          total: { price: 156, currency: 'EUR' },
        },
      };
      if (url.endsWith('/payments') || url.endsWith('/review')) return json(status);
      if (url.endsWith('/tags')) return json({ data: {} });
      return undefined;
    },
  });
  renderRoute(<BookingPaymentRoute />, { path: '/booking-payment' });
  return calls;
}

async function tickBoth() {
  await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'I accept the privacy policy' }));
}

async function typeCard(number: string) {
  await userEvent.type(await screen.findByLabelText('Card number'), number);
  await userEvent.type(screen.getByLabelText('Expiry date (MM/YY)'), '1230');
  await userEvent.type(screen.getByLabelText('CVC'), '123');
}

describe('payment', () => {
  it('asks for both tickboxes with the spec message before anything is sent (spec part 2 §5)', async () => {
    const calls = renderPayment();
    expect(screen.getByRole('heading', { level: 1, name: 'Secure Card Payment' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Booking' }));
    expect(
      await screen.findByText(
        'You must accept our terms and conditions and privacy policy to continue with your booking.',
      ),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('pays by card in the §7 order with the amount of the formulas, then shows success (spec part 2 §7, §9)', async () => {
    const calls = renderPayment();
    expect(await screen.findByText(/Test mode: nothing is charged/)).toBeInTheDocument();
    await typeCard('4242424242424242');
    await tickBoth();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Booking' }));
    await waitFor(() => expect(seen.pathname).toBe('/booking-success'));
    expect(calls.map((c) => c.url)).toEqual([
      '/wp-json/stripe-api/v1/add-customer',
      '/api/v1/bookings',
      '/api/v1/bookings/5/passengers',
      '/api/v1/bookings/5/passengers',
      '/wp-json/stripe-api/v1/get-client-secret',
      '/api/v1/sandbox/payment-intents/pi_1/confirm',
      '/api/v1/bookings/5/tags',
    ]);
    expect(calls[4]?.body).toMatchObject({ amount: 15600, currency: 'eur', booking_id: 5 });
    expect(calls[6]?.body).toEqual({ tag: 'marketing-opt-out' });
    expect(seen.state).toMatchObject({ reference: 'ABCD2345', total: 156 });
    // the completion flag is this tab's; the other tabs learn the reference (ADR 017 row 3)
    expect(window.sessionStorage.getItem('bookingCompleted')).toBe('"yes"');
    expect(window.localStorage.getItem('bookingCompleted')).toBeNull();
    const paid = JSON.parse(window.sessionStorage.getItem('paymentState') ?? '{}') as {
      param: { quote: { quoteID: string } };
    };
    expect(JSON.parse(window.localStorage.getItem('completedBookings') ?? '[]')).toEqual([
      { quoteID: paid.param.quote.quoteID, reference: 'ABCD2345' },
    ]);
  });

  it("shows the provider's message for a declined card and keeps the booking for the retry (spec part 2 §8)", async () => {
    const decline = () =>
      json({
        id: 'pi_1',
        status: 'requires_payment_method',
        error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
      });
    const calls = renderPayment(makeJourney(), decline);
    await typeCard('4000000000000002');
    await tickBoth();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Booking' }));
    expect(await screen.findByText('Your card was declined.')).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('paymentState') ?? '{}')).toMatchObject({
      info: { bookingID: 5, legsAdded: 2 },
    });
    await userEvent.click(screen.getByRole('button', { name: 'Complete Booking' }));
    await waitFor(() => expect(calls.filter((c) => c.url.endsWith('/confirm'))).toHaveLength(2));
    expect(calls.filter((c) => c.url === '/api/v1/bookings')).toHaveLength(1);
  });

  it('a declined test card shows its message in the page language, by the error code, as Stripe.js does (docs/architecture.md §6)', async () => {
    await i18n.changeLanguage('fr');
    const cases = [
      ['card_declined', 'Your card was declined.', 'Votre carte a été refusée.'],
      ['some_new_code', 'A message only the provider knows.', 'A message only the provider knows.'],
    ] as const;
    for (const [code, message, shown] of cases) {
      renderPayment(makeJourney(), () =>
        json({ id: 'pi_1', status: 'requires_payment_method', error: { type: 'card_error', code, message } }),
      );
      await userEvent.type(await screen.findByLabelText(i18n.t('payment.card.number')), '4000000000000002');
      await userEvent.type(screen.getByLabelText(i18n.t('payment.card.expiry')), '1230');
      await userEvent.type(screen.getByLabelText(i18n.t('payment.card.cvc')), '123');
      const [terms, privacy] = screen.getAllByRole('checkbox');
      await userEvent.click(terms!);
      await userEvent.click(privacy!);
      await userEvent.click(screen.getByRole('button', { name: i18n.t('payment.complete') }));
      expect(await screen.findByText(shown)).toBeInTheDocument();
      cleanup();
    }
  });

  it("any other error shows 'An unexpected error occured.' (spec part 2 §8)", async () => {
    renderPayment(makeJourney(), () => json({ id: 'pi_1', status: 'canceled', error: null }));
    await typeCard('4242424242424242');
    await tickBoth();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Booking' }));
    expect(await screen.findByText('An unexpected error occured.')).toBeInTheDocument();
  });

  it("a quote awaiting review shows the spec's message and 'Continue', without card entry (spec part 2 §4)", async () => {
    const calls = renderPayment(makeJourney({ statusID: 1 }));
    expect(screen.getByText(/We are currently looking at your booking/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await tickBoth();
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(seen.pathname).toBe('/booking-success'));
    expect(calls.map((c) => c.url)).toContain('/api/v1/bookings/5/review');
    expect(calls.map((c) => c.url)).not.toContain('/wp-json/stripe-api/v1/get-client-secret');
  });

  it("payment method defaults to invoice when the quote's invoice flag is true, and toggles to card (spec part 2 §4)", async () => {
    const partner = { partnerID: 3, name: 'Ski Co' };
    const calls = renderPayment(makeJourney({ partner, payment: { card: true, invoice: true } }));
    expect(screen.getByRole('radio', { name: 'Invoice' })).toBeChecked();
    expect(screen.queryByLabelText('Card number')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Card' }));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Invoice' }));
    await tickBoth();
    await userEvent.click(screen.getByRole('button', { name: 'Complete Booking' }));
    await waitFor(() => expect(seen.pathname).toBe('/booking-success'));
    expect(calls.find((c) => c.url.endsWith('/payments'))?.body).toEqual({ invoice: true });
  });

  it('payment method defaults to card when the invoice flag is false (spec part 2 §4)', async () => {
    const partner = { partnerID: 3, name: 'Ski Co' };
    renderPayment(makeJourney({ partner, payment: { card: true, invoice: false } }));
    expect(await screen.findByLabelText('Card number')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Invoice' })).not.toBeInTheDocument();
  });

  it('has no payment choice without a partner (spec part 2 §2.6)', () => {
    renderPayment(makeJourney({ payment: { card: true, invoice: true } }));
    expect(screen.queryByRole('radiogroup', { name: 'Select Payment' })).not.toBeInTheDocument();
  });

  it("redirects to the site root when this tab's completion flag is present (spec part 2 §4, ADR 017 row 3)", async () => {
    window.sessionStorage.setItem('bookingCompleted', JSON.stringify('yes'));
    renderPayment();
    await waitFor(() => expect(seen.pathname).toBe('/'));
  });
});
