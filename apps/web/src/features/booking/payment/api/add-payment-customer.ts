import { ADD_PAYMENT_CUSTOMER_PATH, PaymentCustomerSchema, type AddPaymentCustomer } from '@alpine/contract';
import { apiRequest, unwrap } from '../../../../lib/api-client.ts';

/** POST /wp-json/stripe-api/v1/add-customer (spec part 2 §7): the answer is not wrapped in data. */
export async function addPaymentCustomer(body: AddPaymentCustomer) {
  return unwrap(
    await apiRequest(ADD_PAYMENT_CUSTOMER_PATH, {
      method: 'POST',
      body,
      schema: PaymentCustomerSchema,
      raw: true,
    }),
  );
}
