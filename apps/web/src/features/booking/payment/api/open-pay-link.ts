import { PAY_LINK_PATH, PayLinkBookingSchema } from '@alpine/contract';
import { useQuery } from '@tanstack/react-query';
import { apiRequest, unwrap } from '../../../../lib/api-client.ts';

/**
 * POST /api/v1/bookings/pay-link { token } (ADR 019): the booking the operator's e-mailed link
 * names, now payable by this session; 410 when the link expired or is not valid.
 */
export function useOpenPayLink(token: string) {
  return useQuery({
    queryKey: ['pay-link', token],
    enabled: token !== '',
    retry: false,
    staleTime: Infinity,
    queryFn: async () =>
      unwrap(
        await apiRequest(PAY_LINK_PATH, { method: 'POST', body: { token }, schema: PayLinkBookingSchema }),
      ),
  });
}
