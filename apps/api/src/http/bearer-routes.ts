import type { onRequestHookHandler, preHandlerHookHandler, RouteOptions } from 'fastify';

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
    const onRequest: unknown[] = route.onRequest === undefined ? [] : [route.onRequest].flat();
    route.onRequest = [...onRequest, guard] as onRequestHookHandler[];
    route.schema = { ...route.schema, security: BEARER_SECURITY } as RouteOptions['schema'];
  };
}
