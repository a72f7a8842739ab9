import { LANGUAGES } from '@alpine/domain/languages';
import { z } from 'zod';
import { EmailSchema, IdSchema, LocalDateSchema, LocalTimeSchema, text } from './common.ts';
import { MobileSchema } from './customers.ts';
import { GROUP_REQUEST_LIMITS } from './limits.ts';

export { GROUP_REQUESTS_PATH } from './paths.ts';
/** GET: the group requests, newest first (operator tokens only). */
export const OPERATOR_GROUP_REQUESTS_PATH = '/api/v1/operator/group-requests';
/** POST { text }: the operator's answer, e-mailed to the traveller (operator tokens only). */
export const OPERATOR_GROUP_REQUEST_REPLY_PATH = '/api/v1/operator/group-requests/:groupRequestID/reply';

/** 'language must be en, fr or es': the languages of packages/domain, in words. */
const LANGUAGE_MESSAGE = `language must be ${LANGUAGES.slice(0, -1).join(', ')} or ${LANGUAGES.at(-1)}`;
const PAX_MESSAGE = 'pax must be a whole number from 51 to 99: smaller groups book online';

/** One end of the request's journey: a date and a time, local to the place where it starts. */
const GroupLegSchema = z.strictObject({ date: LocalDateSchema, time: LocalTimeSchema });

/**
 * Body of POST /api/v1/group-requests: origin and destination location ids (a route the network
 * serves, else 422), the outbound and optional return date (YYYY-MM-DD, not before today at the
 * origin, else 422; the return not before the outbound) and time (HH:mm), pax 51-99 (400),
 * the contact (name 2-100 characters, e-mail, mobile as "+<dial code><number>"), the language of
 * the traveller's e-mails (en, fr, es) and an optional message of at most 2000 characters.
 * Strings are trimmed; an unknown field is a 400.
 */
export const GroupRequestSchema = z.strictObject({
  origin: z.strictObject({ locationID: IdSchema }),
  destination: z.strictObject({ locationID: IdSchema }),
  outbound: GroupLegSchema,
  return: GroupLegSchema.optional(),
  pax: z
    .number({ error: PAX_MESSAGE })
    .int(PAX_MESSAGE)
    .min(GROUP_REQUEST_LIMITS.paxMin, PAX_MESSAGE)
    .max(GROUP_REQUEST_LIMITS.paxMax, PAX_MESSAGE),
  contact: z.strictObject({
    name: text(GROUP_REQUEST_LIMITS.nameMax)
      .trim()
      .min(GROUP_REQUEST_LIMITS.nameMin, 'name must be at least 2 characters'),
    email: EmailSchema,
    mobile: MobileSchema,
  }),
  language: z.enum(LANGUAGES, { error: LANGUAGE_MESSAGE }),
  message: text(GROUP_REQUEST_LIMITS.messageMax).trim().optional(),
});
export type GroupRequest = z.infer<typeof GroupRequestSchema>;
export type GroupRequestInput = z.input<typeof GroupRequestSchema>;

/** Answer of POST /api/v1/group-requests (201): the stored request's id and its reference ("GRP-XXXXXX"). */
export const GroupRequestCreatedSchema = z.object({
  groupRequestID: z.number().int(),
  reference: z.string(),
});
export type GroupRequestCreated = z.infer<typeof GroupRequestCreatedSchema>;

/** Path parameters of a group request's operator calls. */
export const GroupRequestParamsSchema = z.strictObject({ groupRequestID: IdSchema });
export type GroupRequestParams = z.infer<typeof GroupRequestParamsSchema>;

/** Body of POST .../group-requests/{groupRequestID}/reply: the answer's text, 2-5000 characters. */
export const GroupRequestReplySchema = z.strictObject({
  text: text(GROUP_REQUEST_LIMITS.replyMax)
    .trim()
    .min(GROUP_REQUEST_LIMITS.replyMin, 'text must be at least 2 characters'),
});
export type GroupRequestReply = z.infer<typeof GroupRequestReplySchema>;

/** One answer of the operator: the text, who sent it (operator e-mail) and when (ISO UTC). */
export const GroupRequestAnswerSchema = z.object({
  text: z.string(),
  operatorEmail: z.string(),
  sentAt: z.string(),
});
export type GroupRequestAnswer = z.infer<typeof GroupRequestAnswerSchema>;

const GroupPlaceSchema = z.object({ locationID: z.number().int(), locationName: z.string() });

/**
 * A group request as the operator reads it: the journey (dates YYYY-MM-DD and times HH:mm local
 * to where each leg starts), pax, the contact, the traveller's language and message, receivedAt
 * (ISO UTC), answeredAt (ISO UTC of the last answer, null while unanswered) and every answer
 * sent, oldest first (the history).
 */
export const OperatorGroupRequestSchema = z.object({
  groupRequestID: z.number().int(),
  reference: z.string(),
  origin: GroupPlaceSchema,
  destination: GroupPlaceSchema,
  outbound: z.object({ date: z.string(), time: z.string() }),
  return: z.object({ date: z.string(), time: z.string() }).nullable(),
  pax: z.number().int(),
  contact: z.object({ name: z.string(), email: z.string(), mobile: z.string() }),
  language: z.string(),
  message: z.string().nullable(),
  receivedAt: z.string(),
  answeredAt: z.string().nullable(),
  answers: z.array(GroupRequestAnswerSchema),
});
export type OperatorGroupRequest = z.infer<typeof OperatorGroupRequestSchema>;
