import { z } from 'zod';
import { PasswordSchema } from './accounts.ts';
import { EmailSchema, IdSchema, LocalDateSchema } from './common.ts';

/** Paths of the operator's promotions, partners and invoices (ADR 019): operator tokens only. */
export const OPERATOR_PROMOTIONS_PATH = '/api/v1/operator/promotions';
export const OPERATOR_PROMOTION_PATH = '/api/v1/operator/promotions/:promotionID';
export const OPERATOR_PARTNERS_PATH = '/api/v1/operator/partners';
export const OPERATOR_PARTNER_PATH = '/api/v1/operator/partners/:partnerID';
export const OPERATOR_PARTNER_USERS_PATH = '/api/v1/operator/partners/:partnerID/users';
/** The invoice file: `YYYY-MM.pdf` or `YYYY-MM.csv`. */
export const OPERATOR_INVOICE_PATH = '/api/v1/operator/partners/:partnerID/invoices/:file';

/**
 * A promotion as the operator sees it (ADR 019): exactly one of percentage (1-99, % off) and
 * fixedAmountMinor (minor units off, in the quote's currency); validFrom/validTo YYYY-MM-DD
 * inclusive; maxUses null = no limit; uses = confirmed bookings that used it so far; paused: the
 * quote search refuses the code.
 */
export const OperatorPromotionSchema = z.object({
  promotionID: z.number().int(),
  code: z.string(),
  percentage: z.number().nullable(),
  fixedAmountMinor: z.number().int().nullable(),
  validFrom: z.string(),
  validTo: z.string(),
  maxUses: z.number().int().nullable(),
  uses: z.number().int(),
  paused: z.boolean(),
});
export type OperatorPromotion = z.infer<typeof OperatorPromotionSchema>;

/** A promotion code: 3 to 32 characters A-Z, 0-9 and '-' (upper-cased before the check). */
export const PromotionCodeSchema = z
  .string()
  .max(32, 'code must be 3 to 32 characters A-Z, 0-9 or -')
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,32}$/, 'code must be 3 to 32 characters A-Z, 0-9 or -');
export type PromotionCode = z.infer<typeof PromotionCodeSchema>;

const MaxUses = z.number().int().min(1).max(1_000_000).nullable();

/**
 * POST /api/v1/operator/promotions: exactly one of percentage (1-99) and fixedAmountMinor
 * (1 to 1,000,000 minor units); validFrom <= validTo; maxUses null or 1+. 400 otherwise, 409 when
 * the code exists.
 */
export const CreatePromotionSchema = z
  .strictObject({
    code: PromotionCodeSchema,
    // 100 % would price a booking at nothing, which no payment can confirm
    percentage: z
      .number()
      .int()
      .min(1, 'percentage must be 1 to 99')
      .max(99, 'percentage must be 1 to 99: a free transfer cannot be paid for')
      .nullable()
      .optional(),
    fixedAmountMinor: z.number().int().min(1).max(1_000_000).nullable().optional(),
    validFrom: LocalDateSchema,
    validTo: LocalDateSchema,
    maxUses: MaxUses.optional(),
  })
  .refine((p) => (p.percentage == null) !== (p.fixedAmountMinor == null), {
    message: 'give exactly one of percentage and fixedAmountMinor',
    path: ['percentage'],
  })
  .refine((p) => p.validFrom <= p.validTo, {
    message: 'validFrom must not be after validTo',
    path: ['validTo'],
  });
export type CreatePromotion = z.infer<typeof CreatePromotionSchema>;

/**
 * PATCH /api/v1/operator/promotions/{promotionID} (ADR 019): pause or resume, new validity
 * (YYYY-MM-DD, both days included; either end alone is checked against the stored other), new use
 * limit (null: unlimited). 422 when the validity would end before it starts or the limit would be
 * below the uses so far; 409 when another operator changed the promotion at the same moment.
 */
export const UpdatePromotionSchema = z
  .strictObject({
    paused: z.boolean().optional(),
    validFrom: LocalDateSchema.optional(),
    validTo: LocalDateSchema.optional(),
    maxUses: MaxUses.optional(),
  })
  .refine((p) => Object.keys(p).length > 0, { message: 'nothing to change' });
export type UpdatePromotion = z.infer<typeof UpdatePromotionSchema>;

export const PromotionParamsSchema = z.object({ promotionID: IdSchema });
export type PromotionParams = z.infer<typeof PromotionParamsSchema>;

/** A partner as the operator sees it (ADR 019): payment ways and the e-mails of its users. */
export const OperatorPartnerSchema = z.object({
  partnerID: z.number().int(),
  name: z.string(),
  allowsCard: z.boolean(),
  allowsInvoice: z.boolean(),
  users: z.array(z.string()),
});
export type OperatorPartner = z.infer<typeof OperatorPartnerSchema>;

/** PATCH /api/v1/operator/partners/{partnerID}: the payment flags; at least one stays true (422). */
export const UpdatePartnerSchema = z
  .strictObject({ allowsCard: z.boolean().optional(), allowsInvoice: z.boolean().optional() })
  .refine((p) => p.allowsCard !== undefined || p.allowsInvoice !== undefined, {
    message: 'nothing to change',
  });
export type UpdatePartner = z.infer<typeof UpdatePartnerSchema>;

export const PartnerParamsSchema = z.object({ partnerID: IdSchema });
export type PartnerParams = z.infer<typeof PartnerParamsSchema>;

/** POST .../partners/{partnerID}/users: a partner user (as `npm run partner:create`); 409 e-mail taken. */
export const CreatePartnerUserSchema = z.strictObject({ email: EmailSchema, password: PasswordSchema });
export type CreatePartnerUser = z.infer<typeof CreatePartnerUserSchema>;

/** Answer of creating a partner user. */
export const PartnerUserSchema = z.object({
  customerID: z.number().int(),
  email: z.string(),
  partnerID: z.number().int(),
});
export type PartnerUser = z.infer<typeof PartnerUserSchema>;

/** An invoice month YYYY-MM (months 01-12; 400 otherwise). */
export const InvoiceMonthSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'month must be YYYY-MM');
export type InvoiceMonth = z.infer<typeof InvoiceMonthSchema>;

/** The invoice file of a month: `YYYY-MM.pdf` or `YYYY-MM.csv` (400 for 2026-13.pdf, 2026-1.csv, x.txt). */
export const InvoiceParamsSchema = z.object({
  partnerID: IdSchema,
  file: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])\.(pdf|csv)$/, 'file must be YYYY-MM.pdf or YYYY-MM.csv (month 01-12)'),
});
export type InvoiceParams = z.infer<typeof InvoiceParamsSchema>;
