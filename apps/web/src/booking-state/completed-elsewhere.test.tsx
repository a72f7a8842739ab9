import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { i18n } from '../i18n/i18n.ts';
import { BookingPaymentRoute } from '../app/routes/booking/booking-payment.tsx';
import { makeState } from '../test/booking-fixtures.ts';
import { mockApi } from '../test/mock-api.ts';
import { renderRoute } from '../test/render.tsx';
import { STORAGE_KEYS } from '../lib/storage-keys.ts';

afterEach(async () => {
  await i18n.changeLanguage('en');
});

describe('a booking completed in another tab (ADR 017 row 3)', () => {
  it('its payment page says so with the reservation number, in en, fr and es, and offers no payment', async () => {
    for (const [language, heading, label] of [
      ['en', 'This booking is already complete', 'Reservation Number:'],
      // (the narrow no-break space before the colon reads as a space in the text content)
      ['fr', 'Cette réservation est déjà terminée', 'Numéro de réservation :'],
      ['es', 'Esta reserva ya está completada', 'Número de reserva:'],
    ] as const) {
      await i18n.changeLanguage(language);
      mockApi();
      const state = makeState();
      // another tab paid this journey: the completed bookings name its quote (payment-view.tsx)
      window.localStorage.setItem(
        STORAGE_KEYS.completedBookings,
        JSON.stringify([{ quoteID: state.param.quote.quoteID, reference: 'K7Q2MZ9D' }]),
      );
      renderRoute(<BookingPaymentRoute />, { path: '/booking-payment', state });
      expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
      expect(screen.getByRole('status')).toHaveTextContent(`${label} K7Q2MZ9D`);
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      cleanup();
    }
  });

  it('another journey is not stopped by it', async () => {
    mockApi();
    window.localStorage.setItem(
      STORAGE_KEYS.completedBookings,
      JSON.stringify([{ quoteID: 'another-quote', reference: 'K7Q2MZ9D' }]),
    );
    renderRoute(<BookingPaymentRoute />, { path: '/booking-payment', state: makeState() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Secure Card Payment' })).toBeInTheDocument();
  });
});
