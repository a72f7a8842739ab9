import { afterEach, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address, Location } from '@alpine/contract';
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
  /** Where the server places a created address (POST /addresses' answer), and Chamonix's list. */
  opts: { placed?: { lat: number; lng: number } | null; chamonix?: Address[]; path?: string } = {},
) {
  const placed = opts.placed === undefined ? { lat: 46.01, lng: 6 } : opts.placed;
  const chamonix = opts.chamonix ?? CHAMONIX;
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
        return json({ data: url.includes('fixed=true') && !opts.chamonix ? [] : chamonix });
      }
      if (url === '/api/v1/addresses') {
        created.push(JSON.parse(String(init?.body)));
        return json({
          data: { addressID: 900, latitude: placed?.lat ?? null, longitude: placed?.lng ?? null },
        });
      }
      return undefined;
    },
  });
  renderRoute(<BookingAddressRoute />, { path: opts.path ?? '/booking-address' });
  return { created, queries };
}

/** Types `text` into a field at once (a paste): the typing itself is tested elsewhere. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

describe('address step', () => {
  afterEach(() => setLanguage('en', false));
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

  it('every end offers manual entry, also where neither location is in the spec lists (spec part 2 §2.4; ADR 017)', async () => {
    renderAddress();
    await screen.findByRole('option', { name: /Hotel Alpina/ });
    for (const name of ['Pick-up point', 'Drop-off point']) {
      const end = screen.getByRole('group', { name });
      expect(within(end).getByRole('checkbox', { name: /address isn't found/ })).toBeInTheDocument();
    }
  });

  it("private, free layout: a chalet typed in the search and left is cleared with 'Please select an address from the list or enable manual entry.', and the box then takes it by hand (spec part 2 §4, §5)", async () => {
    const { created } = renderAddress(makeJourney({ product: 'private_standard', isReturn: false }));
    const dropOff = await screen.findByRole('group', { name: 'Drop-off point' });
    await fill(within(dropOff).getByRole('combobox'), 'Chalet Les Trois Marmottes');
    await userEvent.tab();
    expect(
      await within(dropOff).findByText('Please select an address from the list or enable manual entry.'),
    ).toBeInTheDocument();
    await userEvent.click(within(dropOff).getByRole('checkbox', { name: /address isn't found/ }));
    // what was typed is kept as the Hotel or Chalet name
    expect(within(dropOff).getByLabelText('Hotel or Chalet name')).toHaveValue('Chalet Les Trois Marmottes');
    await fill(within(dropOff).getByLabelText('Street Address'), '12 Rue Joseph Vallot');
    await fill(within(dropOff).getByLabelText('City or town'), 'Chamonix-Mont-Blanc');
    await fill(within(dropOff).getByLabelText('Post Code'), '74400');
    const pickUp = screen.getByRole('group', { name: 'Pick-up point' });
    await fill(within(pickUp).getByRole('combobox'), 'Arrivals');
    await userEvent.click(await screen.findByRole('option', { name: /Arrivals Hall/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(seen.pathname).toBe('/booking-payment'));
    expect(created).toMatchObject([{ locationID: 10, organisation: 'Chalet Les Trois Marmottes' }]);
    const address = (seen.state as { param: { address: Record<string, { addressID: number } | null> } }).param
      .address;
    expect(address.to?.addressID).toBe(900);
  });

  it('door-to-door takes the free layout, and a typed address the server places beyond 15 km is refused with the way to a private transfer (ADR 017, ADR 018)', async () => {
    renderAddress(makeJourney({ product: 'shared_door', isReturn: false }), LOCATIONS, Promise.resolve(), {
      placed: { lat: 46.5, lng: 6 },
    });
    expect(await screen.findByText(/we drop you at your accommodation/)).toBeInTheDocument();
    const dropOff = screen.getByRole('group', { name: 'Drop-off point' });
    expect(within(dropOff).getByRole('combobox')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /closest stop/i })).not.toBeInTheDocument();
    await userEvent.click(within(dropOff).getByRole('checkbox', { name: /address isn't found/ }));
    await fill(within(dropOff).getByLabelText('Hotel or Chalet name'), 'Hôtel du Rhône');
    await fill(within(dropOff).getByLabelText('Street Address'), 'Quai Turrettini 1');
    await fill(within(dropOff).getByLabelText('City or town'), 'Genève');
    await fill(within(dropOff).getByLabelText('Post Code'), '1201');
    const pickUp = screen.getByRole('group', { name: 'Pick-up point' });
    await fill(within(pickUp).getByRole('combobox'), 'Arrivals');
    await userEvent.click(await screen.findByRole('option', { name: /Arrivals Hall/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Too far for door to door' },
      { timeout: 5000 },
    );
    expect(dialog).toHaveTextContent('within 15 km');
    expect(dialog).toHaveTextContent('please choose a private transfer');
    expect(
      within(dialog).getByRole('link', { name: 'See private transfers for this search' }),
    ).toHaveAttribute('href', expect.stringMatching(/^\/booking\?from=1&to=10&pax=2&.*sharedMode=false/));
    expect(seen.pathname).toBe('/booking-address');
  });

  it("an address too far for door to door is titled so, not 'Dirección obligatoria', and links to the same search in private mode, in the page's language (ADR 018)", async () => {
    setLanguage('es', false);
    renderAddress(makeJourney({ product: 'shared_door', isReturn: false }), LOCATIONS, Promise.resolve(), {
      placed: { lat: 46.5, lng: 6 },
      path: '/es/booking-address',
    });
    const dropOff = await screen.findByRole('group', { name: 'Punto de llegada' });
    await userEvent.click(within(dropOff).getByRole('checkbox', { name: /no encuentra su dirección/ }));
    await fill(within(dropOff).getByLabelText('Nombre del hotel o chalet'), 'Hôtel du Rhône');
    await fill(within(dropOff).getByLabelText('Dirección'), 'Quai Turrettini 1');
    await fill(within(dropOff).getByLabelText('Ciudad o localidad'), 'Genève');
    await fill(within(dropOff).getByLabelText('Código postal'), '1201');
    const pickUp = screen.getByRole('group', { name: 'Punto de recogida' });
    await fill(within(pickUp).getByRole('combobox'), 'Arrivals');
    await userEvent.click(await screen.findByRole('option', { name: /Arrivals Hall/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Siguiente paso' }));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Demasiado lejos para el puerta a puerta' },
      { timeout: 5000 },
    );
    expect(within(dialog).queryByText('Dirección obligatoria')).toBeNull();
    const link = within(dialog).getByRole('link', { name: 'Ver los traslados privados de esta búsqueda' });
    const href = new URL(link.getAttribute('href') ?? '', 'http://site');
    expect(href.pathname).toBe('/es/booking');
    expect(Object.fromEntries(href.searchParams)).toEqual({
      from: '1',
      to: '10',
      pax: '2',
      departDate: '2030-01-05',
      departTime: '10',
      departMin: '30',
      tab: '1',
      sharedMode: 'false',
      connectionType: '1',
    });
  });

  it('a manual address at a fixed-stop end picks the nearest stop, shown before Next goes on: the coach never promises a door (ADR 017)', async () => {
    const stops = [
      { ...makeAddress(201, 10, 'Chamonix Sud Bus Station'), latitude: 46.05, longitude: 6, fixed: true },
      { ...makeAddress(203, 10, 'Chamonix Gare SNCF'), latitude: 46.011, longitude: 6, fixed: true },
    ];
    const { created } = renderAddress(makeJourney({ isReturn: false }), LOCATIONS, Promise.resolve(), {
      placed: { lat: 46.01, lng: 6 },
      chamonix: stops,
    });
    await screen.findByRole('option', { name: /Chamonix Gare SNCF/ });
    await userEvent.selectOptions(screen.getByLabelText('Pick-up point'), '101');
    const dropOff = screen.getByRole('group', { name: 'Drop-off point' });
    await userEvent.click(within(dropOff).getByRole('checkbox', { name: /address isn't found/ }));
    expect(within(dropOff).getByText(/stops only at its stops/)).toBeInTheDocument();
    await fill(within(dropOff).getByLabelText('Hotel or Chalet name'), 'Chalet Bleu');
    await fill(within(dropOff).getByLabelText('Street Address'), '1 Rue du Lac');
    await fill(within(dropOff).getByLabelText('City or town'), 'Chamonix');
    await fill(within(dropOff).getByLabelText('Post Code'), '74400');
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Your shuttle stop' }, { timeout: 5000 });
    expect(dialog).toHaveTextContent('Chamonix Gare SNCF');
    expect(dialog).toHaveTextContent('Chalet Bleu');
    await userEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    expect(screen.getByLabelText('Drop-off point')).toHaveValue('203');
    await userEvent.click(screen.getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(seen.pathname).toBe('/booking-payment'));
    expect(created).toHaveLength(1);
    const address = (seen.state as { param: { address: Record<string, { addressID: number } | null> } }).param
      .address;
    expect(address.to?.addressID).toBe(203);
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

describe('address step in the page language (ADR 015)', () => {
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
