import {
  envelope,
  ErrorSchema,
  FleetChangeSchema,
  FleetJobSchema,
  FleetJobsQuerySchema,
  FleetParamsSchema,
  FleetRowSchema,
  listEnvelope,
  OPERATOR_FLEET_JOBS_PATH,
  OPERATOR_FLEET_PATH,
  OPERATOR_FLEET_ROW_PATH,
} from '@alpine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireOperator } from '../../http/operator-routes.ts';
import { requestLanguage } from '../../i18n/language.ts';
import type { OperatorFleet } from './fleet.service.ts';

const ERRORS = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };

/**
 * The operator's fleet (ADR 022 "What the operator can change"), declared in the operator plugin's
 * scope (operatorOnly: 401 without token, 403 unless operator):
 * - GET /api/v1/operator/fleet -> { data: FleetRow[] } (per base, class and size)
 * - PATCH /api/v1/operator/fleet/{fleetID} { vehicles } -> { data: FleetRow } (400 bad body; 404
 *   unknown row; 409 below the vehicles held or sold, naming the first clash; audited)
 * - GET /api/v1/operator/fleet/jobs?date=YYYY-MM-DD -> { data: FleetJob[] } (the day's timeline)
 * Bases and places are named in the request's language (Accept-Language), in rows and refusals.
 */
export function fleetRoutes(app: Parameters<FastifyPluginAsyncZod>[0], fleet: OperatorFleet): void {
  app.get(
    OPERATOR_FLEET_PATH,
    {
      schema: {
        summary: 'The fleet: vehicles per base, vehicle class and size',
        response: { 200: listEnvelope(FleetRowSchema), ...ERRORS },
      },
    },
    async (request) => ({ data: await fleet.list(requestLanguage(request)) }),
  );
  app.get(
    OPERATOR_FLEET_JOBS_PATH,
    {
      schema: {
        summary: "The standing vehicle jobs touching a local day: each vehicle's number and working window",
        querystring: FleetJobsQuerySchema,
        response: { 200: listEnvelope(FleetJobSchema), ...ERRORS },
      },
    },
    async (request) => ({ data: await fleet.jobs(request.query.date, requestLanguage(request)) }),
  );
  app.patch(
    OPERATOR_FLEET_ROW_PATH,
    {
      schema: {
        summary:
          'Change the vehicles of a fleet row (never below those held or sold at any instant from now; recorded)',
        params: FleetParamsSchema,
        body: FleetChangeSchema,
        response: { 200: envelope(FleetRowSchema), 404: ErrorSchema, 409: ErrorSchema, ...ERRORS },
      },
    },
    async (request) => ({
      data: await fleet.change(
        request.params.fleetID,
        request.body.vehicles,
        requireOperator(request),
        requestLanguage(request),
      ),
    }),
  );
}
