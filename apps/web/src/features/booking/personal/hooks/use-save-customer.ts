import { useMutation } from '@tanstack/react-query';
import { BRAND_ID } from '@alpine/domain';
import { ApiRequestError, unwrap } from '../../../../lib/api-client.ts';
import type { CustomerDetails } from '../../../../booking-state/journey.ts';
import { createCustomer } from '../api/create-customer.ts';
import { findCustomer } from '../api/find-customer.ts';

/**
 * Creates the booking customer; on HTTP 400 (customer_exists) looks the customer up by e-mail and
 * uses the one found, otherwise the call fails and the visitor stays on the page (spec part 2 §8).
 */
export async function saveCustomer(customer: CustomerDetails): Promise<number> {
  const created = await createCustomer({ brandID: BRAND_ID, ...customer });
  if (created.ok) return created.data.customerID;
  if (created.status !== 400) throw new ApiRequestError(created.status, created.error);
  const found = unwrap(await findCustomer(customer.email));
  const first = found[0];
  if (!first) throw new ApiRequestError(created.status, created.error);
  return first.customerID;
}

export function useSaveCustomer() {
  return useMutation({ mutationFn: saveCustomer });
}
