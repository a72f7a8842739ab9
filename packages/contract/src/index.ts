/** The wire contract of the booking API (DESIGN §2, §4): zod schemas, inferred types, paths. */
export * from './common.ts';
export * from './auth.ts';
export * from './locations.ts';
export * from './quotes.ts';
export * from './config.ts';
export * from './customers.ts';
export * from './addresses.ts';
export * from './bookings.ts';
export * from './payments.ts';
export * from './accounts.ts';
export * from './booking-reads.ts';
export * from './fares-from.ts';
export * from './analytics.ts';
export * from './contact.ts';
