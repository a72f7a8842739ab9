import {
  FleetJobSchema,
  FleetRowSchema,
  OPERATOR_FLEET_JOBS_PATH,
  OPERATOR_FLEET_PATH,
} from '@alpine/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { operatorCall } from './operator-call.ts';

/** GET /api/v1/operator/fleet (ADR 022): the fleet rows per base, class and size. */
export function useFleet() {
  return useQuery({
    queryKey: ['operator', 'fleet'],
    queryFn: async () => operatorCall(OPERATOR_FLEET_PATH, { schema: z.array(FleetRowSchema) }),
  });
}

/** GET /api/v1/operator/fleet/jobs?date= (ADR 022): the vehicles' standing jobs of a local day. */
export function useFleetJobs(date: string) {
  return useQuery({
    queryKey: ['operator', 'fleet-jobs', date],
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
    queryFn: async () =>
      operatorCall(OPERATOR_FLEET_JOBS_PATH, { query: { date }, schema: z.array(FleetJobSchema) }),
  });
}

/**
 * PATCH /api/v1/operator/fleet/{fleetID} { vehicles } (ADR 022): a refusal (409 naming the first
 * clash) is thrown with the server's message; the fleet refetches after a change.
 */
export function useFleetChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (c: { fleetID: number; vehicles: number }) =>
      operatorCall(`${OPERATOR_FLEET_PATH}/${c.fleetID}`, {
        method: 'PATCH',
        body: { vehicles: c.vehicles },
        schema: FleetRowSchema,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['operator', 'fleet'] }),
  });
}
