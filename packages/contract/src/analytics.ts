import { z } from 'zod';
import { text } from './common.ts';

export { ANALYTICS_EVENTS_PATH } from './paths.ts';

/** The analytics events the site sends after consent (spec part 2 §2.10, §7; ADR 016). */
export const ANALYTICS_EVENT_TYPES = ['page_view', 'booking_step_completed', 'purchase'] as const;
export type AnalyticsEventType = (typeof ANALYTICS_EVENT_TYPES)[number];

/** Largest body POST /api/v1/analytics/events accepts, bytes (ADR 016: a small size limit). */
export const ANALYTICS_BODY_LIMIT = 2048;

/**
 * Body of POST /api/v1/analytics/events (ADR 016): one event. `path` is the page's path
 * (starting with '/', no query, at most 300 characters); `step` the booking step completed (1-5,
 * spec part 2 §1's progress indicator: Transfers, Contact Details, Flight & Extras, Address,
 * Payment); `bookingReference` the 8-character reference of a purchase; `at` the client's instant
 * (ISO 8601 UTC). Unknown fields are refused (400).
 */
export const AnalyticsEventSchema = z.strictObject({
  type: z.enum(ANALYTICS_EVENT_TYPES),
  path: text(300).regex(/^\/[^?#\s]*$/, 'path must start with / and hold no query, fragment or space'),
  step: z.number().int().min(1).max(5).optional(),
  bookingReference: z
    .string()
    .regex(/^[2-9A-HJ-NP-Z]{8}$/, 'bookingReference must be an 8-character booking reference')
    .optional(),
  at: z.iso.datetime({ offset: true }),
});
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

/** Answer of POST /api/v1/analytics/events (202): the event was stored. */
export const AnalyticsAcceptedSchema = z.object({ accepted: z.literal(true) });
export type AnalyticsAccepted = z.infer<typeof AnalyticsAcceptedSchema>;
