import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { ProgressIndicator } from './progress-indicator.tsx';

describe('progress indicator', () => {
  it('clicking an earlier step goes back by the step difference (spec part 1 §2.6)', async () => {
    const router = createMemoryRouter(
      [
        { path: '/a', element: <p>search</p> },
        { path: '/b', element: <p>personal</p> },
        { path: '/c', element: <p>flight</p> },
        { path: '/d', element: <ProgressIndicator current={4} /> },
      ],
      { initialEntries: ['/a', '/b', '/c', '/d'], initialIndex: 3 },
    );
    render(<RouterProvider router={router} />);
    expect(screen.getByText('Address').closest('[aria-current]')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: /Payment/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: /Transfers/ }));
    expect(await screen.findByText('search')).toBeInTheDocument();
  });
});
