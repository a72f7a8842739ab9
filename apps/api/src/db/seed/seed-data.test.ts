import { describe, it, expect } from 'vitest';
import type { SeedLocation, SeedTimetable } from './seed-types.ts';
import { L } from './location-ids.ts';
import { seedNetwork } from './index.ts';
import { LONGEST_VEHICLE_WINDOW_MINUTES, vehicleWindow, vehiclesFor } from '@alpine/domain';
import { BASE_HUB_ROWS, BASE_ROWS, FLEET_ROWS } from '../migrations/2026112901-fleet.rows.ts';

const { locationGroups, locations, addresses, routes, timetables, privateRates, promotions, partners } =
  seedNetwork;

const locationById = new Map(locations.map((l) => [l.locationID, l]));
const location = (id: number): SeedLocation => {
  const found = locationById.get(id);
  if (!found) throw new Error(`no location ${id}`);
  return found;
};
const routeKey = (r: { hubID: number; resortID: number }) => `${r.hubID}-${r.resortID}`;
const resorts = locations.filter((l) => l.kind === 'resort');

/** Great-circle distance in km. */
function kmBetween(a: { latitude: number; longitude: number }, b: { latitude: number; longitude: number }) {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLon = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether "MM-DD" falls in the inclusive period, which may wrap over the new year. */
const inPeriod = (day: string, from: string, to: string) =>
  from <= to ? from <= day && day <= to : day >= from || day <= to;

/** Departures of a timetable on a day given as "MM-DD" and ISO weekday (1 = Monday). */
function departuresOn(timetable: SeedTimetable, day: string, weekday: number): number {
  return timetable.patterns
    .filter((p) => inPeriod(day, p.from, p.to) && p.days.includes(weekday))
    .reduce((sum, p) => sum + Math.floor((minutesOf(p.last) - minutesOf(p.first)) / p.headwayMinutes) + 1, 0);
}

const expectUnique = (values: (number | string)[]) => expect(new Set(values).size).toBe(values.length);

describe('seeded Alpine network', () => {
  it('ids of groups, locations, addresses, timetables, promotions and partners are unique', () => {
    expectUnique(locationGroups.map((g) => g.groupID));
    expectUnique(locations.map((l) => l.locationID));
    expectUnique(addresses.map((a) => a.addressID));
    expectUnique(timetables.map((t) => t.timetableID));
    expectUnique(promotions.map((p) => p.promotionID));
    expectUnique(promotions.map((p) => p.code));
    expectUnique(partners.map((p) => p.partnerID));
  });

  it('each hub-resort pair is one route with one rate per private product', () => {
    expectUnique(routes.map(routeKey));
    expectUnique(privateRates.map((r) => `${routeKey(r)}-${r.product}`));
  });

  it('location groups are Airports, Train stations, Cities, French resorts, Swiss resorts', () => {
    const titles = [...locationGroups].sort((a, b) => a.sort - b.sort).map((g) => g.title);
    expect(titles).toEqual(['Airports', 'Train stations', 'Cities', 'French resorts', 'Swiss resorts']);
    const groupIds = new Set(locationGroups.map((g) => g.groupID));
    for (const l of locations) expect(groupIds.has(l.groupID)).toBe(true);
  });

  it("Geneva Airport is location 1 in 'Geneve' and its first address is in 'Geneve' (spec part 2 §5)", () => {
    expect(location(1)).toMatchObject({
      name: 'Geneva Airport',
      city: 'Geneve',
      kind: 'airport',
      country: 'CH',
    });
    const first = addresses.filter((a) => a.locationID === 1).sort((a, b) => a.addressID - b.addressID)[0];
    expect(first).toMatchObject({ city: 'Geneve', kind: 'terminal', fixed: true });
  });

  it("only the spec's special ids require manual addresses (part 2 §4-§5)", () => {
    const origins = [2, 113, 114, 111];
    const destinations = [1, 93, 94, 4, 97, 113, 2];
    for (const l of locations) {
      expect({ id: l.locationID, atOrigin: l.addressAtOrigin }).toEqual({
        id: l.locationID,
        atOrigin: origins.includes(l.locationID),
      });
      expect({ id: l.locationID, atDestination: l.addressAtDestination }).toEqual({
        id: l.locationID,
        atDestination: destinations.includes(l.locationID),
      });
    }
    expect([1, 4, 93, 94].map((id) => location(id).kind)).toEqual([
      'airport',
      'airport',
      'airport',
      'airport',
    ]);
    expect([2, 111, 113, 114].map((id) => location(id).kind)).toEqual(['city', 'city', 'city', 'city']);
    expect(location(97).kind).toBe('station');
  });

  it('every named location id points at a seeded location', () => {
    for (const id of Object.values(L)) expect(locationById.has(id)).toBe(true);
  });

  it('locations and addresses lie in the Alps box (lat 44.5-47.8, lon 4.8-10.5; Lyon is at 4.84 E)', () => {
    for (const p of [...locations, ...addresses]) {
      expect(p.latitude).toBeGreaterThanOrEqual(44.5);
      expect(p.latitude).toBeLessThanOrEqual(47.8);
      expect(p.longitude).toBeGreaterThanOrEqual(4.8);
      expect(p.longitude).toBeLessThanOrEqual(10.5);
    }
  });

  it('every address lies within 15 km of its location and shares its country', () => {
    for (const a of addresses) {
      const l = location(a.locationID);
      expect({ address: a.addressID, near: kmBetween(a, l) <= 15 }).toEqual({
        address: a.addressID,
        near: true,
      });
      expect(a.country).toBe(l.country);
    }
  });

  it('there are at least 20 resorts, grouped and timed by their country', () => {
    expect(resorts.length).toBeGreaterThanOrEqual(20);
    for (const r of resorts) {
      const group = locationGroups.find((g) => g.groupID === r.groupID);
      expect(group?.title).toBe(r.country === 'CH' ? 'Swiss resorts' : 'French resorts');
    }
    for (const l of locations) expect(l.timeZone).toBe(l.country === 'CH' ? 'Europe/Zurich' : 'Europe/Paris');
  });

  it('every location has an address and every resort a fixed stop and a door-to-door address', () => {
    for (const l of locations) {
      const own = addresses.filter((a) => a.locationID === l.locationID);
      expect({ id: l.locationID, count: own.length > 0 }).toEqual({ id: l.locationID, count: true });
      if (l.kind === 'resort') {
        expect(own.some((a) => a.fixed)).toBe(true);
        expect(own.some((a) => !a.fixed)).toBe(true);
      }
    }
  });

  it('every route joins a hub to a resort by a road no shorter than the crow flies, at 30-100 km/h', () => {
    for (const r of routes) {
      expect(location(r.hubID).kind).not.toBe('resort');
      expect(location(r.resortID).kind).toBe('resort');
      expect(r.distanceKm).toBeGreaterThanOrEqual(kmBetween(location(r.hubID), location(r.resortID)));
      const kmPerHour = r.distanceKm / (r.durationMinutes / 60);
      expect({ route: routeKey(r), plausible: kmPerHour >= 30 && kmPerHour <= 100 }).toEqual({
        route: routeKey(r),
        plausible: true,
      });
    }
  });

  it('each of the four airports reaches every resort', () => {
    for (const airport of [L.genevaAirport, L.lyonAirport, L.zurichAirport, L.grenobleAirport]) {
      const reached = new Set(routes.filter((r) => r.hubID === airport).map((r) => r.resortID));
      expect(reached.size).toBe(resorts.length);
    }
  });

  it('routes are priced in CHF exactly when the resort is in Switzerland', () => {
    for (const r of routes) expect(r.currency).toBe(location(r.resortID).country === 'CH' ? 'CHF' : 'EUR');
  });

  it('every route has private standard, premium and coach rates with ascending bands', () => {
    const bandsOf = (key: string, product: string) =>
      privateRates.find((p) => routeKey(p) === key && p.product === product)?.bands ?? [];
    for (const r of routes) {
      const standard = bandsOf(routeKey(r), 'private_standard');
      const premium = bandsOf(routeKey(r), 'private_premium');
      const coach = bandsOf(routeKey(r), 'private_coach');
      expect(standard.map((b) => b.paxMax)).toEqual([4, 8, 16, 32]);
      expect(premium.map((b) => b.paxMax)).toEqual([4, 8, 16]);
      expect(coach.map((b) => b.paxMax)).toEqual([50]);
      const prices = [...standard, ...coach].map((b) => b.price);
      expect(prices).toEqual([...prices].sort((a, b) => a - b));
      expect(premium.map((b) => b.price)).toEqual(premium.map((b) => b.price).sort((a, b) => a - b));
      premium.forEach((b, i) => {
        const ratio = b.price / (standard[i]?.price ?? Infinity);
        // 55 % dearer, give or take the rounding to 10.
        expect(ratio).toBeGreaterThanOrEqual(1.45);
        expect(ratio).toBeLessThanOrEqual(1.65);
      });
    }
  });

  it('every hub location belongs to exactly one base, whose depot stands at one of its hubs (ADR 022)', () => {
    const hubs = locations.filter((l) => l.kind !== 'resort').map((l) => l.locationID);
    expect(BASE_HUB_ROWS.map(([locationID]) => locationID).sort((a, b) => a - b)).toEqual(
      [...hubs].sort((a, b) => a - b),
    );
    for (const [baseID, , home] of BASE_ROWS) {
      expect(BASE_HUB_ROWS).toContainEqual([home, baseID, 0]);
    }
    for (const [, baseID, minutes] of BASE_HUB_ROWS) {
      expect(BASE_ROWS.map(([id]) => id)).toContain(baseID);
      expect(minutes).toBeGreaterThanOrEqual(0);
    }
  });

  it("every base counts each class and size the rate card's bands take (ADR 022)", () => {
    for (const [baseID] of BASE_ROWS) {
      for (const product of ['private_standard', 'private_premium', 'private_coach'] as const) {
        const vehicleClass = product.replace('private_', '') as 'standard' | 'premium' | 'coach';
        for (const band of privateRates.find((p) => p.product === product)!.bands) {
          const needs = vehiclesFor(vehicleClass, band.paxMax);
          const row = FLEET_ROWS.filter(
            ([, b, c, size]) => b === baseID && c === vehicleClass && size === needs?.size,
          );
          expect(row, `base ${baseID} ${vehicleClass} ${band.paxMax} pax`).toHaveLength(1);
        }
      }
    }
  });

  it('every working window of a seeded route is shorter than the bound the job reads use (ADR 022)', () => {
    const hubMinutes = new Map(BASE_HUB_ROWS.map(([locationID, , minutes]) => [locationID, minutes]));
    for (const r of routes) {
      for (const vehicleClass of ['standard', 'premium', 'coach'] as const) {
        const w = vehicleWindow({
          pickUpAt: 0,
          fromHub: true,
          hubMinutes: hubMinutes.get(r.hubID)!,
          routeMinutes: r.durationMinutes,
          vehicleClass,
        });
        expect(w.endsAt - w.startsAt, routeKey(r)).toBeLessThan(LONGEST_VEHICLE_WINDOW_MINUTES * 60_000);
      }
    }
  });

  it('Geneva Airport-Chamonix private prices match the rate card (240 EUR for 1-4, coach 1500)', () => {
    const rate = (product: string) =>
      privateRates.find(
        (p) => p.hubID === L.genevaAirport && p.resortID === L.chamonix && p.product === product,
      );
    expect(rate('private_standard')?.bands.map((b) => b.price)).toEqual([240, 320, 560, 1050]);
    expect(rate('private_coach')?.bands).toEqual([{ paxMax: 50, price: 1500 }]);
  });

  it('Grenoble Airport has no shared transfers and private rates only from December to April', () => {
    expect(timetables.filter((t) => t.hubID === L.grenobleAirport)).toEqual([]);
    const grenoble = privateRates.filter((p) => p.hubID === L.grenobleAirport);
    expect(grenoble.length).toBe(resorts.length * 3);
    for (const p of grenoble) expect({ from: p.from, to: p.to }).toEqual({ from: '12-01', to: '04-30' });
    for (const p of privateRates.filter((p) => p.hubID !== L.grenobleAirport)) expect(p.from).toBeUndefined();
  });

  it('every timetable runs on an existing route with valid patterns and vehicle sizes', () => {
    const routeKeys = new Set(routes.map(routeKey));
    for (const t of timetables) {
      expect(routeKeys.has(routeKey(t))).toBe(true);
      expect(t.product === 'shared_door' ? [8] : [19, 49]).toContain(t.capacity);
      expect(t.seatPrice).toBeGreaterThan(0);
      for (const p of t.patterns) {
        expect(p.first).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(p.last).toMatch(/^([01]\d|2[0-3]):[0-5]\d$/);
        expect(minutesOf(p.first)).toBeLessThanOrEqual(minutesOf(p.last));
        for (const day of p.days) expect(day >= 1 && day <= 7).toBe(true);
      }
    }
  });

  it('every shared product runs in both directions all year', () => {
    const keys = new Set(timetables.map((t) => `${routeKey(t)}-${t.product}-${t.direction}`));
    for (const t of timetables) {
      const other = t.direction === 'to_resort' ? 'to_hub' : 'to_resort';
      expect(keys.has(`${routeKey(t)}-${t.product}-${other}`)).toBe(true);
      expect(departuresOn(t, '07-15', 3)).toBeGreaterThan(0);
      expect(departuresOn(t, '01-14', 2)).toBeGreaterThan(0);
    }
  });

  it('Geneva Airport-Chamonix runs more departures on ski-season Saturdays than on weekdays', () => {
    const chamonix = timetables.filter((t) => t.hubID === L.genevaAirport && t.resortID === L.chamonix);
    expect(chamonix.length).toBe(4);
    // 7 February 2026 is a Saturday, 3 February a Tuesday.
    const busier = chamonix.filter((t) => departuresOn(t, '02-07', 6) > departuresOn(t, '02-03', 2));
    expect(busier.length).toBeGreaterThan(0);
    expect(departuresOn(chamonix[0]!, '02-07', 6)).toBeGreaterThan(departuresOn(chamonix[0]!, '07-18', 6));
  });

  it('return shared transfers to the airports leave by 06:00 in the ski season, for morning flights', () => {
    const airports = new Set(locations.filter((l) => l.kind === 'airport').map((l) => l.locationID));
    for (const t of timetables.filter((t) => t.direction === 'to_hub' && airports.has(t.hubID))) {
      const firstSaturday = t.patterns.find((p) => p.days.includes(6) && p.from === '12-13');
      expect(minutesOf(firstSaturday?.first ?? '23:59')).toBeLessThanOrEqual(minutesOf('06:00'));
    }
  });

  it('some routes from Geneva, Lyon and Zurich airports are private only', () => {
    const shared = new Set(timetables.map(routeKey));
    for (const airport of [L.genevaAirport, L.lyonAirport, L.zurichAirport]) {
      const privateOnly = routes.filter((r) => r.hubID === airport && !shared.has(routeKey(r)));
      expect(privateOnly.length).toBeGreaterThan(0);
    }
    expect(shared.has(routeKey({ hubID: L.zurichAirport, resortID: L.chamonix }))).toBe(false);
  });

  it('promotions hold an open, a fixed-amount, an expired and a used-up code', () => {
    for (const p of promotions) expect((p.percentage === null) !== (p.fixedAmount === null)).toBe(true);
    const code = (c: string) => promotions.find((p) => p.code === c);
    expect(code('SKI10')).toMatchObject({ percentage: -10, maxUses: null, validTo: '2030-12-31' });
    expect(code('ALPS15')).toMatchObject({ fixedAmount: -15, maxUses: 1000, uses: 0 });
    expect(code('SUMMER24')).toMatchObject({
      percentage: -20,
      validFrom: '2024-06-01',
      validTo: '2024-09-30',
    });
    expect(code('FIRST50')).toMatchObject({ percentage: -50, maxUses: 50, uses: 50 });
  });

  it('partners allow card and invoice, invoice only, and card only', () => {
    expect(partners.map((p) => [p.partnerID, p.name, p.allowsCard, p.allowsInvoice])).toEqual([
      [1, 'Chalet Collective', true, true],
      [2, 'Snow Agency', false, true],
      [3, 'Peak Travel', true, false],
    ]);
  });
});
