import type { GroupRequestInput } from '@alpine/contract';
import { GROUP_REQUESTS_PATH, GroupRequestCreatedLight } from '@alpine/contract/light';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/v1/group-requests (groups of 51-99): the request with the page's language, so the
 * acknowledgement is written in it. Answers the ApiResult: 201 { groupRequestID, reference };
 * 400, 422, 429 ... with the server's error. No zod on the results page: the answer
 * is checked with the light schema.
 */
export function sendGroupRequest(request: GroupRequestInput) {
  return apiRequest(GROUP_REQUESTS_PATH, {
    method: 'POST',
    body: request,
    schema: GroupRequestCreatedLight,
    headers: { 'Accept-Language': request.language },
  });
}
