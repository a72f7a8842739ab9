import { describe, expect, it } from 'vitest';
import {
  firstFleetClash,
  freeVehicleNumbers,
  privateLegWindow,
  vehiclesFor,
  vehicleWindow,
  windowsOverlap,
} from './fleet.ts';

const H = 3_600_000;
const M = 60_000;

describe('fleet model (ADR 022)', () => {
  it('a party takes the smallest size that seats it, and 17-32 standard pax take two minibuses', () => {
    expect(vehiclesFor('standard', 4)).toEqual({ size: 'saloon', count: 1 });
    expect(vehiclesFor('standard', 5)).toEqual({ size: 'minivan', count: 1 });
    expect(vehiclesFor('premium', 16)).toEqual({ size: 'minibus', count: 1 });
    expect(vehiclesFor('standard', 17)).toEqual({ size: 'minibus', count: 2 });
    expect(vehiclesFor('standard', 32)).toEqual({ size: 'minibus', count: 2 });
    expect(vehiclesFor('standard', 33)).toBeNull();
    expect(vehiclesFor('premium', 17)).toBeNull();
    expect(vehiclesFor('coach', 50)).toEqual({ size: 'coach', count: 1 });
    expect(vehiclesFor('coach', 51)).toBeNull();
    expect(vehiclesFor('standard', 0)).toBeNull();
  });

  it('the working window runs from leaving the base to being back, in both directions', () => {
    const pickUpAt = Date.UTC(2026, 11, 31, 9, 30);
    // Geneva Airport -> Chamonix (75 min), base at the airport: 0 + 60 waiting + 75 + 75 back
    const out = vehicleWindow({
      pickUpAt,
      fromHub: true,
      hubMinutes: 0,
      routeMinutes: 75,
      vehicleClass: 'standard',
    });
    expect(out).toEqual({ startsAt: pickUpAt, endsAt: pickUpAt + (60 + 75 + 75) * M });
    // Chamonix -> Geneva Cornavin (base 15 min away), premium: leaves the base 15 + 75 min before
    const back = vehicleWindow({
      pickUpAt,
      fromHub: false,
      hubMinutes: 15,
      routeMinutes: 75,
      vehicleClass: 'premium',
    });
    expect(back).toEqual({ startsAt: pickUpAt - 90 * M, endsAt: pickUpAt + (120 + 75 + 15) * M });
    expect(back.endsAt - back.startsAt).toBe((2 * 15 + 2 * 75 + 120) * M);
  });

  it("a leg's window starts from its local pick-up time at the origin", () => {
    const w = privateLegWindow({
      date: '2026-12-31',
      time: '10:30',
      timeZone: 'Europe/Zurich',
      fromHub: true,
      hubMinutes: 0,
      routeMinutes: 75,
      product: 'private_standard',
    });
    expect(new Date(w.startsAt).toISOString()).toBe('2026-12-31T09:30:00.000Z');
    expect(w.endsAt - w.startsAt).toBe((60 + 150) * M);
  });

  it('back-to-back windows do not clash; overlapping ones do', () => {
    expect(windowsOverlap({ startsAt: 0, endsAt: H }, { startsAt: H, endsAt: 2 * H })).toBe(false);
    expect(windowsOverlap({ startsAt: 0, endsAt: H + 1 }, { startsAt: H, endsAt: 2 * H })).toBe(true);
  });

  it('free vehicle numbers are those with no overlapping job, ascending', () => {
    const jobs = [
      { number: 1, startsAt: 0, endsAt: 2 * H },
      { number: 3, startsAt: 3 * H, endsAt: 4 * H },
    ];
    expect(freeVehicleNumbers(3, jobs, { startsAt: H, endsAt: 2 * H })).toEqual([2, 3]);
    expect(freeVehicleNumbers(3, jobs, { startsAt: H, endsAt: 3.5 * H })).toEqual([2]);
    expect(freeVehicleNumbers(0, [], { startsAt: 0, endsAt: H })).toEqual([]);
  });

  it('lowering a fleet row clashes with the earliest standing job above the new count', () => {
    const jobs = [
      { number: 2, startsAt: 5 * H, endsAt: 6 * H },
      { number: 3, startsAt: 2 * H, endsAt: 3 * H },
      { number: 3, startsAt: 0, endsAt: H },
    ];
    expect(firstFleetClash(1, jobs, 1.5 * H)).toEqual(jobs[1]);
    expect(firstFleetClash(2, jobs, 3 * H)).toBeNull();
    expect(firstFleetClash(3, jobs, 0)).toBeNull();
  });
});
