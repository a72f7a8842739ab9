import type { FastifyInstance, FastifyRequest, onRequestHookHandler, RouteOptions } from 'fastify';
import { forbidden } from './api-error.ts';
import { BEARER_SECURITY, type BearerGuard } from './bearer-routes.ts';
import type { Principal } from './principal.ts';

/** Every operator endpoint lives under this prefix (docs/architecture.md §4 "operator"; ADR 019). */
export const OPERATOR_PREFIX = '/api/v1/operator/';
/** The OpenAPI tag of the operator endpoints. */
export const OPERATOR_TAG = 'operator';

const NOT_OPERATOR = 'Only the operator’s staff may use this; log in at /operator with an operator account.';

/** The operator principal of a request that passed operatorOnly's guard (403 otherwise). */
export type OperatorPrincipal = Extract<Principal, { kind: 'operator' }>;

/**
 * The operator's principal on `request` (ADR 019): 403 forbidden when the caller is the
 * anonymous site client, a customer or a partner's user (401 was already answered without token).
 */
export function requireOperator(request: FastifyRequest): OperatorPrincipal {
  const principal = request.principal;
  if (principal?.kind !== 'operator') throw forbidden(NOT_OPERATOR);
  return principal;
}

/** onRequest hook refusing every caller but an operator with 403 (after the bearer guard's 401). */
const operatorRole: onRequestHookHandler = async (request) => {
  requireOperator(request);
};

/**
 * Puts every route of a module's scope behind the bearer guard AND the operator role
 * (ADR 019; docs/architecture.md §4 "Roles: every route states which it admits"): no token 401 invalid_token;
 * the anonymous client, a customer or a partner's user 403 forbidden, before the body or parameters
 * are read. Routes are declared `security: [{ bearer: [] }]` and tagged 'operator' in the OpenAPI
 * document. Throws at start-up when a route of the scope is outside /api/v1/operator/, so that the
 * prefix and the role cannot drift apart (operator-routes.test.ts iterates the registered routes).
 */
export function operatorOnly(scope: Pick<FastifyInstance, 'addHook'>, guard: BearerGuard): void {
  scope.addHook('onRoute', (route: RouteOptions) => {
    if (!route.url.startsWith(OPERATOR_PREFIX)) {
      throw new Error(`operator route ${route.url} is outside ${OPERATOR_PREFIX}`);
    }
    const onRequest: onRequestHookHandler[] = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [...onRequest.filter((h) => h !== guard && h !== operatorRole), guard, operatorRole];
    route.schema = {
      ...route.schema,
      security: BEARER_SECURITY,
      tags: [OPERATOR_TAG],
    } as RouteOptions['schema'];
  });
}
