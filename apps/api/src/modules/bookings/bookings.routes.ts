import {
  AddLegSchema,
  BOOKING_LEGS_PATH,
  BOOKING_REVIEW_PATH,
  BOOKING_TAGS_PATH,
  BookingCreatedSchema,
  BookingParamsSchema,
  BOOKINGS_PATH,
  BookingStatusSchema,
  BookingTagSchema,
  CreateBookingSchema,
  envelope,
  ErrorSchema,
  LegAddedSchema,
  OpenPayLinkSchema,
  PAY_LINK_PATH,
  PayLinkBookingSchema,
} from '@alpine/contract';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requirePrincipal } from '../../http/authenticate.ts';
import { requestLanguage } from '../../i18n/language.ts';
import { bearerOnly } from '../../http/bearer-routes.ts';
import type { BookingsService } from './bookings.service.ts';

/**
 * Booking calls (spec part 2 §7; docs/architecture.md §4), each with a bearer token (401):
 * - POST /api/v1/bookings -> { data: { bookingID, reference } } (422 unknown customer)
 * - POST /api/v1/bookings/{bookingID}/passengers -> { data: { passengerID, price, currency,
 *   holdExpiresAt } } (403 not yours, 404 unknown, 409 expired quote / seats gone / vehicle gone
 *   (ADR 022) / not pending, 422 wrong address, third leg or other currency, 429 over the unpaid
 *   held seats or vehicles of a session or connection: MAX_UNPAID_HELD_SEATS,
 *   MAX_UNPAID_HELD_VEHICLES)
 * - POST /api/v1/bookings/{bookingID}/review -> { data: BookingStatus with reviewExpiresAt }
 *   (statusID 1 path; 409 not pending or departure too soon, 422 nothing to review, 429 more than
 *   3 pending reviews for the session or the client address; booking-review.ts)
 * - POST /api/v1/bookings/{bookingID}/tags -> { data: { tag } }
 * - POST /api/v1/bookings/pay-link { token } -> { data: PayLinkBooking } (ADR 019: the pay link
 *   of a reviewed booking the operator confirmed; 410 gone when expired or not ours)
 */
export const bookingsRoutes: FastifyPluginAsyncZod<{
  bookings: BookingsService;
  authenticate: preHandlerAsyncHookHandler;
}> = async (app, { bookings, authenticate }) => {
  // One guard for every route of the module (ADR 013): 401 invalid_token before the body is read.
  bearerOnly(app, authenticate);
  const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
  app.post(
    BOOKINGS_PATH,
    {
      schema: {
        tags: ['bookings'],
        summary: 'Create a booking (pending payment)',
        body: CreateBookingSchema,
        response: { 200: envelope(BookingCreatedSchema), 422: ErrorSchema, ...errors },
      },
    },
    async (request) => ({
      data: await bookings.create(request.body, requirePrincipal(request), requestLanguage(request)),
    }),
  );
  app.post(
    BOOKING_LEGS_PATH,
    {
      schema: {
        tags: ['bookings'],
        summary: 'Add a journey (leg) from a quote; holds its seats',
        params: BookingParamsSchema,
        body: AddLegSchema,
        response: {
          200: envelope(LegAddedSchema),
          409: ErrorSchema,
          422: ErrorSchema,
          429: ErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => ({
      // the connection's address caps the unpaid seats it holds (MAX_UNPAID_HELD_SEATS)
      data: await bookings.addLeg(
        request.params.bookingID,
        request.body,
        requirePrincipal(request),
        request.ip,
      ),
    }),
  );
  app.post(
    BOOKING_REVIEW_PATH,
    {
      schema: {
        tags: ['bookings'],
        summary: 'Send a booking awaiting availability to the operator (statusID 1)',
        params: BookingParamsSchema,
        response: {
          200: envelope(BookingStatusSchema),
          409: ErrorSchema,
          422: ErrorSchema,
          429: ErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => ({
      data: await bookings.requestReview(request.params.bookingID, requirePrincipal(request), request.ip),
    }),
  );
  app.post(
    PAY_LINK_PATH,
    {
      schema: {
        tags: ['bookings'],
        summary: 'Open the pay link of a reviewed booking the operator confirmed',
        body: OpenPayLinkSchema,
        response: { 200: envelope(PayLinkBookingSchema), 410: ErrorSchema, ...errors },
      },
    },
    async (request) => ({
      data: await bookings.openPayLink(request.body.token, requirePrincipal(request)),
    }),
  );
  app.post(
    BOOKING_TAGS_PATH,
    {
      schema: {
        tags: ['bookings'],
        summary: 'Record the marketing opt-in or opt-out',
        params: BookingParamsSchema,
        body: BookingTagSchema,
        response: { 200: envelope(BookingTagSchema), ...errors },
      },
    },
    async (request) => ({
      data: await bookings.tag(request.params.bookingID, request.body.tag, requirePrincipal(request)),
    }),
  );
};
