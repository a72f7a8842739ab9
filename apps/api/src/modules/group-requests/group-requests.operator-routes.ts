import {
  envelope,
  ErrorSchema,
  GroupRequestParamsSchema,
  GroupRequestReplySchema,
  listEnvelope,
  OPERATOR_GROUP_REQUEST_REPLY_PATH,
  OPERATOR_GROUP_REQUESTS_PATH,
  OperatorGroupRequestSchema,
} from '@alpine/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BearerGuard } from '../../http/bearer-routes.ts';
import { operatorOnly, requireOperator } from '../../http/operator-routes.ts';
import type { GroupRequestsService } from './group-requests.service.ts';

const ERRORS = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema };

/**
 * The console's group requests (ADR 019: operator tokens only; 401 without a token, 403 for the
 * anonymous client, customers and partners' users, through operatorOnly):
 * - GET /api/v1/operator/group-requests -> { data: OperatorGroupRequest[] }, newest first, each
 *   with its answers (who, when, what), oldest first;
 * - POST /api/v1/operator/group-requests/{groupRequestID}/reply { text } -> { data: the request
 *   with the new answer }: the text e-mailed to the traveller through the outbox, the request
 *   marked answered by the operator at that instant (404 unknown request).
 */
export const groupRequestsOperatorRoutes: FastifyPluginAsyncZod<{
  groupRequests: GroupRequestsService;
  authenticate: BearerGuard;
}> = async (app, { groupRequests, authenticate }) => {
  operatorOnly(app, authenticate);
  app.get(
    OPERATOR_GROUP_REQUESTS_PATH,
    {
      schema: {
        summary: 'Group requests (51-99 passengers), newest first, with their answers',
        response: { 200: listEnvelope(OperatorGroupRequestSchema), ...ERRORS },
      },
    },
    async () => ({ data: await groupRequests.list() }),
  );
  app.post(
    OPERATOR_GROUP_REQUEST_REPLY_PATH,
    {
      bodyLimit: 32 * 1024,
      schema: {
        summary: 'Answer a group request: the text is e-mailed to the traveller',
        params: GroupRequestParamsSchema,
        body: GroupRequestReplySchema,
        response: {
          200: envelope(OperatorGroupRequestSchema),
          404: ErrorSchema,
          413: ErrorSchema,
          ...ERRORS,
        },
      },
    },
    async (request) => {
      const me = requireOperator(request);
      const data = await groupRequests.answer(request.params.groupRequestID, request.body.text, {
        operatorID: me.operatorID,
        email: me.email,
      });
      return { data };
    },
  );
};
