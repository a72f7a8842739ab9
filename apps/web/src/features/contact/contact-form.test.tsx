import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n.ts';
import { json, mockApi } from '../../test/mock-api.ts';
import { renderRoute } from '../../test/render.tsx';
import { ContactForm } from './contact-form.tsx';
import { validateContact } from './contact-validation.ts';

const contactCalls = (spy: ReturnType<typeof mockApi>['spy']) =>
  spy.mock.calls.filter(([url]) => String(url).startsWith('/api/v1/contact'));

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/your name/i), 'Claire Martin');
  await user.type(screen.getByLabelText(/e-mail address/i), 'claire@example.fr');
  await user.type(screen.getByLabelText(/booking reference/i), 'k7q2mz9d');
  await user.type(screen.getByLabelText(/your message/i), 'Can I bring two pairs of skis?');
}

/** Issue 10 §1: the contact form of the contact-us page. */
describe('ContactForm (ADR 015)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('what is typed survives a new form (the page of another language, a reload) and is gone once sent', async () => {
    mockApi({
      handle: (url) => (url.startsWith('/api/v1/contact') ? json({ data: { sent: true } }, 202) : undefined),
    });
    const user = userEvent.setup();
    const first = renderRoute(<ContactForm />);
    await fill(user);
    first.unmount();
    await i18n.changeLanguage('es');
    renderRoute(<ContactForm />);
    expect(screen.getByLabelText(i18n.t('contact.message'))).toHaveValue('Can I bring two pairs of skis?');
    expect(screen.getByLabelText(i18n.t('contact.name'))).toHaveValue('Claire Martin');
    await user.click(screen.getByRole('button', { name: i18n.t('contact.send') }));
    await screen.findByRole('heading', { name: i18n.t('contact.successTitle') });
    expect(window.sessionStorage.getItem('contactDraft')).toBeNull();
  });

  it('sends the message with the page language and shows a confirmation naming the e-mail address', async () => {
    const { spy } = mockApi({
      handle: (url) => (url.startsWith('/api/v1/contact') ? json({ data: { sent: true } }, 202) : undefined),
    });
    const user = userEvent.setup();
    renderRoute(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const heading = await screen.findByRole('heading', { name: 'Thank you, your message is on its way' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/claire@example\.fr/)).toBeInTheDocument();
    const [[, init]] = contactCalls(spy) as [[string, RequestInit]];
    expect(JSON.parse(String(init.body))).toEqual({
      name: 'Claire Martin',
      email: 'claire@example.fr',
      message: 'Can I bring two pairs of skis?',
      bookingReference: 'K7Q2MZ9D',
      website: '',
    });
    expect(init.headers).toMatchObject({ 'Accept-Language': 'en', Authorization: 'Bearer token-1' });
  });

  it('marks empty and wrong fields, focuses the first, and sends nothing', async () => {
    const { spy } = mockApi();
    const user = userEvent.setup();
    renderRoute(<ContactForm />);
    await user.type(screen.getByLabelText(/e-mail address/i), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    const name = screen.getByLabelText(/your name/i);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveFocus();
    expect(screen.getByLabelText(/e-mail address/i)).toHaveAccessibleDescription(
      'Please enter a valid e-mail address.',
    );
    expect(screen.getByLabelText(/your message/i)).toHaveAttribute('aria-invalid', 'true');
    expect(contactCalls(spy)).toHaveLength(0);
    // typing clears the field's error
    await user.type(name, 'Cl');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('hides the honeypot from screen readers and from the tab order', () => {
    mockApi();
    renderRoute(<ContactForm />);
    expect(screen.queryByRole('textbox', { name: /leave this field empty/i })).toBeNull();
    const trap = document.querySelector<HTMLInputElement>('input[name="website"]');
    expect(trap).not.toBeNull();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap!.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('says so when the server refuses with 429', async () => {
    mockApi({
      handle: (url) =>
        url.startsWith('/api/v1/contact')
          ? json({ error: 'too_many_requests', error_description: 'Too many' }, 429)
          : undefined,
    });
    const user = userEvent.setup();
    renderRoute(<ContactForm />);
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/several messages in a short time/);
  });

  it('speaks French and Spanish', async () => {
    mockApi();
    await i18n.changeLanguage('fr');
    const view = renderRoute(<ContactForm />);
    expect(screen.getByRole('button', { name: 'Envoyer le message' })).toBeInTheDocument();
    expect(screen.getByLabelText(/votre message/i)).toBeInTheDocument();
    view.unmount();
    await i18n.changeLanguage('es');
    renderRoute(<ContactForm />);
    expect(screen.getByRole('button', { name: 'Enviar mensaje' })).toBeInTheDocument();
  });
});

describe('validateContact (ADR 015: the server limits)', () => {
  const ok = {
    name: 'Ana',
    email: 'ana@example.es',
    subject: '',
    bookingReference: '',
    message: 'Hola, una pregunta.',
    website: '',
  };
  it.each([
    [{}, {}],
    [{ name: ' ' }, { name: 'required' }],
    [{ name: 'A' }, { name: 'nameShort' }],
    [{ name: 'A'.repeat(101) }, { name: 'tooLong' }],
    [{ email: 'ana@' }, { email: 'email' }],
    [{ subject: 'x'.repeat(151) }, { subject: 'tooLong' }],
    [{ bookingReference: 'ABCDEFG0' }, { bookingReference: 'reference' }],
    [{ bookingReference: 'k7q2mz9d' }, {}],
    [{ message: 'short' }, { message: 'messageShort' }],
    [{ message: 'x'.repeat(5001) }, { message: 'messageLong' }],
  ])('%j -> %j', (change, expected) => {
    expect(validateContact({ ...ok, ...change })).toEqual(expected);
  });
});
