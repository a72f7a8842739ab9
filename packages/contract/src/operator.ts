import { z } from 'zod';
import { BookingStateSchema } from './bookings.ts';
import { CurrencySchema, IdSchema, LocalDateSchema, text } from './common.ts';
import { AnsweredItemsSchema } from './leg-items.ts';
import { JobVehicleSchema } from './operator-fleet.ts';

/** Paths of the operator's calls (docs/architecture.md §4 "operator"; ADR 019): operator tokens only. */
export const OPERATOR_ME_PATH = '/api/v1/operator/me';
export const OPERATOR_BOOKINGS_PATH = '/api/v1/operator/bookings';
export const OPERATOR_BOOKING_PATH = '/api/v1/operator/bookings/:bookingID';
export const OPERATOR_CONFIRM_PATH = '/api/v1/operator/bookings/:bookingID/confirm';
export const OPERATOR_DECLINE_PATH = '/api/v1/operator/bookings/:bookingID/decline';

/** GET /api/v1/operator/me: who the operator token speaks for (the console's header). */
export const OperatorMeSchema = z.object({ operatorID: z.number().int(), email: z.string() });
export type OperatorMe = z.infer<typeof OperatorMeSchema>;

/** Who changed a booking (ADR 019). */
export const AuditActorSchema = z.enum(['traveller', 'operator', 'system']);
export type AuditActor = z.infer<typeof AuditActorSchema>;

/** What happened to a booking (ADR 019): one word per state change. */
export const AuditEventSchema = z.enum([
  'created',
  'held',
  'review_requested',
  'paid',
  'confirmed',
  'reviewed',
  'declined',
  'review_expired',
  'expired',
  'cancelled',
  'refunded',
  'checked_in',
]);
export type AuditEvent = z.infer<typeof AuditEventSchema>;

/**
 * One line of a booking's history (ADR 019): at is ISO UTC. detail, written without words so
 * that each screen says it in its language: an ISO UTC instant (held, sent for review, reviewed:
 * until when), 'invoice' or the payment id (paid; reviewed at once for an invoice partner), the
 * refund percentage (cancelled), the refund id (refunded), the operator's reason (declined), or null.
 */
