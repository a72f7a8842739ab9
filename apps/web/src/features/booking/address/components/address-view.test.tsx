import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Location } from '@alpine/contract';
import { BookingAddressRoute } from '../../../../app/routes/booking/booking-address.tsx';
import { makeAddress, makeJourney, makeState } from '../../../../test/booking-fixtures.ts';
import { setLanguage } from '../../../../i18n/i18n.ts';
import { LOCATIONS } from '../../../../test/fixtures.ts';
import { json, mockApi } from '../../../../test/mock-api.ts';
import { renderRoute, seen } from '../../../../test/render.tsx';

const GENEVA = [makeAddress(101, 1, 'Arrivals Hall', 'Geneve')];
const CHAMONIX = [makeAddress(201, 10, 'Chamonix Sud Bus Station'), makeAddress(202, 10, 'Hotel Alpina')];

function renderAddress(
  journey = makeJourney(),
  locations: Location[] = LOCATIONS,
  /** Geneva's stops are answered once this settles (a slow connection). */
  genevaArrives: Promise<void> = Promise.resolve(),
) {
  window.localStorage.setItem('addressState', JSON.stringify(makeState(journey)));
  const created: unknown[] = [];
  const queries: string[] = [];
  mockApi({
    locations,
    handle: (url, init) => {
      if (url.startsWith('/api/v1/locations/1/addresses'))
        return genevaArrives.then(() => json({ data: GENEVA }));
      if (url.startsWith('/api/v1/locations/10/addresses')) {
        queries.push(url);
        return json({ data: url.includes('fixed=true') ? [] : CHAMONIX });
      }
      if (url === '/api/v1/addresses') {
        created.push(JSON.parse(String(init?.body)));
        return json({ data: { addressID: 900 } });
      }
      return undefined;
    },
  });
  renderRoute(<BookingAddressRoute />, { path: '/booking-address' });
  return { created, queries };
}

