import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Address } from '@alpine/contract';
import { setLanguage } from '../../../../i18n/i18n.ts';
import { json, mockApi } from '../../../../test/mock-api.ts';
import { renderRoute } from '../../../../test/render.tsx';
import { ClosestStopPanel } from './closest-stop-panel.tsx';

// the map is Leaflet's (its own chunk); the list is what these tests read
vi.mock('./stop-map.tsx', () => ({ default: () => null }));

const stop = (addressID: number, organisation: string, latitude: number, longitude: number): Address => ({
  addressID,
  locationID: 10,
  organisation,
  street: 'Place de la Gare',
  city: 'Chamonix',
  postcode: '74400',
  country: 'FR',
  latitude,
  longitude,
  fixed: true,
});
const CHAMONIX = [stop(201, 'Chamonix Sud', 45.9197, 6.8687), stop(202, 'Aiguille du Midi', 45.9233, 6.8696)];
const END_LABELS = { from: 'Pick-up point', to: 'Drop-off point', from1: 'x', to1: 'y' };

/** Renders the outbound tool; the geocoder finds `place`, each walk is `metres` long (by stop latitude). */
function renderPanel(walks: Record<string, number>) {
  const onChoose = vi.fn();
  mockApi({
    handle: (url) => {
      if (url.startsWith('/api/v1/geo/autocomplete')) return json({ predictions: [] });
      if (url.startsWith('/api/v1/geo/place'))
        return json({
          candidates: [
            {
              name: 'Hôtel des Bergues',
              formatted_address: 'Genève',
              geometry: { location: { lat: 46.2067, lng: 6.1454 } },
            },
          ],
        });
      if (url.startsWith('/api/v1/geo/directions')) {
        const destination = new URL(url, 'http://x').searchParams.get('destination') ?? '';
        const metres = walks[destination.split(',')[0]!] ?? 0;
        return json({
          routes: [
            {
              overview_polyline: { points: '' },
              legs: [{ distance: { value: metres }, duration: { value: Math.round(metres / 1.3333) } }],
            },
          ],
        });
      }
      return undefined;
    },
  });
  renderRoute(
    <ClosestStopPanel
      variant="outbound"
      locationID={10}
      origin={[]}
      destination={CHAMONIX}
      endLabels={END_LABELS}
      onChoose={onChoose}
    />,
  );
  return { onChoose };
}

async function search(
  place: string,
  title = 'Find your closest stop',
  field = 'Your hotel, chalet or address',
) {
  await userEvent.click(screen.getByRole('button', { name: title }));
  await userEvent.click(screen.getByRole('combobox', { name: field }));
  await userEvent.paste(place);
  await userEvent.keyboard('{Enter}');
}

describe("closest-stop tool: a stop is offered only within walking distance, 2.0 km (ADR 018; spec part 2 §4 'Find your closest stop')", () => {
  afterEach(() => setLanguage('en'));

  it("a place 88 km away says 'No stop is within walking distance of this place.' and offers no update", async () => {
    renderPanel({ '45.9197': 88_200, '45.9233': 88_600 });
    await search('Hôtel des Bergues');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No stop is within walking distance of this place.',
    );
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByText('Nearest')).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Click here to update your booking' }),
    ).not.toBeInTheDocument();
  });

  it('a stop at 2.0 km is offered and set; one at 2.1 km is not listed', async () => {
    const { onChoose } = renderPanel({ '45.9197': 2000, '45.9233': 2100 });
    await search('Hôtel des Bergues');
    const stops = await screen.findByRole('group', { name: 'Stops nearest to Hôtel des Bergues' });
    expect(within(stops).getAllByRole('radio')).toHaveLength(1);
    expect(within(stops).getByRole('radio', { checked: true })).toHaveAccessibleName(
      /^Chamonix Sud\s*Nearest/,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Click here to update your booking' }));
    expect(onChoose).toHaveBeenCalledWith('to', CHAMONIX[0]);
  });

  it.each([
    [
      'fr',
      'Trouvez votre arrêt le plus proche',
      'Votre hôtel, chalet ou adresse',
      'Aucun arrêt n’est à distance de marche de ce lieu.',
    ],
    [
      'es',
      'Encuentre su parada más cercana',
      'Su hotel, chalet o dirección',
      'No hay ninguna parada a distancia a pie de este lugar.',
    ],
  ] as const)('the far place is told so in %s', async (language, title, field, message) => {
    await setLanguage(language);
    renderPanel({ '45.9197': 88_200, '45.9233': 88_600 });
    await search('Hôtel des Bergues', title, field);
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });
});