export const AuditEntrySchema = z.object({
  event: AuditEventSchema,
  actor: AuditActorSchema,
  /** The operator's e-mail when actor is operator, else null. */
  actorEmail: z.string().nullable(),
  detail: z.string().nullable(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof AuditEntrySchema>;

/**
 * Why a booking waits for the operator (ADR 019): on-request product, too soon, extras past the suggested
 * maximum.
 */
export const ReviewReasonSchema = z.enum(['on_request', 'too_soon', 'extras_check']);
export type ReviewReason = z.infer<typeof ReviewReasonSchema>;

/** A leg as the operator sees it: names in English, extras as counts, times local "HH:mm". */
export const OperatorLegSchema = z.object({
  passengerID: z.number().int(),
  product: z.string(),
  origin: z.string(),
  destination: z.string(),
  date: z.string(),
  time: z.string(),
  pax: z.number().int(),
  flight: z.string(),
  connectionTime: z.string().nullable(),
  pickUp: z.string(),
  dropOff: z.string(),
  extras: AnsweredItemsSchema,
  price: z.number(),
  statusID: z.number().int(),
  needsOperatorCheck: z.boolean(),
});
export type OperatorLeg = z.infer<typeof OperatorLegSchema>;

/** A booking in the operator's lists and look-up (ADR 019). Instants ISO UTC. */
export const OperatorBookingSchema = z.object({
  bookingID: z.number().int(),
  reference: z.string(),
  state: BookingStateSchema,
  language: z.string(),
  createdAt: z.string(),
  reviewRequestedAt: z.string().nullable(),
  reviewExpiresAt: z.string().nullable(),
  /** Set once the operator confirmed a reviewed booking that is still to be paid: the pay link's end. */
  payLinkExpiresAt: z.string().nullable(),
  traveller: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    mobile: z.string(),
  }),
  total: z.object({ price: z.number(), currency: CurrencySchema }),
  reasons: z.array(ReviewReasonSchema),
  legs: z.array(OperatorLegSchema),
});
export type OperatorBooking = z.infer<typeof OperatorBookingSchema>;

/** A booking with its history (GET /api/v1/operator/bookings/{bookingID}). */
export const OperatorBookingDetailSchema = OperatorBookingSchema.extend({
  history: z.array(AuditEntrySchema),
});
export type OperatorBookingDetail = z.infer<typeof OperatorBookingDetailSchema>;

/**
 * GET /api/v1/operator/bookings: `state=awaiting_review` gives the review queue (oldest request
 * first); `q` looks bookings up by reference, name or e-mail (2 to 80 characters, newest first).
 * One of the two is needed; at most 50 answers.
 */
export const OperatorBookingsQuerySchema = z.object({
  state: BookingStateSchema.optional(),
  q: text(80).trim().min(2, 'q must be at least 2 characters').optional(),
});
export type OperatorBookingsQuery = z.infer<typeof OperatorBookingsQuerySchema>;

/** POST .../decline: the reason the traveller reads (1 to 500 characters). */
export const DeclineBookingSchema = z.strictObject({
  reason: text(500).trim().min(1, 'reason is required'),
});
export type DeclineBooking = z.infer<typeof DeclineBookingSchema>;

/** Answer of confirm and decline: the booking's new state; payLinkExpiresAt when a pay link was sent. */
export const OperatorDecisionSchema = z.object({
  bookingID: z.number().int(),
  reference: z.string(),
  state: BookingStateSchema,
  payLinkExpiresAt: z.string().nullable(),
});
export type OperatorDecision = z.infer<typeof OperatorDecisionSchema>;

/** Paths of the day's departures, manifests, sales and capacity, and check-in (ADR 019). */
export const OPERATOR_DEPARTURES_PATH = '/api/v1/operator/departures';
export const OPERATOR_MANIFEST_PATH = '/api/v1/operator/departures/:departureID/manifest';
export const OPERATOR_MANIFEST_CSV_PATH = '/api/v1/operator/departures/:departureID/manifest.csv';
export const OPERATOR_CAPACITY_PATH = '/api/v1/operator/departures/:departureID/capacity';
export const OPERATOR_SALES_PATH = '/api/v1/operator/departures/:departureID/sales';
export const OPERATOR_CHECK_IN_PATH = '/api/v1/operator/check-in';

/** GET /api/v1/operator/departures?date=YYYY-MM-DD (a real calendar day). */
export const OperatorDeparturesQuerySchema = z.object({ date: LocalDateSchema });
export type OperatorDeparturesQuery = z.infer<typeof OperatorDeparturesQuerySchema>;

/**
 * A departure's id on the wire: its key "timetableID:YYYY-MM-DD:HH:mm" (e.g. "3:2026-12-19:10:30"),
 * the timetable id of at most 9 digits (within the column's range).
 */
export const DepartureParamsSchema = z.object({
  departureID: z
    .string()
    .max(40)
    .regex(
      /^[1-9]\d{0,8}:\d{4}-\d{2}-\d{2}:([01]\d|2[0-3]):[0-5]\d$/,
      'departureID must be timetableID:YYYY-MM-DD:HH:mm',
    ),
});
export type DepartureParams = z.infer<typeof DepartureParamsSchema>;

/** A shared departure of the day (ADR 019): seats of confirmed bookings (sold) and of unpaid ones (held). */
export const OperatorDepartureSchema = z.object({
  departureID: z.string(),
  product: z.string(),
  origin: z.string(),
  destination: z.string(),
  date: z.string(),
  time: z.string(),
  capacity: z.number().int(),
  sold: z.number().int(),
  held: z.number().int(),
  /** (sold + held) / capacity, 0 to 1 (0 for a capacity of 0). */
  loadFactor: z.number(),
  closed: z.boolean(),
});
export type OperatorDeparture = z.infer<typeof OperatorDepartureSchema>;

/**
 * A private or coach job of the day (ADR 019): `vehicle` is the first vehicle held or sold for it
 * (ADR 022: its fleet row and number), null when none is; `vehicles` all of them by number (two
 * minibuses for 17-32 standard pax).
 */
export const OperatorJobSchema = z.object({
  bookingID: z.number().int(),
  reference: z.string(),
  state: BookingStateSchema,
  product: z.string(),
  origin: z.string(),
  destination: z.string(),
  time: z.string(),
  pax: z.number().int(),
  traveller: z.string(),
  vehicle: JobVehicleSchema.nullable(),
  vehicles: z.array(JobVehicleSchema),
});
export type OperatorJob = z.infer<typeof OperatorJobSchema>;

/** The operator's day: shared departures per route and product, and private and coach jobs. */
export const OperatorDaySchema = z.object({
  date: z.string(),
  departures: z.array(OperatorDepartureSchema),
  jobs: z.array(OperatorJobSchema),
});
export type OperatorDay = z.infer<typeof OperatorDaySchema>;

/** One booked leg on a manifest (ADR 019); checkedInAt ISO UTC or null. */
export const ManifestPassengerSchema = z.object({
  bookingID: z.number().int(),
  reference: z.string(),
  passengerID: z.number().int(),
  name: z.string(),
  phone: z.string(),
  email: z.string(),
  pax: z.number().int(),
  pickUp: z.string(),
  dropOff: z.string(),
  flight: z.string(),
  connectionTime: z.string().nullable(),
  extras: OperatorLegSchema.shape.extras,
  checkedInAt: z.string().nullable(),
});
export type ManifestPassenger = z.infer<typeof ManifestPassengerSchema>;

/** GET .../manifest: the departure and its confirmed passengers by pick-up. */
export const ManifestSchema = z.object({
  departure: OperatorDepartureSchema,
  passengers: z.array(ManifestPassengerSchema),
});
export type Manifest = z.infer<typeof ManifestSchema>;

/** POST .../capacity: the departure's new capacity (0 to 999; never below its seats sold and held). */
export const DepartureCapacitySchema = z.strictObject({ capacity: z.number().int().min(0).max(999) });
export type DepartureCapacity = z.infer<typeof DepartureCapacitySchema>;
/** POST .../sales: close (true) or reopen (false) the departure to sales. */
export const DepartureSalesSchema = z.strictObject({ closed: z.boolean() });
export type DepartureSales = z.infer<typeof DepartureSalesSchema>;

/** POST /api/v1/operator/check-in: a typed or scanned booking reference (the e-ticket's QR code holds it). */
export const CheckInSchema = z.strictObject({
  reference: text(40).trim().min(4, 'reference is required'),
  passengerID: IdSchema.optional(),
});
export type CheckIn = z.infer<typeof CheckInSchema>;

/** Answer of check-in: who boards what; alreadyCheckedIn when an earlier scan boarded them at checkedInAt. */
export const CheckInResultSchema = z.object({
  bookingID: z.number().int(),
  reference: z.string(),
  passengerID: z.number().int(),
  name: z.string(),
  pax: z.number().int(),
  origin: z.string(),
  destination: z.string(),
  date: z.string(),
  time: z.string(),
  extras: OperatorLegSchema.shape.extras,
  checkedInAt: z.string(),
  alreadyCheckedIn: z.boolean(),
});
export type CheckInResult = z.infer<typeof CheckInResultSchema>;
