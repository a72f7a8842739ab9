import type { FastifyInstance } from 'fastify';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Db } from '../../db/database.ts';
import { OPERATOR_PREFIX } from '../../http/operator-routes.ts';
import { buildTestApp } from '../../../test/helper.ts';
import { bearer, roleTokens, type RoleTokens } from './operator.test-kit.ts';

/** Every registered operator route (method, url with its parameters set to 1), HEAD left out. */
const operatorRoutes = (app: FastifyInstance) =>
  app.registeredRoutes
    .filter((r) => r.url.startsWith(OPERATOR_PREFIX) && r.method !== 'HEAD')
    .map((r) => ({ method: r.method as 'GET', url: r.url.replace(/:[A-Za-z]+/g, '1') }));

describe('operator role (ADR 019; docs/architecture.md §4 roles)', () => {
  let app: FastifyInstance;
  let db: Db;
  let close: () => Promise<void>;
  let tokens: RoleTokens;
  beforeEach(async () => {
    ({ app, db, close } = await buildTestApp());
    tokens = await roleTokens(app, db);
  });
  afterEach(() => close());

  it('every registered /api/v1/operator/ route answers 403 to anonymous, customer and partner tokens and 401 without one', async () => {
    const routes = operatorRoutes(app);
    expect(routes.length).toBeGreaterThan(0);
    const wrong: string[] = [];
    for (const route of routes) {
      const none = await app.inject({ ...route, payload: route.method === 'GET' ? undefined : {} });
      if (none.statusCode !== 401)
        wrong.push(`${route.method} ${route.url} without token: ${none.statusCode}`);
      for (const role of ['anonymous', 'customer', 'partner'] as const) {
        const res = await app.inject({
          ...route,
          headers: bearer(tokens[role]),
          payload: route.method === 'GET' ? undefined : { reason: 'x', capacity: 1 },
        });
        const body = res.json() as { error?: string; error_description?: string };
        if (res.statusCode !== 403 || body.error !== 'forbidden' || !body.error_description) {
          wrong.push(`${route.method} ${route.url} as ${role}: ${res.statusCode}`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('an operator token passes the role guard of every operator route (never 401 or 403)', async () => {
    const wrong: string[] = [];
    for (const route of operatorRoutes(app)) {
      const res = await app.inject({
        ...route,
        headers: bearer(tokens.operator),
        payload: route.method === 'GET' ? undefined : {},
      });
      if (res.statusCode === 401 || res.statusCode === 403 || res.statusCode >= 500) {
        wrong.push(`${route.method} ${route.url}: ${res.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every operator route is in the OpenAPI document, tagged operator, with bearer security', async () => {
    const doc = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown[] }>>;
    };
    const missing: string[] = [];
    for (const r of app.registeredRoutes.filter(
      (x) => x.url.startsWith(OPERATOR_PREFIX) && x.method !== 'HEAD',
    )) {
      const path = r.url.replace(/:([A-Za-z]+)/g, '{$1}');
      const op = doc.paths[path]?.[r.method.toLowerCase()];
      if (!op?.tags?.includes('operator') || !op.security?.length) missing.push(`${r.method} ${path}`);
    }
    expect(missing).toEqual([]);
  });

  it('an operator logs in with the password grant and its token carries the operator role', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/operator/me',
      headers: bearer(tokens.operator),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { email: 'desk@alpine.example' } });
    const payload = JSON.parse(Buffer.from(tokens.operator.split('.')[1]!, 'base64url').toString()) as {
      scope: string;
      sub: string;
    };
    expect(payload.scope).toBe('operator');
    expect(payload.sub).toMatch(/^operator:\d+$/);
  });

  it('an operator token is not a customer token: /api/v1/customers/me refuses it', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/customers/me',
      headers: bearer(tokens.operator),
    });
    expect(res.statusCode).toBe(403);
  });

  it('after Log Out the operator token is refused with 401', async () => {
    await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: bearer(tokens.operator) });
    const res = await app.inject({
      method: 'GET',
      url: '/api/v1/operator/me',
      headers: bearer(tokens.operator),
    });
    expect(res.statusCode).toBe(401);
  });
});
