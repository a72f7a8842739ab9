import {
  PaymentIntentResultSchema,
  SANDBOX_AUTHENTICATE_PATH,
  SANDBOX_CONFIRM_PATH,
  envelope,
  type PaymentIntentResult,
  type SandboxAuthenticate,
  type SandboxConfirm,
} from '@alpine/contract';
import { z } from 'zod';
import { apiRequest, type ApiResult } from '../../../../lib/api-client.ts';

/** The sandbox answers a payment intent, wrapped in data or not (docs/architecture.md §4). */
const IntentSchema = z.union([
  envelope(PaymentIntentResultSchema).transform((body) => body.data),
  PaymentIntentResultSchema,
]);

/** POST /api/v1/sandbox/payment-intents/{id}/confirm with the test card (docs/architecture.md §4). */
export function confirmSandboxPayment(
  id: string,
  body: SandboxConfirm,
): Promise<ApiResult<PaymentIntentResult>> {
  const path = SANDBOX_CONFIRM_PATH.replace(':id', encodeURIComponent(id));
  return apiRequest(path, { method: 'POST', body, schema: IntentSchema, raw: true });
}

/** POST /api/v1/sandbox/payment-intents/{id}/authenticate: the 3-D Secure step (docs/architecture.md §4). */
export function authenticateSandboxPayment(
  id: string,
  body: SandboxAuthenticate,
): Promise<ApiResult<PaymentIntentResult>> {
  const path = SANDBOX_AUTHENTICATE_PATH.replace(':id', encodeURIComponent(id));
  return apiRequest(path, { method: 'POST', body, schema: IntentSchema, raw: true });
}
