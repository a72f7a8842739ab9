import {
  OPERATOR_GROUP_REQUESTS_PATH,
  OperatorGroupRequestSchema,
  type OperatorGroupRequest,
} from '@alpine/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { operatorCall } from './operator-call.ts';

const KEY = ['operator', 'group-requests'];

/** GET /api/v1/operator/group-requests: the group requests (51-99 passengers), newest first, with their answers. */
export function useGroupRequests() {
  return useQuery({
    queryKey: KEY,
    queryFn: async () =>
      operatorCall(OPERATOR_GROUP_REQUESTS_PATH, {
        schema: z.array(OperatorGroupRequestSchema),
      }),
  });
}

/** POST .../group-requests/{groupRequestID}/reply { text }: e-mails the answer; the list reloads. */
export function useGroupRequestReply() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (r: { groupRequestID: number; text: string }): Promise<OperatorGroupRequest> =>
      operatorCall(`${OPERATOR_GROUP_REQUESTS_PATH}/${r.groupRequestID}/reply`, {
        method: 'POST',
        body: { text: r.text },
        schema: OperatorGroupRequestSchema,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: KEY }),
  });
}
