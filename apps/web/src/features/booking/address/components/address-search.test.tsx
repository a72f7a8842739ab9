import { afterEach, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address, GeoPrediction } from '@alpine/contract';
import { AppProviders, createQueryClient } from '../../../../app/providers.tsx';
import { setLanguage } from '../../../../i18n/i18n.ts';
import { makeAddress } from '../../../../test/booking-fixtures.ts';
import { json, mockApi } from '../../../../test/mock-api.ts';
import { AddressSearch } from './address-search.tsx';

const GENEVA = { lat: 46.2381, lng: 6.109 };
const ARRIVALS: GeoPrediction = {
  description: 'Geneva Airport Arrivals Hall, Route de l’Aéroport, 1215 Genève',
  organisation: 'Geneva Airport Arrivals Hall',
  street: 'Route de l’Aéroport',
  city: 'Genève',
  postcode: '1215',
  country: 'CH',
  addressID: null,
  location: GENEVA,
};

/**
 * The pick-up field as the address step holds it: the typed text and the choice live in the
 * parent. The gazetteer answers only when `answer()` is called, as on a slow connection.
 */
function renderSearch(
  list: Address[] = [],
  placesFor: (input: string) => GeoPrediction[] = () => [ARRIVALS],
) {
  const waiting: (() => void)[] = [];
  mockApi({
    handle: (url) => {
      if (!url.startsWith('/api/v1/geo/autocomplete')) return undefined;
      const input = new URL(url, 'http://x').searchParams.get('input') ?? '';
      return new Promise((resolve) => waiting.push(() => resolve(json({ predictions: placesFor(input) }))));
    },
  });
  function Field() {
    const [query, setQuery] = useState('');
    const [selected, setSelected] = useState<Address | null>(null);
    return (
      <AddressSearch
        label="Pick-up point"
        list={list}
        locationID={1}
        near={GENEVA}
        query={query}
        selected={selected}
        onQuery={(text) => {
          setQuery(text);
          setSelected(null);
        }}
        onSelect={(address) => {
          setSelected(address);
          setQuery(address.organisation);
        }}
        onSelectPlace={(place) => setQuery(place.organisation)}
        onBlur={() => {}}
      />
    );
  }
  const client = createQueryClient();
  client.setDefaultOptions({ queries: { retry: false } });
  render(
    <AppProviders client={client}>
      <Field />
    </AppProviders>,
  );
  return { answer: () => waiting.splice(0).forEach((resolve) => resolve()) };
}

describe('address search-as-you-type (spec part 2 §2.4; ADR 018)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    setLanguage('en');
  });

  it('a word typed before the gazetteer answers opens the list, which says Searching… and then shows the places', async () => {
    const { answer } = renderSearch();
    await userEvent.type(screen.getByRole('combobox', { name: 'Pick-up point' }), 'Arrivals');
    const listbox = await screen.findByRole('listbox');
    expect(listbox).toHaveTextContent('Searching…');
    answer();
    expect(await screen.findByRole('option', { name: /^Geneva Airport Arrivals Hall/ })).toBeInTheDocument();
    expect(screen.queryByText('Searching…')).not.toBeInTheDocument();
  });

  it('while the next word is on its way, the previous answer shows only the places that match it: Enter picks what was typed', async () => {
    const hotel = (organisation: string, street: string): GeoPrediction => ({
      ...ARRIVALS,
      description: `${organisation}, ${street}, 74400 Chamonix-Mont-Blanc`,
      organisation,
      street,
      city: 'Chamonix-Mont-Blanc',
      postcode: '74400',
      location: GENEVA,
    });
    const montBlanc = hotel('Hôtel Mont-Blanc Chamonix', '62 Allée du Majestic');
    const morgane = hotel('Hôtel Le Morgane', "145 Avenue de l'Aiguille du Midi");
    const { answer } = renderSearch([], (input) =>
      input.toLowerCase() === 'hotel' ? [montBlanc, morgane] : [morgane],
    );
    const field = screen.getByRole('combobox', { name: 'Pick-up point' });
    await userEvent.type(field, 'hotel');
    answer();
    expect(await screen.findByRole('option', { name: /^Hôtel Mont-Blanc Chamonix/ })).toBeInTheDocument();
    await userEvent.clear(field);
    await userEvent.type(field, 'Morgane');
    // the answer for 'Morgane' has not come: the list is the answer for 'hotel', narrowed
    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(1);
    expect(options[0]).toHaveAccessibleName(/^Hôtel Le Morgane/);
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(field).toHaveValue('Hôtel Le Morgane');
  });

  it("says 'No matching address' when nothing matches, in the page's language", async () => {
    setLanguage('fr');
    renderSearch([makeAddress(101, 1, 'Arrivals Hall', 'Genève')]);
    // one character: the location's own list is filtered, the gazetteer is not asked
    await userEvent.type(screen.getByRole('combobox', { name: 'Pick-up point' }), 'z');
    expect(await screen.findByRole('listbox')).toHaveTextContent('Aucune adresse correspondante');
  });
});
