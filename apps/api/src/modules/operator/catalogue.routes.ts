import {
  CreatePartnerUserSchema,
  CreatePromotionSchema,
  envelope,
  ErrorSchema,
  InvoiceParamsSchema,
  listEnvelope,
  OPERATOR_INVOICE_PATH,
  OPERATOR_PARTNER_PATH,
  OPERATOR_PARTNER_USERS_PATH,
  OPERATOR_PARTNERS_PATH,
  OPERATOR_PROMOTION_PATH,
  OPERATOR_PROMOTIONS_PATH,
  OperatorPartnerSchema,
  OperatorPromotionSchema,
  PartnerParamsSchema,
  PartnerUserSchema,
  PromotionParamsSchema,
  TextBodySchema,
  UpdatePartnerSchema,
  UpdatePromotionSchema,
} from '@alpine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CSV_BODY, FILE_BODY } from '../../http/openapi-media.ts';
import { requireOperator } from '../../http/operator-routes.ts';
import type { CatalogueService } from './catalogue.service.ts';

const ERRORS = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };

/**
 * Promotions, partners and monthly partner invoices (ADR 019), declared in the
 * operator plugin's scope (operatorOnly: 401 without token, 403 unless operator). Amounts are
 * integer minor units; dates YYYY-MM-DD; every change is recorded with the operator and the instant.
 * - GET /api/v1/operator/promotions -> { data: OperatorPromotion[] }
 * - POST /api/v1/operator/promotions CreatePromotion -> 201 { data: OperatorPromotion } (400, 409 code exists)
 * - PATCH /api/v1/operator/promotions/{promotionID} UpdatePromotion -> { data: OperatorPromotion }
 *   (404; 422 validity ending before it starts or use limit below the uses so far; 409 changed by
 *   another operator at the same moment). A paused code is refused by the quote search as an
 *   unknown one.
 * - GET /api/v1/operator/partners -> { data: OperatorPartner[] }
 * - PATCH /api/v1/operator/partners/{partnerID} { allowsCard?, allowsInvoice? } -> { data } (404; 409 changed at the same moment; 422 none left)
 * - POST /api/v1/operator/partners/{partnerID}/users { email, password } -> 201 { data: PartnerUser }
 *   (404; 409 e-mail taken; 422 weak password)
 * - GET /api/v1/operator/partners/{partnerID}/invoices/{YYYY-MM}.pdf | .csv: the partner's
 *   bookings confirmed (paid by invoice) in that UTC month, numbered INV-YYYYMM-<partner on 6
 *   digits> (400 bad month, 404 unknown partner)
 */
export function catalogueRoutes(
  app: Parameters<FastifyPluginAsyncZod>[0],
  catalogue: CatalogueService,
): void {
  app.get(
    OPERATOR_PROMOTIONS_PATH,
    {
      schema: {
        summary: 'Every promotion, with its use limit, uses so far and whether it is paused',
        response: { 200: listEnvelope(OperatorPromotionSchema), ...ERRORS },
      },
    },
    async () => ({ data: await catalogue.listPromotions() }),
  );
  app.post(
    OPERATOR_PROMOTIONS_PATH,
    {
      schema: {
        summary: 'Create a promotion (percentage or fixed amount in minor units; recorded)',
        body: CreatePromotionSchema,
        response: { 201: envelope(OperatorPromotionSchema), 409: ErrorSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const data = await catalogue.createPromotion(request.body, requireOperator(request));
      return reply.code(201).send({ data });
    },
  );
  app.patch(
    OPERATOR_PROMOTION_PATH,
    {
      schema: {
        summary: 'Pause or resume a promotion, change its validity or use limit (recorded)',
        params: PromotionParamsSchema,
        body: UpdatePromotionSchema,
        response: { 200: envelope(OperatorPromotionSchema), 409: ErrorSchema, 422: ErrorSchema, ...ERRORS },
      },
    },
    async (request) => ({
      data: await catalogue.updatePromotion(
        request.params.promotionID,
        request.body,
        requireOperator(request),
      ),
    }),
  );
  app.get(
    OPERATOR_PARTNERS_PATH,
    {
      schema: {
        summary: 'Every partner with its payment ways and the e-mails of its users',
        response: { 200: listEnvelope(OperatorPartnerSchema), ...ERRORS },
      },
    },
    async () => ({ data: await catalogue.listPartners() }),
  );
  app.patch(
    OPERATOR_PARTNER_PATH,
    {
      schema: {
        summary: 'Set whether a partner may pay by card and by invoice (one at least; recorded)',
        params: PartnerParamsSchema,
        body: UpdatePartnerSchema,
        response: { 200: envelope(OperatorPartnerSchema), 409: ErrorSchema, 422: ErrorSchema, ...ERRORS },
      },
    },
    async (request) => ({
      data: await catalogue.updatePartner(request.params.partnerID, request.body, requireOperator(request)),
    }),
  );
  app.post(
    OPERATOR_PARTNER_USERS_PATH,
    {
      schema: {
        summary: "Add a partner's user (as npm run partner:create; e-mail counted as verified)",
        params: PartnerParamsSchema,
        body: CreatePartnerUserSchema,
        response: { 201: envelope(PartnerUserSchema), 409: ErrorSchema, 422: ErrorSchema, ...ERRORS },
      },
    },
    async (request, reply) => {
      const me = requireOperator(request);
      const data = await catalogue.addPartnerUser(request.params.partnerID, request.body, me);
      return reply.code(201).send({ data });
    },
  );
  app.get(
    OPERATOR_INVOICE_PATH,
    {
      schema: {
        summary: "A partner's monthly invoice (YYYY-MM.pdf or YYYY-MM.csv): its confirmed invoice bookings",
        params: InvoiceParamsSchema,
        response: { 200: TextBodySchema, ...ERRORS },
        answers: { 200: { 'application/pdf': FILE_BODY, 'text/csv': CSV_BODY } },
      },
    },
    async (request, reply) => {
      const { partnerID, file } = request.params;
      const month = file.slice(0, 7);
      if (file.endsWith('.csv')) {
        const { number, csv } = await catalogue.invoiceCsv(partnerID, month);
        return reply
          .type('text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="${number}.csv"`)
          .serializer((payload: unknown) => String(payload))
          .send(`\uFEFF${csv}`);
      }
      const { number, pdf } = await catalogue.invoicePdf(partnerID, month);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="${number}.pdf"`)
        .send(pdf as unknown as string); // a Buffer goes out as it is (Fastify serializes no Buffer)
    },
  );
}
