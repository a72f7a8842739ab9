import { describe, expect, it } from 'vitest';
import {
  beyondSuggestedMaximum,
  EXTRA_ITEMS,
  extraByName,
  extraColumnsOf,
  itemsOfColumns,
  answeredItems,
  STEP_EXTRAS,
  ITEM_PRICED_EXTRAS,
  FREE_EXTRAS,
  ITEM_NAMES,
  namedItems,
  NO_EXTRAS,
  wireItemsOf,
  type Extras,
  type WireItems,
} from './extras.ts';
import { EXTRA_PRICES_MINOR, extraUnitPriceMinor, legExtrasMinor } from './pricing.ts';

const extras = (e: Partial<Extras>): Extras => ({ ...NO_EXTRAS, ...e });

describe('the extras table names each extra once (spec part 2 §3, §7; part 1 §3)', () => {
  it.each([
    ['largeBag', 'bags', 'Bag', 'bag', 'beyond-allowance'],
    ['ski', 'skis', 'Skis', 'ski', 'beyond-allowance'],
    ['hand', 'handLuggage', 'Hand luggage', null, 'beyond-allowance'],
    ['bike', 'bikes', 'Bike', 'bike', 'per-item'],
    ['pet', 'pets', 'Pet', 'pet', 'per-item'],
    ['rear', 'seatsR', 'Seat (rear)', 'rear', 'free'],
    ['front', 'seatsF', 'Seat (front)', 'front', 'free'],
    ['booster', 'seatsB', 'Seat (booster)', 'booster', 'free'],
    ['flexi', 'flexi', 'Flexi', null, 'per-passenger'],
    ['children', 'children', null, null, 'free'],
  ])('%s is %s on the wire, named %s, counted as %s, priced %s', (info, wire, name, summary, priced) => {
    expect(EXTRA_ITEMS.find((e) => e.info === info)).toMatchObject({ wire, name, summary, priced });
  });

  it.each([
    ['largeBag', 495],
    ['ski', 495],
    ['hand', 495],
    ['bike', 5],
    ['pet', 5],
    ['rear', 99],
    ['front', 99],
    ['booster', 99],
  ])('the %s stepper suggests at most %s (spec part 2 §5 "Extras steppers")', (info, max) => {
    expect(EXTRA_ITEMS.find((e) => e.info === info)?.max).toBe(max);
  });

  it('lists the extras in the spec part 2 §3 info order, with no key, name or position used twice', () => {
    expect(EXTRA_ITEMS.map((e) => e.info)).toEqual([
      'largeBag',
      'ski',
      'hand',
      'bike',
      'pet',
      'rear',
      'front',
      'booster',
      'flexi',
      'children',
    ]);
    for (const field of ['info', 'wire', 'column'] as const) {
      expect(new Set(EXTRA_ITEMS.map((e) => e[field])).size).toBe(EXTRA_ITEMS.length);
    }
    const listed = EXTRA_ITEMS.filter((e) => e.name !== null);
    expect(new Set(listed.map((e) => e.name)).size).toBe(listed.length);
    expect(listed.map((e) => e.listed).sort()).toEqual(listed.map((_, i) => i));
    expect(EXTRA_ITEMS.filter((e) => e.name === null).map((e) => e.listed)).toEqual([null]);
  });

  it('only children come from the search; only flexi is a choice (0 or 1)', () => {
    expect(EXTRA_ITEMS.filter((e) => e.chosenOn === 'search').map((e) => e.info)).toEqual(['children']);
    expect(EXTRA_ITEMS.filter((e) => e.kind === 'choice').map((e) => e.info)).toEqual(['flexi']);
    expect(STEP_EXTRAS).toHaveLength(EXTRA_ITEMS.length - 1);
  });
});

