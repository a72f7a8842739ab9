import { useQuery } from '@tanstack/react-query';
import { getPublicConfig } from '../../../../lib/api-client.ts';

/**
 * GET /api/v1/config: which gateway (sandbox or Stripe) and the publishable key (docs/architecture.md §4).
 */
export function usePaymentConfig() {
  return useQuery({ queryKey: ['config'], queryFn: getPublicConfig, staleTime: Infinity });
}
