import {
  CheckInResultSchema,
  CheckInSchema,
  DepartureCapacitySchema,
  DepartureParamsSchema,
  DepartureSalesSchema,
  envelope,
  ErrorSchema,
  ManifestSchema,
  OPERATOR_CAPACITY_PATH,
  OPERATOR_CHECK_IN_PATH,
  OPERATOR_DEPARTURES_PATH,
  OPERATOR_MANIFEST_CSV_PATH,
  OPERATOR_MANIFEST_PATH,
  OPERATOR_SALES_PATH,
  OperatorDaySchema,
  OperatorDepartureSchema,
  OperatorDeparturesQuerySchema,
  TextBodySchema,
} from '@alpine/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CSV_BODY, RESPONSE_SCHEMA } from '../../http/openapi-media.ts';
import { requireOperator } from '../../http/operator-routes.ts';
import type { OperatorDepartures } from './departures.service.ts';

const ERRORS = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

/** Sends a manifest CSV (RFC 4180, UTF-8 with a BOM so that spreadsheets read the accents). */
function sendCsv(reply: FastifyReply, departureID: string, csv: string) {
  return reply
    .type('text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="manifest-${departureID.replace(/:/g, '-')}.csv"`)
    .serializer((payload: unknown) => String(payload))
    .send(`\uFEFF${csv}`);
}

/**
 * The day's departures, manifests, sales and capacity, and check-in (ADR 019), declared
 * in the operator plugin's scope (operatorOnly: 401 without token, 403 unless operator):
 * - GET /api/v1/operator/departures?date=YYYY-MM-DD -> { data: OperatorDay }
 * - GET /api/v1/operator/departures/{departureID}/manifest -> { data: Manifest }, or the CSV with
 *   `Accept: text/csv`; GET .../manifest.csv -> the CSV (404 unknown departure)
 * - POST .../capacity { capacity } -> { data: OperatorDeparture } (409 below the seats taken)
 * - POST .../sales { closed } -> { data: OperatorDeparture }
 * - POST /api/v1/operator/check-in { reference, passengerID? } -> { data: CheckInResult } (404, 409, 422)
 */
export function departureRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  departures: OperatorDepartures,
): void {
  app.get(
    OPERATOR_DEPARTURES_PATH,
    {
      schema: {
        summary: "The day's shared departures (capacity, sold, held, load factor) and private and coach jobs",
        querystring: OperatorDeparturesQuerySchema,
        response: { 200: envelope(OperatorDaySchema), ...ERRORS },
      },
    },
    async (request) => ({ data: await departures.day(request.query.date) }),
  );
  app.get(
    OPERATOR_MANIFEST_PATH,
    {
      schema: {
        summary: 'The manifest of a departure (JSON, or CSV with Accept: text/csv)',
        params: DepartureParamsSchema,
        response: { 200: envelope(ManifestSchema), ...ERRORS },
        answers: { 200: { 'application/json': RESPONSE_SCHEMA, 'text/csv': CSV_BODY } },
      },
    },
    async (request, reply) => {
      const id = request.params.departureID;
      if (/\btext\/csv\b/.test(request.headers.accept ?? '')) {
        return sendCsv(reply, id, await departures.manifestCsv(id));
      }
      return { data: await departures.manifest(id) };
    },
  );
  app.get(
    OPERATOR_MANIFEST_CSV_PATH,
    {
      schema: {
        summary: 'The manifest of a departure as CSV',
        params: DepartureParamsSchema,
        response: { 200: TextBodySchema, ...ERRORS },
        answers: { 200: { 'text/csv': CSV_BODY } },
      },
    },
    async (request, reply) => {
      const id = request.params.departureID;
      return sendCsv(reply, id, await departures.manifestCsv(id));
    },
  );
  app.post(
    OPERATOR_CAPACITY_PATH,
    {
      schema: {
        summary: 'Change the capacity of a departure (never below its seats sold and held; recorded)',
        params: DepartureParamsSchema,
        body: DepartureCapacitySchema,
        response: { 200: envelope(OperatorDepartureSchema), 409: ErrorSchema, ...ERRORS },
      },
    },
    async (request) => {
      const me = requireOperator(request);
      const d = await departures.setCapacity(request.params.departureID, request.body.capacity, me);
      return { data: d };
    },
  );
  app.post(
    OPERATOR_SALES_PATH,
    {
      schema: {
        summary: 'Close a departure to sales, or reopen it (recorded)',
        params: DepartureParamsSchema,
        body: DepartureSalesSchema,
        response: { 200: envelope(OperatorDepartureSchema), ...ERRORS },
      },
    },
    async (request) => {
      const me = requireOperator(request);
      return { data: await departures.setSales(request.params.departureID, request.body.closed, me) };
    },
  );
  app.post(
    OPERATOR_CHECK_IN_PATH,
    {
      schema: {
        summary: 'Board a traveller by booking reference (typed or scanned); a second scan says when',
        body: CheckInSchema,
        response: { 200: envelope(CheckInResultSchema), 409: ErrorSchema, 422: ErrorSchema, ...ERRORS },
      },
    },
    async (request) => ({ data: await departures.checkIn(request.body, requireOperator(request)) }),
  );
}
