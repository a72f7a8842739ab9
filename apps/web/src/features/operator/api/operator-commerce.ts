import {
  OPERATOR_PARTNERS_PATH,
  OPERATOR_PROMOTIONS_PATH,
  OperatorPartnerSchema,
  OperatorPromotionSchema,
  PartnerUserSchema,
  type CreatePromotion,
  type UpdatePartner,
  type UpdatePromotion,
} from '@alpine/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { operatorCall } from './operator-call.ts';
import { readOperatorSession } from '../operator-session.ts';

/** GET /api/v1/operator/promotions (ADR 019). */
export function usePromotions() {
  return useQuery({
    queryKey: ['operator', 'promotions'],
    queryFn: async () =>
      operatorCall(OPERATOR_PROMOTIONS_PATH, {
        schema: z.array(OperatorPromotionSchema),
      }),
  });
}

/** POST /api/v1/operator/promotions, or PATCH .../{promotionID} when `promotionID` is given. */
export function usePromotionChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (c: { promotionID: number; change: UpdatePromotion } | { create: CreatePromotion }) =>
      'create' in c
        ? operatorCall(OPERATOR_PROMOTIONS_PATH, {
            method: 'POST',
            body: c.create,
            schema: OperatorPromotionSchema,
          })
        : operatorCall(`${OPERATOR_PROMOTIONS_PATH}/${c.promotionID}`, {
            method: 'PATCH',
            body: c.change,
            schema: OperatorPromotionSchema,
          }),
    onSettled: () => client.invalidateQueries({ queryKey: ['operator', 'promotions'] }),
  });
}

/** GET /api/v1/operator/partners (ADR 019). */
export function usePartners() {
  return useQuery({
    queryKey: ['operator', 'partners'],
    queryFn: async () =>
      operatorCall(OPERATOR_PARTNERS_PATH, {
        schema: z.array(OperatorPartnerSchema),
      }),
  });
}

/** PATCH .../partners/{partnerID} (flags), or POST .../users { email, password } (a new user). */
export function usePartnerChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (
      c:
        | { partnerID: number; flags: UpdatePartner }
        | { partnerID: number; user: { email: string; password: string } },
    ) =>
      'flags' in c
        ? operatorCall(`${OPERATOR_PARTNERS_PATH}/${c.partnerID}`, {
            method: 'PATCH',
            body: c.flags,
            schema: OperatorPartnerSchema,
          })
        : operatorCall(`${OPERATOR_PARTNERS_PATH}/${c.partnerID}/users`, {
            method: 'POST',
            body: c.user,
            schema: PartnerUserSchema,
          }),
    onSettled: () => client.invalidateQueries({ queryKey: ['operator', 'partners'] }),
  });
}

/** The address of a partner's invoice of `month` (YYYY-MM) as pdf or csv. */
export const invoicePath = (partnerID: number, month: string, kind: 'pdf' | 'csv') =>
  `${OPERATOR_PARTNERS_PATH}/${partnerID}/invoices/${month}.${kind}`;

/** Downloads a partner's invoice with the operator's token (a plain link carries no token). */
export async function downloadInvoice(
  partnerID: number,
  month: string,
  kind: 'pdf' | 'csv',
): Promise<boolean> {
  const token = readOperatorSession()?.access_token;
  if (!token) return false;
  const res = await fetch(invoicePath(partnerID, month, kind), {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok) return false;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `invoice-${partnerID}-${month}.${kind}`;
  a.click();
  URL.revokeObjectURL(url);
  return true;
}
