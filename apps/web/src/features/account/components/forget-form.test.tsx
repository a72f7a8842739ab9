import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForgetRoute } from '../../../app/routes/account/forget.tsx';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render.tsx';

const SENT = 'If an account exists for this e-mail, we have sent a recovery link.';

describe('password recovery', () => {
  it('Send Recovery Link gives the same message whether or not the e-mail has an account, with a link-sent toast (spec part 1 §9 toast)', async () => {
    const sent: unknown[] = [];
    mockApi({
      handle: (url, init) => {
        if (url !== '/api/v1/auth/password-reset') return undefined;
        const body = JSON.parse(String(init?.body)) as { email: string };
        sent.push(body);
        return body.email === 'ada@example.com'
          ? json({ data: { sent: true } }, 202)
          : json({ error: 'not_found', error_description: 'no such account' }, 404);
      },
    });
    renderRoute(<ForgetRoute />, { path: '/my-account/forget' });
    await userEvent.type(screen.getByLabelText('Email Address'), 'ada@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Recovery Link' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    const toasts = await screen.findByRole('region', { name: /Notifications/ });
    expect(within(toasts).getByText('Link sent: check your e-mail.')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Email Address'));
    await userEvent.type(screen.getByLabelText('Email Address'), 'nobody@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send Recovery Link' }));
    expect(await screen.findByText(SENT)).toBeInTheDocument();
    expect(screen.queryByText('no such account')).toBeNull();
    expect(sent).toEqual([{ email: 'ada@example.com' }, { email: 'nobody@example.com' }]);
    expect(screen.getByRole('link', { name: 'Login Now' })).toHaveAttribute('href', '/my-account/login');
  });

  it("what is plainly not an e-mail address is marked at the field and nothing is sent, not 'link sent'", async () => {
    const sent: unknown[] = [];
    mockApi({
      handle: (url, init) => {
        if (url !== '/api/v1/auth/password-reset') return undefined;
        sent.push(JSON.parse(String(init?.body)));
        return json(
          { error: 'invalid_request', error_description: 'body.email: email is not a valid e-mail address' },
          400,
        );
      },
    });
    renderRoute(<ForgetRoute />, { path: '/my-account/forget' });
    await userEvent.type(screen.getByLabelText('Email Address'), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Send Recovery Link' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.queryByText(SENT)).toBeNull();
    expect(sent).toEqual([]);
  });
});
