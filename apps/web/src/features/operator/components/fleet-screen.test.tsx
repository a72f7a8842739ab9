import type { FleetJob, FleetRow } from '@alpine/contract';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { writeStored } from '../../../lib/storage.ts';
import { STORAGE_KEYS } from '../../../lib/storage-keys.ts';
import { json, mockApi } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render.tsx';
import { loadOperatorCatalogue } from '../operator-catalogue.ts';
import { clearOperatorSession } from '../operator-session.ts';
import { FleetScreen } from './fleet-screen.tsx';

const GENEVA = { baseID: 1, baseLocationID: 1, baseName: 'Geneva', baseLocation: 'Geneva Airport' };
const SALOONS: FleetRow = {
  ...GENEVA,
  fleetID: 1,
  vehicleClass: 'standard',
  size: 'saloon',
  seats: 4,
  vehicles: 12,
};
const COACHES: FleetRow = {
  ...GENEVA,
  fleetID: 7,
  vehicleClass: 'coach',
  size: 'coach',
  seats: 50,
  vehicles: 3,
};
const JOB: FleetJob = {
  fleetID: 7,
  number: 2,
  startsAt: '2026-12-19T08:30:00.000Z',
  endsAt: '2026-12-19T15:00:00.000Z',
  hold: 'sold',
  bookingID: 5,
  reference: 'QX7T2M',
  state: 'confirmed',
  passengerID: 9,
  product: 'private_coach',
  origin: 'Geneva Airport',
  destination: 'Chamonix',
  date: '2026-12-19',
  time: '10:30',
  pax: 40,
};

/** Answers the fleet with `stored`, the day's jobs with JOB, and each PATCH with `patch` (recording its body). */
function setUp(patch: (body: { vehicles: number }) => Response) {
  const stored = [{ ...SALOONS }, { ...COACHES }];
  const patches: unknown[] = [];
  mockApi({
    handle: (url, init) => {
      if (url === '/api/v1/operator/fleet' && (init?.method ?? 'GET') === 'GET')
        return json({ data: stored });
      if (url.startsWith('/api/v1/operator/fleet/jobs')) return json({ data: [JOB] });
      if (url === '/api/v1/operator/fleet/1' && init?.method === 'PATCH') {
        const body = JSON.parse(String(init.body)) as { vehicles: number };
        patches.push(body);
        const res = patch(body);
        if (res.ok) stored[0]!.vehicles = body.vehicles;
        return res;
      }
      return undefined;
    },
  });
  renderRoute(<FleetScreen />, { path: '/operator/fleet' });
  return { patches };
}

const saloonCount = () => screen.findByLabelText('Vehicles: Geneva, Standard class, Saloon');
const saloonRow = async () => within((await saloonCount()).closest('tr')!);

describe('the Fleet page changes a count, never below the bookings (ADR 022)', () => {
  beforeEach(async () => {
    await loadOperatorCatalogue('en');
    clearOperatorSession();
    writeStored(
      STORAGE_KEYS.operatorToken,
      { access_token: 'operator-token', email: 'desk@alpine.example', expiry: Date.now() + 3_600_000 },
      'session',
    );
  });

  it('a count below what is booked shows the server’s message naming the first clash', async () => {
    const message =
      'The count cannot be lowered to 9: standard vehicle 11 of base Geneva is booked from 2026-12-19 09:15.';
    const { patches } = setUp(() => json({ error: 'conflict', error_description: message }, 409));
    expect(await screen.findByRole('region', { name: 'Base Geneva (Geneva Airport)' })).toBeInTheDocument();
    await userEvent.clear(await saloonCount());
    await userEvent.type(await saloonCount(), '9');
    await userEvent.click((await saloonRow()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(patches).toEqual([{ vehicles: 9 }]);
    expect((await saloonRow()).getByRole('status')).toHaveTextContent('');
  });

  it('a saved count is announced and the row shows it', async () => {
    const { patches } = setUp((body) => json({ data: { ...SALOONS, vehicles: body.vehicles } }));
    await userEvent.clear(await saloonCount());
    await userEvent.type(await saloonCount(), '10');
    await userEvent.click((await saloonRow()).getByRole('button', { name: 'Save' }));
    expect(await (await saloonRow()).findByRole('status')).toHaveTextContent('Saved: 10 vehicles.');
    expect(await saloonCount()).toHaveValue(10);
    expect(patches).toEqual([{ vehicles: 10 }]);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the timeline shows each vehicle of a row with a job as a lane, the job labelled with its reference and times', async () => {
    setUp(() => json({}, 500));
    const lane = await screen.findByRole('list', { name: 'Vehicle 2, Geneva, Coach' });
    const bar = within(lane).getByRole('listitem');
    expect(bar).toHaveAttribute('title', 'QX7T2M: 09:30 to 16:00, Geneva Airport → Chamonix (sold)');
    expect(bar).toHaveTextContent('QX7T2M');
    expect(
      within(screen.getByRole('list', { name: 'Vehicle 1, Geneva, Coach' })).getByRole('listitem'),
    ).toHaveTextContent('Free all day');
    expect(screen.queryByRole('list', { name: /Standard class/ })).not.toBeInTheDocument();
  });
});
