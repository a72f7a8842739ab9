import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/providers.tsx';
import { i18n } from '../../i18n/i18n.ts';
import { CONSENT_COOKIE, readConsent, writeConsent } from '../../lib/consent.ts';
import { ConsentRoot } from './consent-root.tsx';

const show = () =>
  render(
    <AppProviders>
      <button type="button">page</button>
      <ConsentRoot />
    </AppProviders>,
  );

/** Spec part 2 §2.10, ADR 016: the banner, its choices and its reopening from the footer. */
describe('cookie banner (spec part 2 §2.10)', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 202 }))),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  });

  it("shows a labelled region with 'I understand' and 'I decline' on a first visit, without taking the focus", async () => {
    show();
    const region = await screen.findByRole('region', { name: 'Cookie consent' });
    expect(region).toHaveTextContent('Privacy policy');
    expect(screen.getByRole('button', { name: 'I understand' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'I decline' })).toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
  });

  it('I decline stores the choice, sends nothing and closes; the banner stays closed on the next visit', async () => {
    const view = show();
    await userEvent.click(await screen.findByRole('button', { name: 'I decline' }));
    expect(readConsent()).toBe('declined');
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
    expect(document.body.style.paddingBottom).toBe('');
    view.unmount();
    show();
    await act(() => new Promise((r) => setTimeout(r, 20)));
    expect(screen.queryByRole('region', { name: 'Cookie consent' })).toBeNull();
  });

  it('I understand stores the choice and counts the current page view', async () => {
    show();
    await userEvent.click(await screen.findByRole('button', { name: 'I understand' }));
    expect(readConsent()).toBe('accepted');
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(JSON.parse(String(vi.mocked(fetch).mock.calls[0]![1]?.body))).toMatchObject({ type: 'page_view' });
  });

  it('the alpine:cookie-settings event reopens the banner with the focus on its first button', async () => {
    writeConsent('declined');
    show();
    act(() => {
      window.dispatchEvent(new Event('alpine:cookie-settings'));
    });
    const accept = await screen.findByRole('button', { name: 'I understand' });
    await waitFor(() => expect(document.activeElement).toBe(accept));
    // not a focus trap: Tab moves on to the other button and past the banner
    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'I decline' }));
  });

  it.each([
    ['fr', "J'ai compris", 'Je refuse', 'Consentement aux cookies'],
    ['es', 'Entiendo', 'Rechazo', 'Consentimiento de cookies'],
  ])('speaks %s', async (language, accept, decline, label) => {
    await i18n.changeLanguage(language);
    show();
    expect(await screen.findByRole('region', { name: label })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: accept })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: decline })).toBeInTheDocument();
  });
});
