import { describe, expect, it } from 'vitest';
import {
  connectionSide,
  departureKey,
  parseDepartureKey,
  privateProductsFor,
  privateWindowsSpan,
  quoteLeg,
} from './fare-engine.ts';
import type { FareBase, FareRoute, FareSearchLeg, FareTimetable } from './fare-types.ts';
import type { VehicleJob } from '../fleet.ts';

const AIRPORT = { locationID: 1, kind: 'airport' as const, timeZone: 'Europe/Zurich' };
const RESORT = { locationID: 10, kind: 'resort' as const, timeZone: 'Europe/Paris' };
const NOW = new Date('2026-11-21T12:00:00Z');

const hourly: FareTimetable = {
  timetableID: 7,
  product: 'shared_fixed',
  capacity: 49,
  seatPriceMinor: 3900,
  patterns: [
    {
      from: '01-01',
      to: '12-31',
      days: [1, 2, 3, 4, 5, 6, 7],
      first: '05:00',
      last: '22:00',
      headwayMinutes: 60,
    },
  ],
};

const route: FareRoute = {
  durationMinutes: 75,
  currency: 'EUR',
  timetables: [hourly],
  privateRates: [
    {
      product: 'private_standard',
      bands: [
        { paxMax: 4, priceMinor: 24000 },
        { paxMax: 8, priceMinor: 32000 },
        { paxMax: 16, priceMinor: 56000 },
        { paxMax: 32, priceMinor: 105000 },
      ],
    },
    {
      product: 'private_premium',
      bands: [
        { paxMax: 4, priceMinor: 37000 },
        { paxMax: 8, priceMinor: 48000 },
        { paxMax: 16, priceMinor: 80000 },
      ],
    },
    { product: 'private_coach', bands: [{ paxMax: 50, priceMinor: 150000 }] },
  ],
  base: {
    hubMinutes: 15,
    fleet: [
      { vehicleClass: 'standard', size: 'saloon', vehicles: 5, jobs: [] },
      { vehicleClass: 'standard', size: 'minivan', vehicles: 5, jobs: [] },
      { vehicleClass: 'standard', size: 'minibus', vehicles: 5, jobs: [] },
      { vehicleClass: 'premium', size: 'saloon', vehicles: 5, jobs: [] },
      { vehicleClass: 'premium', size: 'minivan', vehicles: 5, jobs: [] },
      { vehicleClass: 'premium', size: 'minibus', vehicles: 5, jobs: [] },
      { vehicleClass: 'coach', size: 'coach', vehicles: 5, jobs: [] },
    ],
  },
};

const outbound = (over: Partial<FareSearchLeg> = {}): FareSearchLeg => ({
  origin: AIRPORT,
  destination: RESORT,
  date: '2026-12-19',
  time: '10:30',
  modeID: 1,
  pax: 2,
  ...over,
});
const inbound = (over: Partial<FareSearchLeg> = {}): FareSearchLeg => ({
  ...outbound({ origin: RESORT, destination: AIRPORT, time: '14:00' }),
  ...over,
});
const none = new Map<string, number>();

describe('outbound: the connection time is the arrival; departures follow it (ADR 004)', () => {
  it('offers shared departures from 30 minutes after a flight lands, for 4 hours', () => {
    const shared = quoteLeg(outbound(), route, none, NOW).filter((f) => f.product === 'shared_fixed');
    expect(shared.map((f) => f.time)).toEqual(['11:00', '12:00', '13:00', '14:00', '15:00']);
  });

  it('waits 15 minutes after a train and not at all for other connections', () => {
    const train = quoteLeg(outbound({ time: '10:45', modeID: 2 }), route, none, NOW).filter(
      (f) => f.product === 'shared_fixed',
    );
    expect(train[0]?.time).toBe('11:00');
    const other = quoteLeg(outbound({ time: '11:00', modeID: 3 }), route, none, NOW).filter(
      (f) => f.product === 'shared_fixed',
    );
    expect(other[0]?.time).toBe('11:00');
  });

  it('standard private leaves on arrival; premium offers its own departure times', () => {
    const fares = quoteLeg(outbound(), route, none, NOW);
    expect(fares.filter((f) => f.product === 'private_standard').map((f) => f.time)).toEqual(['10:30']);
    expect(fares.filter((f) => f.product === 'private_premium').map((f) => f.time)).toEqual([
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
    ]);
  });

  it('runs into the next day for a late arrival', () => {
    const night: FareTimetable = {
      ...hourly,
      timetableID: 8,
      patterns: [
        {
          from: '01-01',
          to: '12-31',
          days: [1, 2, 3, 4, 5, 6, 7],
          first: '00:30',
          last: '01:00',
          headwayMinutes: 30,
        },
      ],
    };
    const late = quoteLeg(
      outbound({ time: '21:00' }),
      { ...route, timetables: [hourly, night] },
      none,
      NOW,
    ).filter((f) => !f.product.startsWith('private'));
    expect(late.map((f) => `${f.date} ${f.time}`)).toEqual([
      '2026-12-19 22:00',
      '2026-12-20 00:30',
      '2026-12-20 01:00',
    ]);
  });
});

