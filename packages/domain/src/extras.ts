/**
 * The items of a leg, each named once (ADR 013 "Data tables the contract derives from"). One row
 * per item gives every name it has and how it is priced and chosen; every shape of the extras
 * derives from this table: the contract's item schemas (what a leg's items accept on the wire,
 * what the operator reads), the site's extras schema, the counters of the Flight & Extras step,
 * the item names of passenger detail, and the booking_legs columns. Adding an extra: a row here
 * (and in extras.test.ts, which pins the rows), one migration adding its column, and its
 * translations (the site's, the operator's, the e-mails'); ADR 013 counts them.
 *
 * - `info`: the key of spec part 2 §3 "Extras (info)" (the site's Flight & Extras form).
 * - `wire`: the key of spec part 2 §7 "Add booking leg" items: what the site sends, the server
 *   prices and answers. The domain's prices and rules use these names (WireItems).
 * - `column`: its integer column in booking_legs.
 * - `name`: the item name answered by passenger detail (spec part 1 §3), or null when not listed.
 * - `listed`: the item's position in that answered list (spec part 1 §3 lists seats first).
 * - `summary`: the find-booking summary count it adds to (spec part 1 §3), or null.
 * - `max`: the suggested maximum of its stepper (spec part 2 §5 "Extras steppers": 495 luggage,
 *   5 bikes and pets, "not enforced"; seats and children up to the 99 passengers of §9 "Limits").
 *   Luggage, bikes and pets may go past it up to the contract's EXTRA_COUNT_LIMIT (the leg is then
 *   flagged for the operator: beyondSuggestedMaximum).
 * - `enforced`: false when `max` is only a suggestion (spec part 2 §5), true when it is a limit.
 * - `priced`: how spec part 2 §9 prices it; the formulas are legExtrasMinor's (pricing.ts):
 *   'beyond-allowance' = each item beyond one per passenger, 'per-item' = each item,
 *   'per-passenger' = once per passenger when chosen (flexi), 'free'.
 * - `kind`: 'count' (0 or more) or 'choice' (flexi: 0 or 1 everywhere in the domain and the
 *   server; the wire also accepts true or false, and the operator's and the owner's reads answer it
 *   as a boolean: the contract derives both from this column).
 * - `chosenOn`: 'extras' when the Flight & Extras step chooses it, 'search' when it comes from the
 *   search (children, spec part 2 §3).
 */
export const EXTRA_ITEMS = [
  {
    info: 'largeBag',
    wire: 'bags',
    column: 'bags',
    name: 'Bag',
    listed: 3,
    summary: 'bag',
    max: 495,
    enforced: false,
    priced: 'beyond-allowance',
    kind: 'count',
    chosenOn: 'extras',
  },
  {
    info: 'ski',
    wire: 'skis',
    column: 'skis',
    name: 'Skis',
    listed: 4,
    summary: 'ski',
    max: 495,
    enforced: false,
    priced: 'beyond-allowance',
    kind: 'count',
    chosenOn: 'extras',
  },
  {
    info: 'hand',
    wire: 'handLuggage',
    column: 'hand_luggage',
    name: 'Hand luggage',
    listed: 7,
    summary: null,
    max: 495,
    enforced: false,
    priced: 'beyond-allowance',
    kind: 'count',
    chosenOn: 'extras',
  },
  {
    info: 'bike',
    wire: 'bikes',
    column: 'bikes',
    name: 'Bike',
    listed: 5,
    summary: 'bike',
    max: 5,
    enforced: false,
    priced: 'per-item',
    kind: 'count',
    chosenOn: 'extras',
  },
  {
    info: 'pet',
    wire: 'pets',
    column: 'pets',
    name: 'Pet',
    listed: 6,
    summary: 'pet',
    max: 5,
    enforced: false,
    priced: 'per-item',
    kind: 'count',
    chosenOn: 'extras',
  },
  {
    info: 'rear',
    wire: 'seatsR',
    column: 'seats_rear',
    name: 'Seat (rear)',
    listed: 0,
    summary: 'rear',
    max: 99,
    enforced: true,
    priced: 'free',
    kind: 'count',
    chosenOn: 'extras',
  },
  {
    info: 'front',
    wire: 'seatsF',
    column: 'seats_front',
    name: 'Seat (front)',
    listed: 1,
    summary: 'front',
    max: 99,
    enforced: true,
    priced: 'free',
    kind: 'count',
    chosenOn: 'extras',
  },
  {
    info: 'booster',
    wire: 'seatsB',
    column: 'seats_booster',
    name: 'Seat (booster)',
    listed: 2,
    summary: 'booster',
    max: 99,
    enforced: true,
    priced: 'free',
    kind: 'count',
    chosenOn: 'extras',
  },
  {
    info: 'flexi',
    wire: 'flexi',
    column: 'flexi',
    name: 'Flexi',
    listed: 8,
    summary: null,
    max: 1,
    enforced: true,
    priced: 'per-passenger',
    kind: 'choice',
    chosenOn: 'extras',
  },
  {
    info: 'children',
    wire: 'children',
    column: 'children',
    name: null,
    listed: null,
    summary: null,
    max: 99,
    enforced: true,
    priced: 'free',
    kind: 'count',
    chosenOn: 'search',
  },
] as const;

export type ExtraItem = (typeof EXTRA_ITEMS)[number];
/** The rows the Flight & Extras step chooses (spec part 2 §2.3), in the table's order. */
type StepItem = Extract<ExtraItem, { chosenOn: 'extras' }>;

