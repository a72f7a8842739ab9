import {
  OPERATOR_BOOKINGS_PATH,
  OperatorBookingDetailSchema,
  OperatorBookingSchema,
  OperatorDecisionSchema,
  type OperatorBooking,
} from '@alpine/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { getApiLanguage } from '../../../lib/api-client.ts';
import { operatorCall } from './operator-call.ts';

/** GET /api/v1/operator/bookings?state=awaiting_review (ADR 019): the queue, oldest first. */
export function useReviewQueue() {
  return useQuery({
    queryKey: ['operator', 'queue', getApiLanguage()],
    queryFn: async () =>
      operatorCall(OPERATOR_BOOKINGS_PATH, {
        query: { state: 'awaiting_review' },
        schema: z.array(OperatorBookingSchema),
      }),
  });
}

/**
 * GET /api/v1/operator/bookings?q= (ADR 019): look-up by reference, name or e-mail; off until q has 2
 * characters.
 */
export function useBookingSearch(q: string) {
  return useQuery({
    queryKey: ['operator', 'search', q],
    enabled: q.trim().length >= 2,
    queryFn: async (): Promise<OperatorBooking[]> =>
      operatorCall(OPERATOR_BOOKINGS_PATH, {
        query: { q: q.trim() },
        schema: z.array(OperatorBookingSchema),
      }),
  });
}

/** GET /api/v1/operator/bookings/{bookingID} (ADR 019): the booking with its history. */
export function useOperatorBooking(bookingID: number | null) {
  return useQuery({
    queryKey: ['operator', 'booking', bookingID],
    enabled: bookingID !== null,
    queryFn: async () =>
      operatorCall(`${OPERATOR_BOOKINGS_PATH}/${bookingID}`, {
        schema: OperatorBookingDetailSchema,
      }),
  });
}

/**
 * POST .../confirm and .../decline { reason } (ADR 019); the queue and look-ups refetch after.
 * Failures reject with the server's error_description.
 */
export function useReviewDecision() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (d: { bookingID: number; decision: 'confirm' | 'decline'; reason?: string }) =>
      operatorCall(`${OPERATOR_BOOKINGS_PATH}/${d.bookingID}/${d.decision}`, {
        method: 'POST',
        body: d.decision === 'decline' ? { reason: d.reason ?? '' } : undefined,
        schema: OperatorDecisionSchema,
      }),
    onSettled: () => client.invalidateQueries({ queryKey: ['operator'] }),
  });
}