describe('return: the connection time is the flight departure; arrive 2-3 hours before it (ADR 004)', () => {
  it('offers shared departures that reach the airport between 3 h and 2 h before the flight', () => {
    const shared = quoteLeg(inbound(), route, none, NOW).filter((f) => f.product === 'shared_fixed');
    // flight 14:00, 75 min drive: leave between 09:45 and 10:45
    expect(shared.map((f) => f.time)).toEqual(['10:00']);
    expect(shared[0]?.notices).toContain('shared_return_window');
  });

  it('leaves the evening before for an early flight', () => {
    const early = quoteLeg(inbound({ time: '03:00' }), route, none, NOW);
    const standard = early.find((f) => f.product === 'private_standard');
    expect(standard).toMatchObject({ date: '2026-12-18', time: '23:15' });
    const shared = early.filter((f) => f.product === 'shared_fixed');
    expect(shared.map((f) => `${f.date} ${f.time}`)).toEqual([]);
    const shared9 = quoteLeg(inbound({ time: '08:30' }), route, none, NOW).filter(
      (f) => f.product === 'shared_fixed',
    );
    expect(shared9.map((f) => `${f.date} ${f.time}`)).toEqual(['2026-12-19 05:00']);
  });

  it('times the standard private to arrive 2 h 30 before the flight and premium across 3 h to 2 h', () => {
    const fares = quoteLeg(inbound(), route, none, NOW);
    expect(fares.find((f) => f.product === 'private_standard')?.time).toBe('10:15');
    expect(fares.filter((f) => f.product === 'private_premium').map((f) => f.time)).toEqual([
      '09:45',
      '10:00',
      '10:15',
      '10:30',
      '10:45',
    ]);
  });

  it('decides the side from the locations: resort to hub is a departure connection', () => {
    expect(connectionSide(inbound())).toBe('departure');
    expect(connectionSide(outbound())).toBe('arrival');
  });
});

describe('private products by passengers (spec part 1 §9: coach above 32, none above 50)', () => {
  it.each([
    [1, ['private_premium', 'private_standard']],
    [32, ['private_premium', 'private_standard']],
    [33, ['private_coach']],
    [50, ['private_coach']],
    [51, []],
  ])('%s pax may take %j', (pax, products) => {
    expect(privateProductsFor(pax)).toEqual(products);
  });

  it('prices a private vehicle by passenger band', () => {
    const price = (pax: number) =>
      quoteLeg(outbound({ pax }), route, none, NOW).find((f) => f.product === 'private_standard')?.priceMinor;
    expect([price(1), price(4), price(5), price(16), price(17), price(32)]).toEqual([
      24000, 24000, 32000, 56000, 105000, 105000,
    ]);
  });

  it('has no premium above its largest band and offers the coach on request (statusID 1)', () => {
    const fares = quoteLeg(outbound({ pax: 20 }), route, none, NOW);
    expect(fares.some((f) => f.product === 'private_premium')).toBe(false);
    const coach = quoteLeg(outbound({ pax: 40 }), route, none, NOW).filter(
      (f) => f.product === 'private_coach',
    );
    expect(coach.length).toBeGreaterThan(0);
    expect(coach.every((f) => f.statusID === 1 && f.notices.includes('coach_on_request'))).toBe(true);
  });

  it('prices shared seats per passenger', () => {
    const shared = quoteLeg(outbound({ pax: 3 }), route, none, NOW).find((f) => f.product === 'shared_fixed');
    expect(shared?.priceMinor).toBe(3 * 3900);
  });
});

