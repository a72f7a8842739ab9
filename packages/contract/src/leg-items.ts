import { z } from 'zod';
import { EXTRA_ITEMS, ITEM_NAMES, type ExtraItem } from '@alpine/domain/extras';
import { EXTRA_COUNT_LIMIT } from './limits.ts';

/**
 * The wire shapes of a leg's items, each derived from the extras table of @alpine/domain
 * (`EXTRA_ITEMS`, packages/domain/src/extras.ts; ADR 013 "Data tables the contract derives from"):
 * one property per row under its spec part 2 §7 name, in the table's order. A new row is a new
 * property of both schemas below, with nothing to write here.
 */

/**
 * A count: 0 when absent. Rows whose maximum is a limit (seats, children: the 99 passengers of
 * spec part 2 §9) stop there; luggage, bikes and pets, whose maximum is only suggested (spec part 2
 * §5), stop at the sanity bound EXTRA_COUNT_LIMIT (past the suggestion the leg is flagged for the
 * operator: beyondSuggestedMaximum).
 */
const countOf = (e: ExtraItem) =>
  z
    .number()
    .int()
    .min(0)
    .max(e.enforced ? e.max : EXTRA_COUNT_LIMIT)
    .default(0);

/**
 * A choice (flexi): the wire takes 0, 1, true or false (0 when absent); parsed, it is 0 or 1, the
 * one value the domain, the server and booking_legs know.
 */
const choice = () =>
  z
    .union([z.literal(0), z.literal(1), z.boolean()])
    .default(0)
    .transform((v): 0 | 1 => (v === 1 || v === true ? 1 : 0));

type ItemsShape = {
  [E in ExtraItem as E['wire']]: E extends { kind: 'choice' }
    ? ReturnType<typeof choice>
    : ReturnType<typeof countOf>;
};
type AnsweredShape = {
  [E in ExtraItem as E['wire']]: E extends { kind: 'choice' } ? z.ZodBoolean : z.ZodNumber;
};

/**
 * Extras of a leg (spec part 2 §7 "Add booking leg" items): every key optional (0), unknown keys
 * refused. Parsed, flexi is 0 or 1 (the domain's WireItems).
 */
export const LegItemsSchema = z.strictObject(
  Object.fromEntries(
    EXTRA_ITEMS.map((e) => [e.wire, e.kind === 'choice' ? choice() : countOf(e)]),
  ) as ItemsShape,
);
export type LegItems = z.infer<typeof LegItemsSchema>;

/** The extras of a leg as the operator reads them: counts, flexi as a boolean (the domain's answeredItems). */
export const AnsweredItemsSchema = z.object(
  Object.fromEntries(
    EXTRA_ITEMS.map((e) => [e.wire, e.kind === 'choice' ? z.boolean() : z.number().int()]),
  ) as AnsweredShape,
);
export type AnsweredLegItems = z.infer<typeof AnsweredItemsSchema>;

/**
 * The item names of a leg in passenger detail (spec part 1 §3): the rows' `name`, in their
 * `listed` order (seats first); only items with a quantity above 0 are listed.
 */
export const LegItemNameSchema = z.enum(ITEM_NAMES);
export type LegItemName = z.infer<typeof LegItemNameSchema>;
