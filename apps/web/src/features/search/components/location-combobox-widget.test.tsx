import { render, screen } from '@testing-library/react';
import { useState } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LocationGroup } from '@alpine/contract';
import { LocationComboBoxWidget } from './location-combobox-widget.tsx';

/** The French From list as GET /api/v1/locations/public answers it, names in French, aliases in en and es. */
const FRENCH: LocationGroup[] = [
  {
    title: 'Aéroports',
    locations: [
      { locationID: 1, name: 'Aéroport de Genève', aliases: ['Geneva Airport', 'Aeropuerto de Ginebra'] },
      { locationID: 2, name: 'Aéroport de Zurich', aliases: ['Zurich Airport', 'Aeropuerto de Zúrich'] },
    ],
  },
  { title: 'Stations françaises', locations: [{ locationID: 10, name: 'Chamonix-Mont-Blanc' }] },
];

/** The widget with its value kept, as the search form keeps it; `onChange` sees each choice. */
function Field({ onChange }: { onChange: (id: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  const choose = (id: number | null) => {
    setValue(id);
    onChange(id);
  };
  return <LocationComboBoxWidget label="De" groups={FRENCH} value={value} onChange={choose} />;
}

const options = () => screen.queryAllByRole('option').map((o) => o.textContent);

describe('the From/To list finds a place by its name in any of the site languages (docs/architecture.md §6)', () => {
  it("'Geneva' and 'Ginebra' find the French 'Aéroport de Genève'; the French name and accents still work", async () => {
    const onChange = vi.fn();
    render(<Field onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'De' });
    for (const [typed, found] of [
      ['Geneva', ['Aéroport de Genève']],
      ['ginebra', ['Aéroport de Genève']],
      ['geneve', ['Aéroport de Genève']],
      ['zurich', ['Aéroport de Zurich']],
      ['chamonix', ['Chamonix-Mont-Blanc']],
    ] as const) {
      await userEvent.clear(input);
      await userEvent.type(input, typed);
      expect(options(), typed).toEqual(found);
    }
    await userEvent.clear(input);
    await userEvent.type(input, 'Zurich Airport');
    await userEvent.click(screen.getByRole('option', { name: 'Aéroport de Zurich' }));
    expect(onChange).toHaveBeenCalledWith(2);
    // the field shows the French name chosen, not an alias
    expect(input).toHaveValue('Aéroport de Zurich');
  });
});
