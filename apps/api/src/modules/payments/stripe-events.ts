import { DB_INT_MAX, text } from '@alpine/contract';
import { z } from 'zod';

/**
 * The parts of Stripe's signed webhook events that the server reads (ADR 012;
 * docs/architecture.md §12.16: a payload that crosses a boundary is parsed, never cast). Stripe documents the
 * shapes at "The Event object" and "The PaymentIntent object"; fields not read pass through.
 */

/** The event envelope: its id (idempotency key), its type and its object. */
export const StripeEventEnvelopeSchema = z.looseObject({
  id: text(255).min(1),
  type: text(255).min(1),
  data: z.looseObject({ object: z.looseObject({}) }),
});

/** Event types the webhook handles; every other type is acknowledged and ignored. */
export const HANDLED_INTENT_EVENTS = ['payment_intent.succeeded', 'payment_intent.payment_failed'] as const;

/** An amount in minor units (Stripe: a non-negative integer of at most 8 digits). */
const MinorAmount = z.number().int().min(0).max(DB_INT_MAX);

/**
 * data.object of a payment_intent.* event: id "pi_...", amounts in minor units, metadata as
 * Stripe keeps it (string values; booking_id is ours), and the card error of a failed attempt.
 */
export const StripeIntentObjectSchema = z.looseObject({
  id: text(255).min(1),
  amount: MinorAmount.optional(),
  amount_received: MinorAmount.optional(),
  metadata: z.record(text(40), text(500)).nullish(),
  last_payment_error: z
    .looseObject({
      type: text(100).optional(),
      code: text(100).optional(),
      message: text(1000).optional(),
    })
    .nullish(),
});

/** A parsed payment_intent.succeeded or payment_intent.payment_failed event. */
export interface StripeIntentEvent {
  id: string;
  type: (typeof HANDLED_INTENT_EVENTS)[number];
  data: { object: z.infer<typeof StripeIntentObjectSchema> };
}

/** What parsing a verified event gives: a handled intent event, another type, or the reason it is malformed. */
export type ParsedStripeEvent =
  | { kind: 'intent'; event: StripeIntentEvent }
  | { kind: 'other'; id: string; type: string }
  | { kind: 'malformed'; reason: string };

const describe = (error: z.ZodError, prefix: string) => {
  const issue = error.issues[0];
  const path = [prefix, ...(issue?.path ?? [])].filter((p) => p !== '').join('.');
  return `${path || 'event'}: ${issue?.message ?? 'is invalid'}`;
};

/**
 * Parses an event whose signature was verified: `malformed` with a sentence naming the first
 * bad field ("data.object.id: Invalid input: expected string, received object") when the envelope
 * or, for a handled type, the payment intent does not match the schemas above.
 */
export function parseStripeEvent(event: unknown): ParsedStripeEvent {
  const envelope = StripeEventEnvelopeSchema.safeParse(event);
  if (!envelope.success) return { kind: 'malformed', reason: describe(envelope.error, '') };
  const { id, type, data } = envelope.data;
  const handled = HANDLED_INTENT_EVENTS.find((t) => t === type);
  if (!handled) return { kind: 'other', id, type };
  const object = StripeIntentObjectSchema.safeParse(data.object);
  if (!object.success) return { kind: 'malformed', reason: describe(object.error, 'data.object') };
  return { kind: 'intent', event: { id, type: handled, data: { object: object.data } } };
}
