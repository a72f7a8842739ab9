import {
  BookingParamsSchema,
  DeclineBookingSchema,
  envelope,
  ErrorSchema,
  listEnvelope,
  OPERATOR_BOOKING_PATH,
  OPERATOR_BOOKINGS_PATH,
  OPERATOR_CONFIRM_PATH,
  OPERATOR_DECLINE_PATH,
  OPERATOR_ME_PATH,
  OperatorBookingDetailSchema,
  OperatorBookingSchema,
  OperatorBookingsQuerySchema,
  OperatorDecisionSchema,
  OperatorMeSchema,
} from '@alpine/contract';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { operatorOnly, requireOperator } from '../../http/operator-routes.ts';
import type { OperatorBookings } from './operator-bookings.service.ts';
import type { OperatorDepartures } from './departures.service.ts';
import type { CatalogueService } from './catalogue.service.ts';
import { catalogueRoutes } from './catalogue.routes.ts';
import { departureRoutes } from './departure.routes.ts';
import type { OperatorFleet } from './fleet.service.ts';
import { fleetRoutes } from './fleet.routes.ts';

/** Errors every operator call may answer: 400 bad input, 401 no or bad token, 403 not an operator. */
export const OPERATOR_ERRORS = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };

/**
 * The operator's calls (ADR 019; docs/architecture.md §4 "operator (operator role only)"): every route of
 * this plugin is behind operatorOnly (http/operator-routes.ts): 401 without a valid token, 403 for the
 * anonymous client, customers and partners' users.
 * - GET /api/v1/operator/me -> { data: { operatorID, email } }
 * - GET /api/v1/operator/bookings?state=awaiting_review | ?q= -> { data: OperatorBooking[] } (§2, §6)
 * - GET /api/v1/operator/bookings/{bookingID} -> { data: booking with its history } (404)
 * - POST /api/v1/operator/bookings/{bookingID}/confirm -> { data: OperatorDecision } (404, 409)
 * - POST /api/v1/operator/bookings/{bookingID}/decline { reason } -> { data: OperatorDecision } (404, 409)
 * - the day's departures, manifests, capacity, sales and check-in: departure.routes.ts
 * - promotions, partners and monthly partner invoices (§5): catalogue.routes.ts
 * - the fleet, its counts and its vehicles' jobs (ADR 022): fleet.routes.ts
 */
export const operatorRoutes: FastifyPluginAsyncZod<{
  authenticate: preHandlerAsyncHookHandler;
  bookings: OperatorBookings;
  departures: OperatorDepartures;
  catalogue: CatalogueService;
  fleet: OperatorFleet;
}> = async (app, { authenticate, bookings, departures, catalogue, fleet }) => {
  operatorOnly(app, authenticate);
  departureRoutes(app, departures);
  catalogueRoutes(app, catalogue);
  fleetRoutes(app, fleet);
  const decided = {
    200: envelope(OperatorDecisionSchema),
    404: ErrorSchema,
    409: ErrorSchema,
    ...OPERATOR_ERRORS,
  };
  app.get(
    OPERATOR_ME_PATH,
    {
      schema: {
        summary: 'The operator the token speaks for',
        response: { 200: envelope(OperatorMeSchema), ...OPERATOR_ERRORS },
      },
    },
    async (request) => {
      const me = requireOperator(request);
      return { data: { operatorID: me.operatorID, email: me.email } };
    },
  );
  app.get(
    OPERATOR_BOOKINGS_PATH,
    {
      schema: {
        summary:
          'The review queue (state=awaiting_review, oldest first) or a look-up (q=reference, name or e-mail)',
        querystring: OperatorBookingsQuerySchema,
        response: { 200: listEnvelope(OperatorBookingSchema), ...OPERATOR_ERRORS },
      },
    },
    async (request) => ({ data: await bookings.list(request.query) }),
  );
  app.get(
    OPERATOR_BOOKING_PATH,
    {
      schema: {
        summary: 'A booking with its history (audit log)',
        params: BookingParamsSchema,
        response: { 200: envelope(OperatorBookingDetailSchema), 404: ErrorSchema, ...OPERATOR_ERRORS },
      },
    },
    async (request) => ({ data: await bookings.detail(request.params.bookingID) }),
  );
  app.post(
    OPERATOR_CONFIRM_PATH,
    {
      schema: {
        summary: 'Confirm a booking awaiting review: pay link e-mailed (invoice partners: confirmed at once)',
        params: BookingParamsSchema,
        response: decided,
      },
    },
    async (request) => {
      const me = requireOperator(request);
      return { data: await bookings.confirmReview(request.params.bookingID, { operatorID: me.operatorID }) };
    },
  );
  app.post(
    OPERATOR_DECLINE_PATH,
    {
      schema: {
        summary: 'Decline a booking awaiting review: seats released, traveller told, nothing charged',
        params: BookingParamsSchema,
        body: DeclineBookingSchema,
        response: decided,
      },
    },
    async (request) => {
      const me = requireOperator(request);
      const data = await bookings.declineReview(
        request.params.bookingID,
        { operatorID: me.operatorID },
        request.body.reason,
      );
      return { data };
    },
  );
};
