import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RegisterRoute } from '../../../app/routes/account/register.tsx';
import { i18n } from '../../../i18n/i18n.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render.tsx';

async function fill(values: Record<string, string>) {
  for (const [label, text] of Object.entries(values)) {
    await userEvent.clear(screen.getByLabelText(label));
    if (text) await userEvent.type(screen.getByLabelText(label), text);
  }
}

const VALUES = {
  Name: 'Ada Lovelace',
  'Email Address': 'ada@example.com',
  'Mobile Number': '+447900123456',
  Password: 'correct horse',
  'Confirm Password': 'correct horse',
};

function setUp(answer = () => json({ data: { verificationSent: true } }, 202)) {
  const bodies: unknown[] = [];
  mockApi({
    handle: (url, init) => {
      if (url === '/api/v1/customers' && init?.method === 'POST') {
        bodies.push(JSON.parse(String(init.body)));
        return answer();
      }
      return undefined;
    },
  });
  renderRoute(<RegisterRoute />, { path: '/my-account/register' });
  return bodies;
}

describe('register', () => {
  it('Create Account silently does nothing unless every field is filled and the passwords match (spec part 1 §5)', async () => {
    const bodies = setUp();
    await fill({ ...VALUES, 'Mobile Number': '' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    await fill({ 'Mobile Number': '+447900123456', 'Confirm Password': 'correct horsE' });
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(bodies).toHaveLength(0);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a one-word name or a mobile without its country code is marked at its field in the page language, and nothing is sent (docs/architecture.md §6)', async () => {
    await i18n.changeLanguage('fr');
    const bodies = setUp();
    const label = (key: string) => i18n.t(key);
    await fill({
      [label('account.register.name')]: 'Madonna',
      [label('account.emailAddress')]: 'm@example.fr',
      [label('account.register.mobile')]: '06 12 34 56 78',
      [label('account.password')]: 'correct horse',
      [label('account.confirmPassword')]: 'correct horse',
    });
    await userEvent.click(screen.getByRole('button', { name: label('account.register.submit') }));
    expect(await screen.findByText('Saisissez votre prénom et votre nom.')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Saisissez votre numéro de mobile avec l’indicatif du pays, p. ex. +33 6 12 34 56 78.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(label('account.register.name'))).toHaveFocus();
    expect(bodies).toHaveLength(0);
    // corrected, it is sent
    await fill({
      [label('account.register.name')]: 'Madonna Ciccone',
      [label('account.register.mobile')]: '+33 6 12 34 56 78',
    });
    await userEvent.click(screen.getByRole('button', { name: label('account.register.submit') }));
    await screen.findByText(i18n.t('account.register.done'));
    expect(bodies).toMatchObject([{ firstName: 'Madonna', lastName: 'Ciccone', mobile: '+33612345678' }]);
  });

  it('sends the name split into firstName and lastName, then asks to verify the e-mail (spec part 1 §3)', async () => {
    const bodies = setUp();
    await fill(VALUES);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(
      await screen.findByText(
        'Thank you. Please check your e-mail: we have sent you a link to confirm your address.',
      ),
    ).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        brandID: 1,
        firstName: 'Ada',
        lastName: 'Lovelace',
        email: 'ada@example.com',
        mobile: '+447900123456',
        password: 'correct horse',
      },
    ]);
  });

  it("shows the server's sentence for a weak password (422)", async () => {
    setUp(() => json({ error: 'unprocessable', error_description: 'This password is too common.' }, 422));
    await fill(VALUES);
    await userEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText('This password is too common.')).toBeInTheDocument();
  });
});
