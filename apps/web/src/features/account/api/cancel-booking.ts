import { useMutation, useQueryClient } from '@tanstack/react-query';
import { BOOKINGS_PATH, BookingCancelledSchema } from '@alpine/contract';
import { unwrap } from '../../../lib/api-client.ts';
import { userRequest } from '../../../lib/user-session.ts';

/** POST /api/v1/bookings/{bookingID}/cancellation { acceptPolicy: true } -> state and refund. */
export function cancelBooking(bookingID: number) {
  return userRequest(`${BOOKINGS_PATH}/${bookingID}/cancellation`, {
    method: 'POST',
    body: { acceptPolicy: true },
    schema: BookingCancelledSchema,
  });
}

export function useCancelBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (bookingID: number) => unwrap(await cancelBooking(bookingID)),
    onSuccess: () => client.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
