import type { FastifyInstance, onRequestHookHandler, RouteOptions } from 'fastify';

/** The OpenAPI security requirement of a route behind the bearer guard (docs/architecture.md §4 'docs'). */
export const BEARER_SECURITY = [{ bearer: [] as string[] }];

/** The bearer-token guard (`authenticate(auth)` in authenticate.ts), as module plugins receive it. */
export type BearerGuard = onRequestHookHandler;

/**
 * How a route gets behind the bearer token (ADR 012, ADR 013): ONE call per module, never
 * one per route. Inside a module's routes plugin (its own Fastify scope), call
 *
 *     bearerOnly(app, authenticate);            // every route of this plugin needs a token
 *
 * before declaring its routes. A plugin with some open routes (token, config, sandbox confirm,
 * webhook) declares those first on `app` and the guarded ones in a child scope:
 *
 *     app.post(TOKEN_PATH, ...);                // open
 *     await app.register(async (guarded) => {
 *       bearerOnly(guarded, authenticate);
 *       guarded.post(RENEW_PATH, ...);          // needs a token
 *     });
 *
 * Handlers read the principal with `requirePrincipal(request)` (authenticate.ts). Every route
 * registered in that scope (and its children) is declared `security: [{ bearer: [] }]` in the
 * OpenAPI document and runs the guard as its last onRequest hook, before the body is parsed and
 * validated, so that a call without a valid token is 401 invalid_token whatever its body or
 * parameters (docs/architecture.md §4: 401 no or bad token); http/openapi.test.ts checks that the declared
 * security matches the 401s. Routes outside such a scope are left as they are (no security).
 */
export function bearerOnly(scope: Pick<FastifyInstance, 'addHook'>, guard: BearerGuard): void {
  scope.addHook('onRoute', (route) => guardRoute(route, guard));
}

/** Puts `guard` last in the route's onRequest hooks and declares bearer security on it. */
function guardRoute(route: RouteOptions, guard: BearerGuard): void {
  const onRequest: onRequestHookHandler[] = route.onRequest === undefined ? [] : [route.onRequest].flat();
  if (!onRequest.includes(guard)) route.onRequest = [...onRequest, guard];
  route.schema = { ...route.schema, security: BEARER_SECURITY } as RouteOptions['schema'];
}
