import {
  CheckInResultSchema,
  ManifestSchema,
  OPERATOR_CHECK_IN_PATH,
  OPERATOR_DEPARTURES_PATH,
  OperatorDaySchema,
  OperatorDepartureSchema,
} from '@alpine/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { operatorCall } from './operator-call.ts';
import { readOperatorSession } from '../operator-session.ts';

const departurePath = (departureID: string) =>
  `${OPERATOR_DEPARTURES_PATH}/${encodeURIComponent(departureID)}`;

/** GET /api/v1/operator/departures?date= (ADR 019): the day's departures and jobs. */
export function useOperatorDay(date: string) {
  return useQuery({
    queryKey: ['operator', 'day', date],
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(date),
    queryFn: async () =>
      operatorCall(OPERATOR_DEPARTURES_PATH, {
        query: { date },
        schema: OperatorDaySchema,
      }),
  });
}

/** GET .../manifest (ADR 019): the departure and its passengers. */
export function useManifest(departureID: string) {
  return useQuery({
    queryKey: ['operator', 'manifest', departureID],
    queryFn: async () =>
      operatorCall(`${departurePath(departureID)}/manifest`, {
        schema: ManifestSchema,
      }),
  });
}

/** POST .../capacity { capacity } or .../sales { closed } (ADR 019); the day and manifests refetch after. */
export function useDepartureChange() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (c: { departureID: string; capacity?: number; closed?: boolean }) =>
      operatorCall(`${departurePath(c.departureID)}/${c.capacity === undefined ? 'sales' : 'capacity'}`, {
        method: 'POST',
        body: c.capacity === undefined ? { closed: c.closed ?? false } : { capacity: c.capacity },
        schema: OperatorDepartureSchema,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['operator'] }),
  });
}

/** POST /api/v1/operator/check-in { reference } (ADR 019). */
export function useCheckIn() {
  return useMutation({
    mutationFn: async (reference: string) =>
      operatorCall(OPERATOR_CHECK_IN_PATH, {
        method: 'POST',
        body: { reference },
        schema: CheckInResultSchema,
      }),
  });
}

/** Downloads the manifest CSV (GET .../manifest.csv with the operator's token) as a file. */
export async function downloadManifestCsv(departureID: string): Promise<boolean> {
  const token = readOperatorSession()?.access_token;
  if (!token) return false;
  const res = await fetch(`${departurePath(departureID)}/manifest.csv`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  if (!res.ok) return false;
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `manifest-${departureID.replace(/:/g, '-')}.csv`;
  a.click();
  URL.revokeObjectURL(url);
  return true;
}
