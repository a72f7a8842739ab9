/** Pure rules of the booking product (DESIGN §2 packages/domain): no I/O, no framework. */
export * from './constants.ts';
export * from './money.ts';
export * from './promotion.ts';
export * from './time.ts';
export * from './messages.ts';
export * from './search-rules.ts';
export * from './options.ts';
export * from './fares/fare-types.ts';
export * from './fares/departures.ts';
export * from './fares/fare-engine.ts';
export * from './fares/notices.ts';
export * from './fares/promotion-rules.ts';
export * from './extras.ts';
export * from './pricing.ts';
export * from './booking-rules.ts';
export * from './booking-summary.ts';
export * from './cancellation-policy.ts';
