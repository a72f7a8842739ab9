import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setLanguage } from '../../../i18n/i18n.ts';
import { makeJourney, makeState } from '../../../test/booking-fixtures.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render.tsx';
import { BookingFlightRoute } from './booking-flight.tsx';
import { BookingPersonalRoute } from './booking-personal.tsx';

/**
 * The traveller added extras on a private transfer (some still on the Flight & Extras step, saved
 * under flightValues only), went back and chose another departure: `next` is the new choice.
 */
function choseAnother(next: ReturnType<typeof makeJourney>) {
  const before = makeJourney({ product: 'private_standard' });
  window.localStorage.setItem(
    'flightState',
    JSON.stringify(makeState(before, { largeBag: 2, pet: 1, rear: 1, booster: 1, outNumber: 'EZ1234' })),
  );
  window.localStorage.setItem(
    'flightValues',
    JSON.stringify({ largeBag: 2, ski: 1, pet: 1, rear: 1, booster: 1, outNumber: 'EZ1234' }),
  );
  window.localStorage.setItem('infoState', JSON.stringify(next));
  mockApi({
    handle: (url, init) =>
      url === '/api/v1/customers' && init?.method === 'POST' ? json({ data: { customerID: 7 } }) : undefined,
  });
  renderRoute(<BookingPersonalRoute />, {
    path: '/booking-personal',
    extra: [{ path: '/booking-flight', element: <BookingFlightRoute /> }],
  });
}

/** The state the personal step saved for the flight step (flightState). */
const stored = () => JSON.parse(window.localStorage.getItem('flightState') ?? '{}') as { info: unknown };

describe('extras survive a change of departure where still valid (spec part 2 §2.3; ADR 017 gaps filled)', () => {
  afterEach(() => setLanguage('en'));

  it('private to shared: luggage and boosters stay, pets and rear-facing seats are dropped and named', async () => {
    choseAnother(makeJourney());
    await userEvent.click(await screen.findByRole('button', { name: 'Next Step' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Flight & Extras' })).toBeInTheDocument();
    expect(stored().info).toMatchObject({
      largeBag: 2,
      ski: 1,
      booster: 1,
      pet: 0,
      rear: 0,
      outNumber: 'EZ1234',
    });
    expect(
      await screen.findByText(
        'You chose another transfer: your extras were kept, except these, which it does not offer: Pets and Rear-facing seats.',
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Large bags' })).getByText('2')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Ski bags' })).getByText('1')).toBeInTheDocument();
  });

  it('another private departure keeps every extra and says nothing', async () => {
    choseAnother(makeJourney({ product: 'private_standard' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next Step' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Flight & Extras' })).toBeInTheDocument();
    expect(stored().info).toMatchObject({ largeBag: 2, pet: 1, rear: 1 });
    expect(screen.queryByText(/your extras were kept/)).not.toBeInTheDocument();
  });

  it.each([
    ['fr', 'Étape suivante', 'sauf ceux-ci, qu’il ne propose pas'],
    ['es', 'Siguiente paso', 'salvo estos, que no ofrece'],
  ] as const)('the notice speaks %s', async (language, next, words) => {
    await setLanguage(language);
    choseAnother(makeJourney());
    await userEvent.click(await screen.findByRole('button', { name: next }));
    expect(await screen.findByText(new RegExp(words))).toBeInTheDocument();
  });
});
