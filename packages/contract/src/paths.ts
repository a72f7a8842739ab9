/**
 * Paths of the calls the web's first page makes, in a module free of zod so that the first page's
 * bundle can import them without the contract's schemas (docs/architecture.md §5); the resource files
 * re-export them, so `@alpine/contract` still names every path.
 */

/** Path of the SPA's runtime configuration (docs/architecture.md §4, §12.9). */
export const CONFIG_PATH = '/api/v1/config';
/** The route of the token call (spec part 1 §7; docs/architecture.md §4). */
export const TOKEN_PATH = '/api/v1/auth/token';
/** POST /api/v1/auth/renew with a valid bearer token -> a fresh token of the same kind (ADR 007). */
export const RENEW_PATH = '/api/v1/auth/renew';
/** Paths of the location calls (spec part 1 §7; docs/architecture.md §4). */
export const LOCATIONS_PATH = '/api/v1/locations';
export const PUBLIC_LOCATIONS_PATH = '/api/v1/locations/public';
/**
 * Path of the quote search (spec part 1 §7 "Quote search": fares/quotes by POST; docs/architecture.md §4).
 */
export const QUOTES_PATH = '/api/v1/fares/quotes';
/**
 * GET ?locationID=N: "from" prices and drive times of an airport's or resort's routes
 * (docs/architecture.md §6).
 */
export const FARES_FROM_PATH = '/api/v1/fares/from';
/** POST: one analytics event, sent only after cookie consent (ADR 016; spec part 2 §2.10). */
export const ANALYTICS_EVENTS_PATH = '/api/v1/analytics/events';
/** POST: a group's request for a transfer above 50 passengers (traveller; bearer token as the site's calls). */
export const GROUP_REQUESTS_PATH = '/api/v1/group-requests';
