/**
 * Bounds the contract and the web share, in a module free of zod so that the web imports them from
 * `@alpine/contract/light` without the contract's schemas (docs/architecture.md §5).
 */

/**
 * The sanity bound of a luggage, bike or pet count of a leg (spec part 2 §5). The spec's maximums (495
 * luggage, 5 bikes and pets) are suggested, not enforced (spec part 2 §5): the API refuses (400)
 * only counts above this one, and flags a leg past a suggestion for the operator. LegItemsSchema
 * (bookings.ts) uses it; light.test.ts checks that they agree.
 */
export const EXTRA_COUNT_LIMIT = 999;

/**
 * The longest first or last name a traveller can give, in UTF-16 units (docs/architecture.md §4 "bounded
 * text"): the contract refuses longer ones (400), and the site's name fields stop there (`maxLength`), so a
 * traveller never meets the API's raw refusal.
 */
export const NAME_MAX_LENGTH = 80;

/** The longest e-mail address, in characters (RFC 5321's 254 of a path less its brackets). */
export const EMAIL_MAX_LENGTH = 254;

/**
 * Limits of a group request (spec part 1 §5, §9: the form offers 1-99 passengers and no private
 * transfer carries more than 50, so a group is 51-99), characters for the texts.
 */
export const GROUP_REQUEST_LIMITS = {
  paxMin: 51,
  paxMax: 99,
  nameMin: 2,
  nameMax: 100,
  messageMax: 2000,
  replyMin: 2,
  replyMax: 5000,
} as const;
