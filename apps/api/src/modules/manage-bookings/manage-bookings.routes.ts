import {
  BOOKING_BY_REFERENCE_PATH,
  BOOKING_CANCELLATION_PATH,
  BookingCancelledSchema,
  BookingEmailQuerySchema,
  BookingParamsSchema,
  BookingReferenceParamsSchema,
  BOOKINGS_PATH,
  CancellationRequestSchema,
  envelope,
  ErrorSchema,
  FoundBookingSchema,
  listEnvelope,
  OwnBookingSchema,
  OwnBookingsQuerySchema,
  PASSENGER_PATH,
  PassengerDetailSchema,
  PassengerParamsSchema,
  PassengerQuerySchema,
} from '@alpine/contract';
import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiError } from '../../http/api-error.ts';
import { requirePrincipal } from '../../http/authenticate.ts';
import { bearerOnly } from '../../http/bearer-routes.ts';
import { requestLanguage, varyOnLanguage } from '../../i18n/language.ts';
import { failedLookupLimit } from '../../http/failed-lookups.ts';
import type { ManageBookingsService } from './manage-bookings.service.ts';

/** Find-booking attempts per client address and minute (ADR 007 security). */
export const FIND_BOOKING_PER_MINUTE = 10;
export const TOO_MANY_FINDS = 'Too many attempts to find a booking. Please wait a minute and try again.';

/**
 * Passenger (leg) reads per client address and minute (ADR 011): 20 by e-mail; 120 for a
 * signed-in customer reading without an e-mail (their own legs); and 10 failed look-ups (404), after
 * which every passenger read from that address answers 429 until the minute ends.
 */
export const PASSENGER_READS_PER_MINUTE = 20;
export const OWN_PASSENGER_READS_PER_MINUTE = 120;
export const FAILED_PASSENGER_READS_PER_MINUTE = 10;
export const TOO_MANY_PASSENGER_READS =
  'Too many attempts to look up a journey. Please wait a minute and try again.';

/** A signed-in customer asking without an e-mail: only their own legs can answer (customerOwns). */
const isOwnRead = (request: FastifyRequest) =>
  request.principal?.kind === 'customer' && !(request.query as { email?: string } | undefined)?.email;

/**
 * @fastify/rate-limit config of GET /api/v1/passengers/{id} (ADR 011), counted in preHandler,
 * after the plugin's `authenticate` guard, so that a signed-in owner's reads have their own, generous allowance.
 */
const passengerRateLimit = {
  hook: 'preHandler' as const,
  timeWindow: '1 minute',
  keyGenerator: (request: FastifyRequest) =>
    `${isOwnRead(request) ? 'own-passenger' : 'passenger'}:${request.ip}`,
  max: (_request: FastifyRequest, key: string) =>
    key.startsWith('own-passenger:') ? OWN_PASSENGER_READS_PER_MINUTE : PASSENGER_READS_PER_MINUTE,
  errorResponseBuilder: () => new ApiError(429, 'too_many_requests', TOO_MANY_PASSENGER_READS),
};

/**
 * Manage-my-booking calls (spec part 1 §7; docs/architecture.md §4; ADR 007), each with a bearer token (401;
 * one guard for the whole plugin, ADR 013):
 * - GET /api/v1/bookings/{reference}?email= -> { data: [FoundBooking] } (404 reference or e-mail
 *   wrong; 429 over 10 a minute from one address)
 * - GET /api/v1/passengers/{passengerID}?email= -> { data: [PassengerDetail] } (404, the same body,
 *   unless the e-mail matches or the signed-in customer owns it; 429 over 20 a minute by e-mail or
 *   120 own reads from one address, or after 10 failed look-ups from it in a minute; ADR 011)
 * - GET /api/v1/bookings?customerID= -> { data: OwnBooking[] } (403 not the signed-in customer)
 * - POST /api/v1/bookings/{bookingID}/cancellation { acceptPolicy: true } -> { data:
 *   BookingCancelled } (400 policy not accepted, 403 not the owner, 404, 409 not confirmed)
 */
export const manageBookingsRoutes: FastifyPluginAsyncZod<{
  manage: ManageBookingsService;
  authenticate: preHandlerAsyncHookHandler;
}> = async (app, { manage: { reads, cancel }, authenticate }) => {
  bearerOnly(app, authenticate);
  const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
  const failedPassengerReads = failedLookupLimit({
    max: FAILED_PASSENGER_READS_PER_MINUTE,
    windowMs: 60_000,
    description: TOO_MANY_PASSENGER_READS,
  });
  app.get(
    BOOKING_BY_REFERENCE_PATH,
    {
      config: {
        rateLimit: {
          max: FIND_BOOKING_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request: FastifyRequest) => `find-booking:${request.ip}`,
          errorResponseBuilder: () => new ApiError(429, 'too_many_requests', TOO_MANY_FINDS),
        },
      },
      schema: {
        tags: ['bookings'],
        summary: 'Find a booking by its reference and e-mail',
        params: BookingReferenceParamsSchema,
        querystring: BookingEmailQuerySchema,
        response: { 200: listEnvelope(FoundBookingSchema), 429: ErrorSchema, ...errors },
      },
    },
    async (request) => ({
      data: await reads.findByReference(request.params.reference, request.query.email),
    }),
  );
  app.get(
    PASSENGER_PATH,
    {
      config: { rateLimit: passengerRateLimit },
      schema: {
        tags: ['bookings'],
        summary:
          'One journey (leg) of a booking, to its reference and e-mail, its session or its signed-in owner',
        params: PassengerParamsSchema,
        querystring: PassengerQuerySchema,
        response: { 200: listEnvelope(PassengerDetailSchema), 429: ErrorSchema, ...errors },
      },
    },
    async (request, reply) => {
      varyOnLanguage(reply);
      const language = requestLanguage(request);
      return {
        data: await failedPassengerReads.guard(request.ip, () =>
          reads.passengerDetail(
            request.params.passengerID,
            request.query,
            requirePrincipal(request),
            language,
          ),
        ),
      };
    },
  );
  app.get(
    BOOKINGS_PATH,
    {
      schema: {
        tags: ['bookings'],
        summary: "The signed-in customer's bookings, by first departure",
        querystring: OwnBookingsQuerySchema,
        response: { 200: listEnvelope(OwnBookingSchema), ...errors },
      },
    },
    async (request, reply) => {
      varyOnLanguage(reply);
      const language = requestLanguage(request);
      return { data: await reads.listOwn(request.query.customerID, requirePrincipal(request), language) };
    },
  );
  app.post(
    BOOKING_CANCELLATION_PATH,
    {
      schema: {
        tags: ['bookings'],
        summary: 'Cancel a confirmed booking under the cancellation policy; refunds and e-mails',
        params: BookingParamsSchema,
        body: CancellationRequestSchema,
        response: { 200: envelope(BookingCancelledSchema), 409: ErrorSchema, ...errors },
      },
    },
    async (request) => ({ data: await cancel(request.params.bookingID, requirePrincipal(request)) }),
  );
};
