import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SearchItemInput } from '@alpine/contract';
import { LOCATIONS, makeQuote } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoute, setViewport } from '../../../test/render.tsx';
import { normalizeMobile } from '../group-request-values.ts';
import { ResultsView } from './results-view.tsx';

const QUERY =
  'from=1&to=10&pax=60&departDate=2030-01-05&departTime=10&departMin=30&returnDate=2030-01-12&returnTime=15&returnMin=00&returnPassenger=60&tab=0&sharedMode=false&connectionType=1';

const item = (pax: number, back = false): SearchItemInput => ({
  brand: { brandID: 1 },
  origin: { locationID: back ? 10 : 1 },
  destination: { locationID: back ? 1 : 10 },
  connection: back
    ? { date: '2030-01-12', time: '15:00', modeID: 1 }
    : { date: '2030-01-05', time: '10:30', modeID: 1 },
  private: null,
  fixed: null,
  pax,
});

function show(pax: number, mode: 'shared' | 'private', path = '/booking') {
  renderRoute(
    <ResultsView
      results={{ outbound: [makeQuote({ product: 'shared_fixed', pax })], back: [] }}
      items={[item(pax), item(pax, true)]}
      mode={mode}
      onModeChange={() => {}}
      locations={LOCATIONS}
    />,
    {
      path,
      url: `${path}?${QUERY.replace(/pax=60/, `pax=${pax}`).replace(/Passenger=60/, `Passenger=${pax}`)}`,
    },
  );
}

const partyLinks = () =>
  within(screen.getByRole('region', { name: /group of/ }))
    .getAllByRole('link')
    .map((a) => [a.textContent, new URL(a.getAttribute('href')!, 'http://x')]);

describe('a group of 51-99 on the results page is offered parties of at most 50 and a group request', () => {
  beforeEach(() => setViewport(1280));

  it('private mode, 60 passengers: the spec message, then parties of 50 and 10, each a search with the same route, dates, times and mode', () => {
    mockApi();
    show(60, 'private');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sorry, we have no private transfers for more than 50 passengers on this date.',
    );
    const links = partyLinks();
    expect(links.map(([text]) => text)).toEqual(['Party 1: 50 passengers', 'Party 2: 10 passengers']);
    for (const [, url] of links) {
      const u = url as URL;
      expect(u.pathname).toBe('/booking');
      for (const key of [
        'from',
        'to',
        'departDate',
        'departTime',
        'departMin',
        'returnDate',
        'returnTime',
        'returnMin',
        'sharedMode',
      ])
        expect(u.searchParams.get(key), key).toBe(new URLSearchParams(QUERY).get(key));
    }
    expect(
      links.map(([, u]) => [
        (u as URL).searchParams.get('pax'),
        (u as URL).searchParams.get('returnPassenger'),
      ]),
    ).toEqual([
      ['50', '50'],
      ['10', '10'],
    ]);
    expect(screen.getByRole('form', { name: 'Send a group request' })).toBeInTheDocument();
  });

  it('shared mode, 99 passengers under /fr: parties of 50 and 49 keep the language prefix', () => {
    mockApi();
    show(99, 'shared', '/fr/booking');
    const links = partyLinks();
    expect(links.map(([, u]) => `${(u as URL).pathname} ${(u as URL).searchParams.get('pax')}`)).toEqual([
      '/fr/booking 50',
      '/fr/booking 49',
    ]);
  });

  it('50 passengers or fewer: no group offer', () => {
    mockApi();
    show(50, 'private');
    expect(screen.queryByRole('region', { name: /group of/ })).not.toBeInTheDocument();
  });

  it('sends the group request with the journey, the tidied mobile and the page language, and shows the reference', async () => {
    let sent: Record<string, unknown> | null = null;
    mockApi({
      handle: (url, init) => {
        if (!url.startsWith('/api/v1/group-requests')) return undefined;
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return Promise.resolve(
          new Response(JSON.stringify({ data: { groupRequestID: 7, reference: 'GRP-K7Q2MZ' } }), {
            status: 201,
            headers: { 'content-type': 'application/json' },
          }),
        );
      },
    });
    show(60, 'private');
    const form = screen.getByRole('form', { name: 'Send a group request' });
    await userEvent.click(within(form).getByRole('button', { name: 'Send the group request' }));
    expect(within(form).getByLabelText('Name')).toHaveFocus();
    expect(within(form).getAllByText('Please fill in this field.')).toHaveLength(3);
    expect(sent).toBeNull();
    await userEvent.type(within(form).getByLabelText('Name'), 'Claire Martin');
    await userEvent.type(within(form).getByLabelText('E-mail'), 'claire@example.fr');
    await userEvent.type(within(form).getByLabelText('Mobile'), '0033 6 12-34-56 78');
    await userEvent.type(within(form).getByLabelText('Message (optional)'), 'Skis for all.');
    await userEvent.click(within(form).getByRole('button', { name: 'Send the group request' }));
    expect(
      await screen.findByRole('heading', { name: 'Your group request GRP-K7Q2MZ is sent' }),
    ).toBeInTheDocument();
    expect(sent).toEqual({
      origin: { locationID: 1 },
      destination: { locationID: 10 },
      outbound: { date: '2030-01-05', time: '10:30' },
      return: { date: '2030-01-12', time: '15:00' },
      pax: 60,
      contact: { name: 'Claire Martin', email: 'claire@example.fr', mobile: '+33612345678' },
      language: 'en',
      message: 'Skis for all.',
    });
  });

  it('a mobile typed or pasted on a phone comes out as "+" and digits', () => {
    expect(normalizeMobile('+41 79 123 45 67')).toBe('+41791234567');
    expect(normalizeMobile('0041 (79) 123-45-67')).toBe('+41791234567');
    expect(normalizeMobile('+41.79.123\u00a045\u202f67')).toBe('+41791234567');
  });
});
