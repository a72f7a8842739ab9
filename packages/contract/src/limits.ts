/**
 * Bounds the contract and the web share, in a module free of zod so that the web imports them from
 * `@alpine/contract/light` without the contract's schemas (issue 9 §3).
 */

/**
 * The sanity bound of a luggage, bike or pet count of a leg (issue 13 §3). The spec's maximums (495
 * luggage, 5 bikes and pets) are suggested, not enforced (spec part 2 §5): the API refuses (400)
 * only counts above this one, and flags a leg past a suggestion for the operator. LegItemsSchema
 * (bookings.ts) uses it; light.test.ts checks that they agree.
 */
export const EXTRA_COUNT_LIMIT = 999;
