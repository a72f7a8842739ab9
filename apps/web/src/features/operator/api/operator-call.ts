import { apiRequest, unwrap, type RequestOptions } from '../../../lib/api-client.ts';
import { operatorAuth } from '../operator-session.ts';

/**
 * One call of the operator's console (ADR 019): `apiRequest` with the operator's token
 * (operatorAuth), the answer's `data` parsed by `options.schema`. A refusal or a failed call is
 * thrown as ApiRequestError (unwrap), as TanStack Query expects of a failed query or mutation.
 */
export async function operatorCall<T>(path: string, options: Omit<RequestOptions<T>, 'auth'>): Promise<T> {
  return unwrap(await apiRequest(path, { ...options, auth: operatorAuth }));
}