describe('conversions between the info and the wire names', () => {
  const chosen = extras({
    largeBag: 3,
    ski: 2,
    hand: 1,
    bike: 1,
    pet: 2,
    rear: 1,
    front: 1,
    booster: 2,
    flexi: 1,
  });
  const wire: WireItems = {
    bags: 3,
    skis: 2,
    handLuggage: 1,
    bikes: 1,
    pets: 2,
    seatsR: 1,
    seatsF: 1,
    seatsB: 2,
    flexi: 1,
    children: 0,
  };

  it('info -> wire items names every count under its spec part 2 §7 key', () => {
    expect(wireItemsOf(chosen)).toEqual(wire);
  });
  it('info -> wire items reads the children of the search when the info has them', () => {
    expect(wireItemsOf({ ...chosen, children: 2 })).toEqual({ ...wire, children: 2 });
  });
  it('items -> booking_legs columns -> items is the identity; flexi stays 0 or 1', () => {
    const columns = extraColumnsOf({ ...wire, children: 2 });
    expect(columns).toMatchObject({
      hand_luggage: 1,
      seats_rear: 1,
      seats_booster: 2,
      flexi: 1,
      children: 2,
    });
    expect(itemsOfColumns(columns)).toEqual({ ...wire, children: 2 });
    expect(itemsOfColumns(extraColumnsOf(wireItemsOf(NO_EXTRAS)))).toEqual(wireItemsOf(NO_EXTRAS));
  });
  it('items -> answered extras: counts as they are, flexi as a boolean', () => {
    expect(answeredItems(wire)).toEqual({ ...wire, flexi: true });
    expect(answeredItems(wireItemsOf(NO_EXTRAS)).flexi).toBe(false);
  });
  it('no extras is every count 0 and no flexi', () => {
    expect(Object.values(NO_EXTRAS).every((v) => v === 0)).toBe(true);
    expect(Object.keys(NO_EXTRAS)).toHaveLength(STEP_EXTRAS.length);
  });
  it('stored items -> named list keeps quantities above 0, seats first as passenger detail answers (part 1 §3)', () => {
    expect(namedItems(wire)).toEqual([
      { item: 'Seat (rear)', quantity: 1 },
      { item: 'Seat (front)', quantity: 1 },
      { item: 'Seat (booster)', quantity: 2 },
      { item: 'Bag', quantity: 3 },
      { item: 'Skis', quantity: 2 },
      { item: 'Bike', quantity: 1 },
      { item: 'Pet', quantity: 2 },
      { item: 'Hand luggage', quantity: 1 },
      { item: 'Flexi', quantity: 1 },
    ]);
    expect(namedItems(wireItemsOf(extras({ ski: 1 })))).toEqual([{ item: 'Skis', quantity: 1 }]);
    expect(namedItems(wireItemsOf(NO_EXTRAS))).toEqual([]);
  });
  it('the item names of passenger detail, seats first (spec part 1 §3)', () => {
    expect(ITEM_NAMES).toEqual([
      'Seat (rear)',
      'Seat (front)',
      'Seat (booster)',
      'Bag',
      'Skis',
      'Bike',
      'Pet',
      'Hand luggage',
      'Flexi',
    ]);
  });
  it('a name of the named list leads back to its row; an unknown name to none', () => {
    expect(extraByName('Bag')?.info).toBe('largeBag');
    expect(extraByName('Suitcase')).toBeUndefined();
  });
});

describe('each row prices as its `priced` says (formulas in pricing.ts, spec part 2 §9)', () => {
  const pax = 2;
  it.each(STEP_EXTRAS.map((e) => [e.info, e.priced] as const))('%s: %s', (info, priced) => {
    const one = (count: number) => legExtrasMinor(wireItemsOf(extras({ [info]: count })), pax).total;
    if (priced === 'free') expect(one(3)).toBe(0);
    if (priced === 'per-item') expect([one(1), one(2)]).toEqual([one(1), 2 * one(1)]);
    if (priced === 'per-item') expect(one(1)).toBeGreaterThan(0);
    if (priced === 'beyond-allowance') expect([one(pax), one(pax + 1) > 0]).toEqual([0, true]);
    if (priced === 'per-passenger')
      expect(one(1)).toBe(pax * legExtrasMinor(wireItemsOf(extras({ [info]: 1 })), 1).total);
  });
  it.each([
    ['largeBag', EXTRA_PRICES_MINOR.extraItem],
    ['hand', EXTRA_PRICES_MINOR.extraItem],
    ['bike', 1000],
    ['pet', 2500],
    ['booster', 0],
    ['flexi', 500],
  ] as const)('one more %s costs %s minor units', (info, minor) => {
    expect(extraUnitPriceMinor(info)).toBe(minor);
  });
  it('splits into item-priced lines and free child seats', () => {
    expect(ITEM_PRICED_EXTRAS.map((e) => e.info)).toEqual(['largeBag', 'ski', 'hand', 'bike', 'pet']);
    expect(FREE_EXTRAS.map((e) => e.info)).toEqual(['rear', 'front', 'booster']);
  });

  it('spec part 2 §5 extras steppers: only luggage, bikes and pets past their suggested maximum flag the leg', () => {
    const none = wireItemsOf(NO_EXTRAS);
    expect(
      beyondSuggestedMaximum({ ...none, bags: 495, skis: 495, handLuggage: 495, bikes: 5, pets: 5 }),
    ).toBe(false);
    for (const key of ['bags', 'skis', 'handLuggage', 'bikes', 'pets'] as const) {
      expect(beyondSuggestedMaximum({ ...none, [key]: key === 'bikes' || key === 'pets' ? 6 : 496 })).toBe(
        true,
      );
    }
  });
});
