import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { showToast, TOAST_TIMEOUT_MS } from './toast.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('toasts (spec part 1 §9)', () => {
  it('spec part 1 §9 toast auto-hide 5000 ms: a toast is announced in the Notifications region and hides after 5 s', async () => {
    expect(TOAST_TIMEOUT_MS).toBe(5000);
    render(
      <AppProviders>
        <p>page</p>
      </AppProviders>,
    );
    // nothing of the region before the first toast (it is loaded on demand)
    expect(screen.queryByRole('region', { name: /Notifications/ })).not.toBeInTheDocument();
    act(() => showToast('Your changes have been saved.'));
    const region = await screen.findByRole('region', { name: /Notifications/ });
    expect(within(region).getByText('Your changes have been saved.')).toBeInTheDocument();
    // closing by hand works; then time the next toast
    await userEvent.click(within(region).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('Your changes have been saved.')).not.toBeInTheDocument());

    vi.useFakeTimers();
    act(() => showToast('Booking REF2 cancelled.'));
    const toast = screen.getByRole('alertdialog');
    expect(within(toast).getByText('Booking REF2 cancelled.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(TOAST_TIMEOUT_MS - 100));
    expect(screen.getByText('Booking REF2 cancelled.')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByText('Booking REF2 cancelled.')).not.toBeInTheDocument();
  });
});