describe('address step', () => {
  it("the fixed-stop layout asks for the pick-up stop in the 'Address Required' modal (spec part 2 §2.4, §5)", async () => {
    renderAddress();
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your address' })).toBeInTheDocument();
    await screen.findByRole('option', { name: /Arrivals Hall/ });
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Address Required' });
    expect(within(dialog).getByText('Please select pick up location')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it("a stop dropdown says 'Loading…' while its stops are on their way, then 'Choose a stop' (spec part 2 §2.4)", async () => {
    let arrive: () => void = () => {};
    renderAddress(
      makeJourney(),
      LOCATIONS,
      new Promise<void>((resolve) => {
        arrive = resolve;
      }),
    );
    const pickUp = await screen.findByLabelText('Pick-up point');
    await waitFor(() => expect(pickUp).toHaveAttribute('aria-busy', 'true'));
    expect(
      within(pickUp)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Loading…']);
    arrive();
    expect(await within(pickUp).findByRole('option', { name: /Arrivals Hall/ })).toBeInTheDocument();
    expect(within(pickUp).getAllByRole('option')[0]).toHaveTextContent('Choose a stop');
    expect(pickUp).not.toHaveAttribute('aria-busy');
  });

  it('retries the address list with the fixed flag inverted when empty, type=shared when not private (spec part 2 §7)', async () => {
    const { queries } = renderAddress();
    await screen.findByRole('option', { name: /Hotel Alpina/ });
    expect(queries).toEqual([
      '/api/v1/locations/10/addresses?fixed=true&type=shared',
      '/api/v1/locations/10/addresses?fixed=false&type=shared',
    ]);
  });

  it('with stops chosen and the same address for the return, goes to payment with the swapped return set (spec part 2 §4)', async () => {
    renderAddress();
    await screen.findByRole('option', { name: /Hotel Alpina/ });
    expect(
      screen.getByRole('checkbox', { name: 'Use the same address for the return journey' }),
    ).toBeChecked();
    await userEvent.selectOptions(screen.getByLabelText('Pick-up point'), '101');
    await userEvent.selectOptions(screen.getByLabelText('Drop-off point'), '202');
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(seen.pathname).toBe('/booking-payment'));
    const address = (seen.state as { param: { address: Record<string, { addressID: number }> } }).param
      .address;
    expect([
      address.from?.addressID,
      address.to?.addressID,
      address.from1?.addressID,
      address.to1?.addressID,
    ]).toEqual([101, 202, 202, 101]);
    expect(JSON.parse(window.localStorage.getItem('paymentState') ?? '{}')).toMatchObject({ customerId: 7 });
  });

  it('shows no manual fields when neither location asks for them (spec part 2 §2.4)', async () => {
    renderAddress();
    await screen.findByRole('option', { name: /Hotel Alpina/ });
    expect(screen.queryByRole('checkbox', { name: /address isn't found/ })).not.toBeInTheDocument();
  });

  it("free layout: the checkbox reveals the four manual fields, each 'Required', and the address is created with its location's country (spec part 2 §2.4, §5, §7 create address)", async () => {
    const locations = LOCATIONS.map((l) =>
      l.locationID === 1 ? { ...l, addressAtDestination: true, country: 'CH' as const } : l,
    );
    const journey = makeJourney({ product: 'private_standard', isReturn: false, destinationId: 1 });
    journey.originId = 10;
    const { created } = renderAddress(journey, locations);
    const pickUp = await screen.findByRole('group', { name: 'Pick-up point' });
    await userEvent.click(within(pickUp).getByRole('checkbox', { name: /address isn't found/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    expect(await within(pickUp).findAllByText('Required')).toHaveLength(4);
    await userEvent.type(within(pickUp).getByLabelText('Hotel or Chalet name'), 'Chalet Bleu');
    expect(within(pickUp).getAllByText('Required')).toHaveLength(3);
    await userEvent.type(within(pickUp).getByLabelText('Street Address'), '1 Rue du Lac');
    await userEvent.type(within(pickUp).getByLabelText('City or town'), 'Chamonix');
    await userEvent.type(within(pickUp).getByLabelText('Post Code'), '74400');
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(seen.pathname).toBe('/booking-payment'));
    expect(created).toEqual([
      {
        locationID: 10,
        organisation: 'Chalet Bleu',
        street: '1 Rue du Lac',
        city: 'Chamonix',
        postcode: '74400',
        country: 'FR',
      },
    ]);
  });
});

describe('address step in the page language (issue 10 §2)', () => {
  afterEach(() => setLanguage('en', false));

  it('names the places in the language switched to mid-booking, not the one of the search', async () => {
    // The journey was stored from an English search; GET /locations names places per Accept-Language.
    const french = LOCATIONS.map((l) => (l.locationID === 1 ? { ...l, name: 'Aéroport de Genève' } : l));
    window.localStorage.setItem('addressState', JSON.stringify(makeState(makeJourney())));
    mockApi({
      handle: (url, init) => {
        if (url.startsWith('/api/v1/locations/1/addresses')) return json({ data: GENEVA });
        if (url.startsWith('/api/v1/locations/10/addresses')) return json({ data: CHAMONIX });
        if (url === '/api/v1/locations') {
          const language = (init?.headers as Record<string, string> | undefined)?.['Accept-Language'];
          return json({ data: language === 'fr' ? french : LOCATIONS });
        }
        return undefined;
      },
    });
    renderRoute(<BookingAddressRoute />, { path: '/booking-address' });
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Outbound journey: Geneva Airport - Chamonix' }),
    ).toBeInTheDocument();
    // The language menu's switch: UI strings and the API's Accept-Language together.
    act(() => setLanguage('fr', false));
    expect(
      await screen.findByRole('heading', {
        level: 2,
        name: /^Trajet aller\u00a0: Aéroport de Genève - Chamonix$/,
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('heading', { level: 2, name: /^Trajet retour\u00a0: Chamonix - Aéroport de Genève$/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'TRAJET ALLER' })).toHaveTextContent(
      'Aéroport de Genève - Chamonix',
    );
    expect(screen.queryByText(/Geneva Airport/)).not.toBeInTheDocument();
  });
});