describe('seats left per departure (ADR 004)', () => {
  it('counts sold and held seats and leaves out a departure without enough seats', () => {
    const loads = new Map([
      ['7:2026-12-19:11:00', 48],
      ['7:2026-12-19:12:00', 49],
    ]);
    const fares = quoteLeg(outbound({ pax: 1 }), route, loads, NOW).filter(
      (f) => f.product === 'shared_fixed',
    );
    expect(fares[0]).toMatchObject({ time: '11:00', seatsLeft: 1, departureKey: '7:2026-12-19:11:00' });
    expect(fares.some((f) => f.time === '12:00')).toBe(false);
    expect(fares[0]?.notices).toContain('few_seats');
    const two = quoteLeg(outbound({ pax: 2 }), route, loads, NOW).filter((f) => f.product === 'shared_fixed');
    expect(two[0]?.time).toBe('13:00');
  });
});

describe('statusID 1 for departures too soon to guarantee (ADR 004)', () => {
  it('marks departures less than 24 hours away as pending review and leaves out departed ones', () => {
    const now = new Date('2026-12-19T09:00:00Z'); // 10:00 in Geneva
    const fares = quoteLeg(outbound({ time: '09:00', modeID: 3 }), route, none, now);
    expect(fares.some((f) => f.time === '09:00')).toBe(false);
    expect(fares.length).toBeGreaterThan(0);
    expect(fares.every((f) => f.statusID === 1)).toBe(true);
    expect(
      fares.filter((f) => f.product !== 'private_coach').every((f) => f.notices.includes('too_soon')),
    ).toBe(true);
  });

  it('uses local time correctly on the night the clocks go back', () => {
    // 2026-10-25 02:30 happens twice in Geneva; now = 2026-10-24 00:00 UTC: a departure at 03:00 local is > 24 h away
    const now = new Date('2026-10-24T00:30:00Z');
    const fares = quoteLeg(outbound({ date: '2026-10-25', time: '03:00', modeID: 3 }), route, none, now);
    const std = fares.find((f) => f.product === 'private_standard');
    expect(std?.statusID).toBe(2);
    const justUnder = quoteLeg(outbound({ date: '2026-10-25', time: '01:00', modeID: 3 }), route, none, now);
    expect(justUnder.find((f) => f.product === 'private_standard')?.statusID).toBe(1);
  });
});

describe('seasons', () => {
  it('offers a seasonal private rate only inside its season', () => {
    const winterOnly: FareRoute = {
      ...route,
      timetables: [],
      privateRates: route.privateRates.map((r) => ({ ...r, from: '12-01', to: '04-30' })),
    };
    expect(quoteLeg(outbound(), winterOnly, none, NOW).length).toBeGreaterThan(0);
    expect(quoteLeg(outbound({ date: '2027-07-10' }), winterOnly, none, NOW)).toEqual([]);
  });
});

describe('departure keys (ADR 013: parsed beside the code that formats them)', () => {
  it('parseDepartureKey reads back what departureKey formats', () => {
    expect(parseDepartureKey(departureKey(7, '2026-12-19', '11:00'))).toEqual({
      timetableID: 7,
      date: '2026-12-19',
      time: '11:00',
    });
  });

  it('parseDepartureKey answers null for a string that is not a departure key', () => {
    expect(parseDepartureKey('7:2026-12-19')).toBeNull();
    expect(parseDepartureKey('x:2026-12-19:11:00')).toBeNull();
  });
});

