import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NewPasswordRoute } from '../../../app/routes/account/new-password.tsx';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render.tsx';

describe('new password', () => {
  it('Reset Password needs matching passwords, sends the link token, then offers Login Now (spec part 1 §2.5)', async () => {
    const bodies: unknown[] = [];
    mockApi({
      handle: (url, init) => {
        if (url !== '/api/v1/auth/password-reset/confirm') return undefined;
        bodies.push(JSON.parse(String(init?.body)));
        return json({ data: { reset: true } });
      },
    });
    renderRoute(<NewPasswordRoute />, { path: '/new-password', url: '/new-password?token=abc123' });
    await userEvent.type(screen.getByLabelText('Password'), 'new secret 1');
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'new secret 2');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);
    await userEvent.clear(screen.getByLabelText('Confirm Password'));
    await userEvent.type(screen.getByLabelText('Confirm Password'), 'new secret 1');
    await userEvent.click(screen.getByRole('button', { name: 'Reset Password' }));
    expect(await screen.findByRole('link', { name: 'Login Now' })).toBeInTheDocument();
    expect(bodies).toEqual([{ token: 'abc123', password: 'new secret 1' }]);
  });
});
