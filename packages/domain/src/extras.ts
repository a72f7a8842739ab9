/**
 * The extras of a leg, each named once (docs/architecture.md §12.15, ADR 014). One row per extra gives
 * every name the spec uses for it and how it is priced; every conversion between those names is
 * written here, once. Adding an extra: a row here, its field in the contract's LegItemsSchema and
 * LegItemNameSchema, its column in booking_legs, and its translations.
 *
 * - `info`: the key of spec part 2 §3 "Extras (info)" (the Flight & Extras form, the pricing).
 * - `wire`: the key of spec part 2 §7 "Add booking leg" items (and of booking_legs, as stored).
 * - `name`: the item name answered by passenger detail (spec part 1 §3), as the API answers today.
 * - `listed`: the item's position in that answered list (spec part 1 §3 lists seats first).
 * - `summary`: the find-booking summary count it adds to (spec part 1 §3), or null.
 * - `max`: the suggested maximum of its stepper (spec part 2 §5 "Extras steppers": 495 luggage,
 *   5 bikes and pets, "not enforced"; seats up to the 99 passengers of §9 "Limits"). Luggage, bikes
 *   and pets may go past it up to the contract's EXTRA_COUNT_LIMIT (the leg is then flagged for the operator:
 *   beyondSuggestedMaximum); the contract enforces the sanity bound, and 99 for seats.
 * - `enforced`: false when `max` is only a suggestion (spec part 2 §5), true when it is a limit.
 * - `priced`: how spec part 2 §9 prices it; the formulas are legExtrasMinor's (pricing.ts):
 *   'beyond-allowance' = each item beyond one per passenger, 'per-item' = each item,
 *   'per-passenger' = once per passenger when chosen (flexi), 'free'.
 */
export const EXTRA_ITEMS = [
  {
    info: 'largeBag',
    wire: 'bags',
    name: 'Bag',
    listed: 3,
    summary: 'bag',
    max: 495,
    enforced: false,
    priced: 'beyond-allowance',
  },
  {
    info: 'ski',
    wire: 'skis',
    name: 'Skis',
    listed: 4,
    summary: 'ski',
    max: 495,
    enforced: false,
    priced: 'beyond-allowance',
  },
  {
    info: 'hand',
    wire: 'handLuggage',
    name: 'Hand luggage',
    listed: 7,
    summary: null,
    max: 495,
    enforced: false,
    priced: 'beyond-allowance',
  },
  {
    info: 'bike',
    wire: 'bikes',
    name: 'Bike',
    listed: 5,
    summary: 'bike',
    max: 5,
    enforced: false,
    priced: 'per-item',
  },
  {
    info: 'pet',
    wire: 'pets',
    name: 'Pet',
    listed: 6,
    summary: 'pet',
    max: 5,
    enforced: false,
    priced: 'per-item',
  },
  {
    info: 'rear',
    wire: 'seatsR',
    name: 'Seat (rear)',
    listed: 0,
    summary: 'rear',
    max: 99,
    enforced: true,
    priced: 'free',
  },
  {
    info: 'front',
    wire: 'seatsF',
    name: 'Seat (front)',
    listed: 1,
    summary: 'front',
    max: 99,
    enforced: true,
    priced: 'free',
  },
  {
    info: 'booster',
    wire: 'seatsB',
    name: 'Seat (booster)',
    listed: 2,
    summary: 'booster',
    max: 99,
    enforced: true,
    priced: 'free',
  },
  {
    info: 'flexi',
    wire: 'flexi',
    name: 'Flexi',
    listed: 8,
    summary: null,
    max: 1,
    enforced: true,
    priced: 'per-passenger',
  },
] as const;

export type ExtraItem = (typeof EXTRA_ITEMS)[number];

/**
 * True when a count of the leg passes its suggested maximum (spec part 2 §5: 495 luggage, 5 bikes
 * and pets): the leg is then flagged for the operator to confirm (spec part 2 §5). Stored items.
 */
export function beyondSuggestedMaximum(items: WireItems): boolean {
  return EXTRA_ITEMS.some((e) => !e.enforced && items[e.wire] > e.max);
}
/** An extra's key in spec part 2 §3 "Extras (info)". */
export type ExtraKey = ExtraItem['info'];
/** An extra's key in spec part 2 §7 items. */
export type WireItemKey = ExtraItem['wire'];
/** An extra's name in the passenger detail's items (spec part 1 §3). */
export type ExtraItemName = ExtraItem['name'];
/** A count of the find-booking summary (spec part 1 §3). */
export type SummaryCountKey = NonNullable<ExtraItem['summary']>;
/** The extras priced item by item, each with its own line in LegExtrasPrice (spec part 2 §9). */
export type ItemPricedKey = Extract<ExtraItem, { priced: 'beyond-allowance' | 'per-item' }>['info'];

/** Extras chosen on the Flight & Extras step (spec part 2 §3 "Extras (info)"); counts >= 0, flexi 0 or 1. */
export type Extras = { [K in Exclude<ExtraKey, 'flexi'>]: number } & { flexi: 0 | 1 };

/** The extras of a leg under their spec part 2 §7 names, as sent and as stored (flexi 0 or 1). */
export type WireItems = { [K in Exclude<WireItemKey, 'flexi'>]: number } & { flexi: 0 | 1 };

/** No extras at all. */
export const NO_EXTRAS: Extras = extrasOfWire(
  Object.fromEntries(EXTRA_ITEMS.map((e) => [e.wire, 0])) as WireItems,
);

/** Spec part 2 §3 info -> spec part 2 §7 items (the web's Add booking leg body). */
export function wireItemsOf(extras: Extras): WireItems {
  return Object.fromEntries(EXTRA_ITEMS.map((e) => [e.wire, extras[e.info]])) as WireItems;
}

/** Spec part 2 §7 items (sent or stored) -> spec part 2 §3 info (the server's pricing). */
export function extrasOfWire(items: WireItems): Extras {
  return Object.fromEntries(EXTRA_ITEMS.map((e) => [e.info, items[e.wire]])) as Extras;
}

/** Stored items -> the named list of passenger detail and the e-mails: quantity above 0, in spec part 1 §3 order. */
export function namedItems(items: WireItems): { item: ExtraItemName; quantity: number }[] {
  return [...EXTRA_ITEMS]
    .sort((a, b) => a.listed - b.listed)
    .filter((e) => items[e.wire] > 0)
    .map((e) => ({ item: e.name, quantity: items[e.wire] }));
}

/** The row of an item name of passenger detail, or undefined for a name we do not know. */
export function extraByName(name: string): ExtraItem | undefined {
  return EXTRA_ITEMS.find((e) => e.name === name);
}

/** The rows priced item by item, in the info order (the order summary's luggage lines, part 2 §2.5). */
export const ITEM_PRICED_EXTRAS = EXTRA_ITEMS.filter(
  (e): e is Extract<ExtraItem, { priced: 'beyond-allowance' | 'per-item' }> =>
    e.priced === 'beyond-allowance' || e.priced === 'per-item',
);

/** The free rows (child seats), in the info order (the order summary's seat lines, part 2 §2.5). */
export const FREE_EXTRAS = EXTRA_ITEMS.filter(
  (e): e is Extract<ExtraItem, { priced: 'free' }> => e.priced === 'free',
);
