import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { FOUND, makePassenger } from '../../../test/account-fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render.tsx';
import { FindBookingRoute } from './find-booking.tsx';

const NONE = 'No booking to show. Please find your booking with its reference and e-mail.';

describe('/my-account/find-booking parses its navigation state (docs/architecture.md §1)', () => {
  it('shows the booking carried by a valid navigation state', async () => {
    mockApi();
    renderRoute(<FindBookingRoute />, {
      path: '/my-account/find-booking',
      state: { booking: FOUND, passenger: makePassenger() },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(screen.queryByText(NONE)).not.toBeInTheDocument();
  });

  it('says there is no booking to show when the navigation state was tampered with', async () => {
    mockApi();
    renderRoute(<FindBookingRoute />, {
      path: '/my-account/find-booking',
      state: { booking: { ...FOUND, reference: 42 }, passenger: makePassenger() },
    });
    expect(await screen.findByText(NONE)).toBeInTheDocument();
  });
});
