import type { FastifyInstance, onRequestHookHandler, preHandlerHookHandler, RouteOptions } from 'fastify';

/** The OpenAPI security requirement of a route behind the bearer guard (DESIGN §4 'docs'). */
export const BEARER_SECURITY = [{ bearer: [] as string[] }];

/**
 * An onRoute hook (issue 7 §15; register it in app.ts before the modules): every route whose
 * preHandler is, or includes, `guard` (the bearer-token authenticate pre-handler) is declared
 * `security: [{ bearer: [] }]` in the OpenAPI document, and its guard runs at onRequest instead,
 * before the body is parsed and validated, so that a call without a valid token is 401
 * invalid_token whatever its body or parameters (DESIGN §4: 401 no or bad token). Routes without
 * the guard are left as they are (no security declared).
 */
export function bearerRoutes(guard: unknown) {
  return (route: RouteOptions): void => {
    const pre: unknown[] = route.preHandler === undefined ? [] : [route.preHandler].flat();
    if (!pre.includes(guard)) return;
    route.preHandler = pre.filter((h) => h !== guard) as preHandlerHookHandler[];
    guardRoute(route, guard);
  };
}

/** Puts `guard` last in the route's onRequest hooks and declares bearer security in the document. */
function guardRoute(route: RouteOptions, guard: unknown): void {
  const onRequest: unknown[] = route.onRequest === undefined ? [] : [route.onRequest].flat();
  route.onRequest = [...onRequest, guard] as onRequestHookHandler[];
  route.schema = { ...route.schema, security: BEARER_SECURITY } as RouteOptions['schema'];
}

/**
 * The one auth hook of a module plugin (issue 8 §6): call it first inside the plugin, and every
 * route the plugin declares afterwards runs `guard` at onRequest (after the route's own onRequest
 * hooks, e.g. a rate limit, exactly as bearerRoutes places it) and declares bearer security in
 * the OpenAPI document (issue 7 §15). Encapsulated: routes of other plugins are not touched.
 */
export function guardModule(app: FastifyInstance, guard: unknown): void {
  app.addHook('onRoute', (route) => guardRoute(route, guard));
}