describe('private fares are vehicles free for the whole working window (ADR 022)', () => {
  const at = (iso: string) => Date.parse(iso);
  // 19 December 10:30 in Geneva is 09:30 UTC; the base is 15 min from the hub, the route 75 min:
  // a standard leaves the base at 09:15 and is back at 13:15 (15 + 60 waiting + 75 + 75 + 15).
  const STANDARD_WINDOW = { startsAt: at('2026-12-19T09:15:00Z'), endsAt: at('2026-12-19T13:15:00Z') };
  const withFleet = (
    rows: { vehicleClass: string; size: string; vehicles?: number; jobs?: VehicleJob[] }[],
  ): FareRoute => ({
    ...route,
    base: {
      hubMinutes: 15,
      fleet: route.base!.fleet.map((r) => {
        const over = rows.find((o) => o.vehicleClass === r.vehicleClass && o.size === r.size);
        return over ? { ...r, ...over, vehicleClass: r.vehicleClass, size: r.size } : r;
      }),
    } satisfies FareBase,
  });
  const busy = (number: number, window = STANDARD_WINDOW): VehicleJob => ({ number, ...window });
  const products = (fares: { product: string }[]) => new Set(fares.map((f) => f.product));

  it('a hub without a base gets no private quote, shared still', () => {
    const fares = quoteLeg(outbound(), { ...route, base: null }, none, NOW);
    expect(fares.length).toBeGreaterThan(0);
    expect(fares.every((f) => !f.product.startsWith('private'))).toBe(true);
  });

  it('a private fare carries vehiclesLeft, shared fares null', () => {
    const fares = quoteLeg(
      outbound(),
      withFleet([{ vehicleClass: 'standard', size: 'saloon', jobs: [busy(2)] }]),
      none,
      NOW,
    );
    expect(fares.find((f) => f.product === 'private_standard')).toMatchObject({
      vehiclesLeft: 4,
      seatsLeft: null,
    });
    expect(fares.filter((f) => f.product.startsWith('shared')).every((f) => f.vehiclesLeft === null)).toBe(
      true,
    );
  });

  it('after the standard saloons are booked for a minute the search offers no standard private at that minute but premium still', () => {
    const fares = quoteLeg(
      outbound(),
      withFleet([{ vehicleClass: 'standard', size: 'saloon', vehicles: 2, jobs: [busy(1), busy(2)] }]),
      none,
      NOW,
    );
    expect(products(fares).has('private_standard')).toBe(false);
    expect(products(fares).has('private_premium')).toBe(true);
    // a larger party takes a minivan, still free
    const five = quoteLeg(
      outbound({ pax: 5 }),
      withFleet([{ vehicleClass: 'standard', size: 'saloon', vehicles: 0 }]),
      none,
      NOW,
    );
    expect(products(five).has('private_standard')).toBe(true);
  });

  it('vehicles are back after the window ends: a job ending when the window starts does not count', () => {
    const before = { startsAt: at('2026-12-19T05:00:00Z'), endsAt: STANDARD_WINDOW.startsAt };
    const after = { startsAt: STANDARD_WINDOW.endsAt, endsAt: at('2026-12-19T18:00:00Z') };
    const fares = quoteLeg(
      outbound(),
      withFleet([
        { vehicleClass: 'standard', size: 'saloon', vehicles: 1, jobs: [busy(1, before), busy(1, after)] },
      ]),
      none,
      NOW,
    );
    expect(fares.find((f) => f.product === 'private_standard')).toMatchObject({
      vehiclesLeft: 1,
      notices: ['private_waiting_1h', 'few_vehicles'],
    });
    const overlapping = { startsAt: at('2026-12-19T13:14:00Z'), endsAt: at('2026-12-19T15:00:00Z') };
    const taken = quoteLeg(
      outbound(),
      withFleet([{ vehicleClass: 'standard', size: 'saloon', vehicles: 1, jobs: [busy(1, overlapping)] }]),
      none,
      NOW,
    );
    expect(products(taken).has('private_standard')).toBe(false);
  });

  it('17-32 standard pax need two minibuses free', () => {
    const minibuses = (jobs: VehicleJob[]) =>
      quoteLeg(
        outbound({ pax: 20 }),
        withFleet([{ vehicleClass: 'standard', size: 'minibus', vehicles: 3, jobs }]),
        none,
        NOW,
      ).find((f) => f.product === 'private_standard');
    expect(minibuses([busy(1)])).toMatchObject({ vehiclesLeft: 2 });
    expect(minibuses([busy(1), busy(3)])).toBeUndefined();
  });

  it('windows follow the direction: a resort pick-up leaves the base before driving the route', () => {
    // resort -> hub at 10:15 Paris time (09:15 UTC): the vehicle leaves the base 15 + 75 min earlier
    const span = privateWindowsSpan(inbound(), 75, 15)!;
    const fares = quoteLeg(
      inbound(),
      withFleet([
        {
          vehicleClass: 'standard',
          size: 'saloon',
          vehicles: 1,
          jobs: [busy(1, { startsAt: at('2026-12-19T07:44:00Z'), endsAt: at('2026-12-19T07:46:00Z') })],
        },
      ]),
      none,
      NOW,
    );
    expect(products(fares).has('private_standard')).toBe(false);
    expect(span.startsAt).toBeLessThanOrEqual(at('2026-12-19T07:45:00Z'));
  });

  it('the span a search reads jobs over covers every private window, and nothing for 51 pax', () => {
    const span = privateWindowsSpan(outbound(), 75, 15)!;
    // standard at 10:30; premium up to 12:30 (11:30 UTC), back 2 h waiting + 75 + 75 + 15 min later
    expect(span).toEqual({ startsAt: STANDARD_WINDOW.startsAt, endsAt: at('2026-12-19T16:15:00Z') });
    expect(privateWindowsSpan(outbound({ pax: 51 }), 75, 15)).toBeNull();
  });
});