/** An extra's key in spec part 2 §3 "Extras (info)", as the Flight & Extras step chooses it. */
export type ExtraKey = StepItem['info'];
/** An item's key in spec part 2 §7 items. */
export type WireItemKey = ExtraItem['wire'];
/** An item's integer column in booking_legs. */
export type ExtraColumn = ExtraItem['column'];
/** An extra's name in the passenger detail's items (spec part 1 §3). */
export type ExtraItemName = NonNullable<ExtraItem['name']>;
/** A count of the find-booking summary (spec part 1 §3). */
export type SummaryCountKey = NonNullable<ExtraItem['summary']>;
/** The rows priced item by item, each with its own line in LegExtrasPrice (spec part 2 §9). */
type ItemPriced = Extract<ExtraItem, { priced: 'beyond-allowance' | 'per-item' }>;
/** The extras priced item by item, by their spec part 2 §7 names. */
export type ItemPricedKey = ItemPriced['wire'];

/** The value of a row: a count, or 0 / 1 for a choice (flexi). */
type ValueOf<E extends ExtraItem> = E extends { kind: 'choice' } ? 0 | 1 : number;

/** Extras chosen on the Flight & Extras step (spec part 2 §3 "Extras (info)"); counts >= 0, flexi 0 or 1. */
export type Extras = { [E in StepItem as E['info']]: ValueOf<E> };

/** The items of a leg under their spec part 2 §7 names, as sent, priced and stored (flexi 0 or 1). */
export type WireItems = { [E in ExtraItem as E['wire']]: ValueOf<E> };

/** The items of a leg as booking_legs columns (flexi 0 or 1). */
export type ExtraColumns = { [E in ExtraItem as E['column']]: number };

/** The extras of a leg as the operator and the owner read them: counts, flexi as a boolean (spec part 2 §7). */
export type AnsweredItems = {
  [E in ExtraItem as E['wire']]: E extends { kind: 'choice' } ? boolean : number;
};

/**
 * True when a count of the leg passes its suggested maximum (spec part 2 §5: 495 luggage, 5 bikes
 * and pets): the leg is then flagged for the operator to confirm. Stored items.
 */
export function beyondSuggestedMaximum(items: WireItems): boolean {
  return EXTRA_ITEMS.some((e) => !e.enforced && items[e.wire] > e.max);
}

/** No extras at all (the Flight & Extras step's start). */
export const NO_EXTRAS = Object.fromEntries(
  EXTRA_ITEMS.flatMap((e) => (e.chosenOn === 'extras' ? [[e.info, 0]] : [])),
) as Extras;

/**
 * Spec part 2 §3 info -> spec part 2 §7 items: the one renaming of the round trip, on the site,
 * before it prices or sends a leg. The rows chosen on the search (children) are read from `info`
 * when it has them, else 0.
 */
export function wireItemsOf(info: Extras & { [E in ExtraItem as E['info']]?: ValueOf<E> }): WireItems {
  const values = info as Record<string, number | undefined>;
  return Object.fromEntries(EXTRA_ITEMS.map((e) => [e.wire, values[e.info] ?? 0])) as WireItems;
}

/** Items -> their booking_legs columns (the repository's insert). */
export function extraColumnsOf(items: WireItems): ExtraColumns {
  return Object.fromEntries(EXTRA_ITEMS.map((e) => [e.column, items[e.wire]])) as ExtraColumns;
}

/** booking_legs columns -> items (the repository's reads); a choice reads 1 for any non-zero value. */
export function itemsOfColumns(row: ExtraColumns): WireItems {
  return Object.fromEntries(
    EXTRA_ITEMS.map((e) => [e.wire, e.kind === 'choice' ? (row[e.column] ? 1 : 0) : row[e.column]]),
  ) as WireItems;
}

/** Items -> the extras the operator and the owner read (spec part 2 §7): a choice as a boolean. */
export function answeredItems(items: WireItems): AnsweredItems {
  return Object.fromEntries(
    EXTRA_ITEMS.map((e) => [e.wire, e.kind === 'choice' ? items[e.wire] === 1 : items[e.wire]]),
  ) as AnsweredItems;
}

/** Stored items -> the named list of passenger detail and the e-mails: quantity above 0, in spec part 1 §3 order. */
export function namedItems(items: WireItems): { item: ExtraItemName; quantity: number }[] {
  return EXTRA_ITEMS.flatMap((e) =>
    e.name !== null && items[e.wire] > 0 ? [{ item: e.name, quantity: items[e.wire], listed: e.listed }] : [],
  )
    .sort((a, b) => a.listed - b.listed)
    .map(({ item, quantity }) => ({ item, quantity }));
}

/** The item names of passenger detail in their spec part 1 §3 order (`listed`: seats first). */
export const ITEM_NAMES = EXTRA_ITEMS.flatMap((e) => (e.name === null ? [] : [e]))
  .sort((a, b) => a.listed - b.listed)
  .map((e) => e.name) as [ExtraItemName, ...ExtraItemName[]];

/** The row of an item name of passenger detail, or undefined for a name we do not know. */
export function extraByName(name: string): ExtraItem | undefined {
  return EXTRA_ITEMS.find((e) => e.name === name);
}

/** The rows priced item by item, in the info order (the order summary's luggage lines, part 2 §2.5). */
export const ITEM_PRICED_EXTRAS = EXTRA_ITEMS.filter(
  (e): e is ItemPriced => e.priced === 'beyond-allowance' || e.priced === 'per-item',
);

/** The free rows the step chooses (child seats), in the info order (the order summary's seat lines, part 2 §2.5). */
export const FREE_EXTRAS = EXTRA_ITEMS.filter(
  (e): e is Extract<StepItem, { priced: 'free' }> => e.priced === 'free' && e.chosenOn === 'extras',
);

/** The rows the Flight & Extras step chooses, in the info order (spec part 2 §2.3). */
export const STEP_EXTRAS = EXTRA_ITEMS.filter((e): e is StepItem => e.chosenOn === 'extras');
