import { useTranslation } from 'react-i18next';
import { useQuery } from '@tanstack/react-query';
import { BOOKINGS_PATH, OwnBookingSchema } from '@alpine/contract';
import { z } from 'zod';
import { unwrap } from '../../../lib/api-client.ts';
import { userRequest } from '../../../lib/user-session.ts';

/** GET /api/v1/bookings?customerID= (spec part 2 §7): the customer's own bookings. */
export function getBookings(customerID: number) {
  return userRequest(BOOKINGS_PATH, { query: { customerID }, schema: z.array(OwnBookingSchema) });
}

export function useBookings(customerID: number | undefined) {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['bookings', customerID, i18n.language],
    queryFn: async () => unwrap(await getBookings(customerID ?? 0)),
    enabled: customerID !== undefined,
  });
}
