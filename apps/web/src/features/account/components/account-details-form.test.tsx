import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AccountDetailsRoute } from '../../../app/routes/account/account-details.tsx';
import { i18n } from '../../../i18n/i18n.ts';
import { ME, signIn } from '../../../test/account-fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render.tsx';

function setUp() {
  const calls: { url: string; method: string; body: unknown }[] = [];
  signIn();
  mockApi({
    handle: (url, init) => {
      const method = init?.method ?? 'GET';
      calls.push({ url, method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      if (url === '/api/v1/customers/me' && method === 'GET') return json({ data: ME });
      if (url === '/api/v1/customers/me' && method === 'PATCH') {
        // the server's all or nothing: a wrong current password saves nothing (403)
        const { password, ...fields } = JSON.parse(String(init?.body)) as {
          password?: { currentPassword: string };
        };
        if (password && password.currentPassword !== 'old secret') {
          return json({ error: 'forbidden', error_description: 'current password is wrong' }, 403);
        }
        return json({ data: { ...ME, ...fields } });
      }
      return undefined;
    },
  });
  renderRoute(<AccountDetailsRoute />, { path: '/account-details' });
  return calls;
}

async function type(label: string, text: string) {
  await userEvent.clear(screen.getByLabelText(label));
  await userEvent.type(screen.getByLabelText(label), text);
}

describe('account details', () => {
  it('a phone without its country code or a one-letter name is marked at its field in the page language; nothing is saved (docs/architecture.md §6)', async () => {
    await i18n.changeLanguage('es');
    const calls = setUp();
    const phone = i18n.t('account.details.phone');
    expect(await screen.findByLabelText(phone)).toBeInTheDocument();
    await type(phone, '612 34 56 78');
    await type(i18n.t('account.details.lastName'), 'L');
    await userEvent.click(screen.getByRole('button', { name: i18n.t('account.details.save') }));
    expect(await screen.findByText('Su apellido debe tener al menos 2 letras.')).toBeInTheDocument();
    expect(
      screen.getByText('Escriba su número de móvil con el prefijo del país, p. ej. +34 612 34 56 78.'),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
  });

  it('saves name, e-mail and phone with PATCH customers/me, confirmed in a toast (spec part 1 §9 toast)', async () => {
    const calls = setUp();
    expect(await screen.findByLabelText('First Name')).toHaveValue('Ada');
    await type('Phone Number', '+41791234567');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    const toasts = await screen.findByRole('region', { name: /Notifications/ });
    expect(within(toasts).getByText('Your changes have been saved.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      mobile: '+41791234567',
    });
    expect(calls.some((c) => c.url.endsWith('/password'))).toBe(false);
  });

  it('a new password that differs from its confirmation is not sent', async () => {
    const calls = setUp();
    await screen.findByLabelText('First Name');
    await type('Current Password', 'old secret');
    await type('New Password', 'new secret 1');
    await type('Confirm Password', 'new secret 2');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Passwords do not match.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it("a wrong current password shows 'Your current password is not correct.' and that nothing was saved, with no toast; the right one saves all in one PATCH (ADR 017)", async () => {
    const calls = setUp();
    await screen.findByLabelText('First Name');
    await type('First Name', 'Annika');
    await type('Current Password', 'guess');
    await type('New Password', 'new secret 1');
    await type('Confirm Password', 'new secret 1');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your current password is not correct.')).toBeInTheDocument();
    expect(
      screen.getByText('Nothing was saved: please correct what is marked and save again.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('Your changes have been saved.')).toBeNull();
    await type('Current Password', 'old secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Your changes have been saved.')).toBeInTheDocument();
    expect(screen.queryByText(/Nothing was saved/)).toBeNull();
    const saves = calls.filter((c) => c.method === 'PATCH').map((c) => c.body);
    expect(saves).toHaveLength(2);
    expect(saves[1]).toMatchObject({
      firstName: 'Annika',
      password: { currentPassword: 'old secret', newPassword: 'new secret 1' },
    });
    expect(calls.filter((c) => c.url.endsWith('/password'))).toEqual([]);
  });
});
