import { STRIPE_WEBHOOK_PATH, TOKEN_PATH } from '@alpine/contract';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import Stripe from 'stripe';
import { afterAll, describe, it } from 'vitest';
import { anonymousToken, buildTestApp, onPostgres } from '../../test/helper.ts';
import {
  asText,
  encode,
  hostileString,
  hostileValue,
  jsonSchemaOf,
  pathParam,
  queryFor,
  valueFor,
} from '../../test/fuzz-inputs.ts';
import { StripeIntentObjectSchema } from '../modules/payments/stripe-events.ts';
import { registeredRoutes, type RegisteredRoute } from './input-guards.ts';

/**
 * Issue 7 deliverable 5: every endpoint of the app - enumerated from the app itself, so that a
 * new route is fuzzed without touching this file - gets FUZZ_RUNS (default 1,000) generated
 * requests, on SQLite and on PostgreSQL. In CI (`CI=true`) SQLite keeps the 1,000 and PostgreSQL
 * gets a smoke run of 100 per endpoint (every endpoint and the unknown URLs are still sent hostile
 * requests through the PostgreSQL driver's error paths); the full PostgreSQL pass was the slowest
 * file of CI (docs/benchmarks.md, "CI's phases"). Generated path parameters (2^31, huge, negative, NUL,
 * %-garbage, unicode, very long), query strings and bodies shaped by the route's own schema with
 * hostile leaves (wrong types, NUL, deep and long values, unknown fields), JSON, form, broken JSON
 * and no body, with an anonymous token, a garbage one or none. It fails on any 5xx, and on any 4xx
 * whose body is not `{ error: string, error_description: string }` (404, 413, 414 and bad URLs
 * included). 429 from the rate limits is fine when shaped. HEAD shares its GET twin's runs.
 * Reproduce a failure with FUZZ_SEED=<seed printed by fast-check> (and FUZZ_RUNS to go faster).
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? (process.env.CI && onPostgres ? 100 : 1000));
const SEED = process.env.FUZZ_SEED === undefined ? undefined : Number(process.env.FUZZ_SEED);
const WEBHOOK_SECRET = 'whsec_fuzz_secret';

const { app, close } = await buildTestApp({ config: { stripeWebhookSecret: WEBHOOK_SECRET } });
const token = await anonymousToken(app);
afterAll(() => close());

const all = registeredRoutes(app);
const hasGet = new Set(all.filter((r) => r.method === 'GET').map((r) => r.url));
/** Every endpoint; a HEAD route whose GET twin exists is sent within the twin's runs. */
const endpoints = all.filter((r) => !(r.method === 'HEAD' && hasGet.has(r.url)));

type Auth = 'none' | 'anonymous' | 'garbage';
type BodyKind = 'json' | 'form' | 'broken-json' | 'none' | 'text';

interface Generated {
  params: string[];
  query: string | undefined;
  body: unknown;
  bodyKind: BodyKind;
  auth: Auth;
  garbageToken: string;
  head: boolean;
  signed: boolean;
  remoteAddress: string;
}

/** The `:name` and `*` parts of a route pattern, in order. */
const paramSlots = (url: string) => url.split('/').filter((s) => s.startsWith(':') || s === '*');

/** A Stripe-like event whose payment intent follows stripe-events.ts with hostile leaves. */
const stripeEvent = fc.record({
  id: fc.oneof(
    fc.string({ maxLength: 20 }).map((s) => `evt_${s}`),
    hostileValue,
  ),
  object: fc.constant('event'),
  type: fc.oneof(
    fc.constantFrom('payment_intent.succeeded', 'payment_intent.payment_failed', 'charge.refunded'),
    hostileValue,
  ),
  data: fc.oneof(
    { arbitrary: fc.record({ object: valueFor(jsonSchemaOf(StripeIntentObjectSchema)) }), weight: 4 },
    { arbitrary: hostileValue, weight: 1 },
  ),
});

function requestFor(route: RegisteredRoute): fc.Arbitrary<Generated> {
  const webhook = route.url === STRIPE_WEBHOOK_PATH;
  const bodySchema = jsonSchemaOf(route.schema?.body);
  const body = webhook ? stripeEvent : bodySchema ? valueFor(bodySchema) : hostileValue;
  const withBody = route.method !== 'GET' && route.method !== 'HEAD';
  return fc.record({
    params: fc.tuple(...paramSlots(route.url).map(() => pathParam)),
    query: fc.option(queryFor(jsonSchemaOf(route.schema?.querystring)), { nil: undefined, freq: 3 }),
    body,
    bodyKind: withBody
      ? fc.oneof(
          { arbitrary: fc.constant<BodyKind>('json'), weight: 7 },
          fc.constantFrom<BodyKind>('form', 'broken-json', 'none', 'text'),
        )
      : fc.constantFrom<BodyKind>('none', 'none', 'none', 'json'),
    auth: fc.constantFrom<Auth>('anonymous', 'anonymous', 'none', 'garbage'),
    garbageToken: fc.stringMatching(/^[\x21-\x7e]{0,60}$/),
    head:
      route.method === 'GET' && hasGet.has(route.url)
        ? fc.boolean().map((b) => b && Math.random() < 0.2)
        : fc.constant(false),
    signed: fc.boolean(),
    // Most requests come from their own address, so that the per-address rate limits let them
    // through to the service; logins stay on one address (10 a minute), bounding the scrypt time.
    remoteAddress:
      route.url === TOKEN_PATH
        ? fc.constant('127.0.0.1')
        : fc.oneof({ arbitrary: fc.constant('127.0.0.1'), weight: 1 }, { arbitrary: fc.ipV4(), weight: 3 }),
  });
}

/** The inject options of a generated request to `route`. */
function toInject(route: RegisteredRoute, g: Generated): InjectOptions {
  let i = 0;
  const path = route.url
    .split('/')
    .map((s) => (s.startsWith(':') || s === '*' ? (g.params[i++] ?? '1') : s))
    .join('/');
  const headers: Record<string, string> = {};
  if (g.auth === 'anonymous') headers.authorization = `Bearer ${token}`;
  if (g.auth === 'garbage') headers.authorization = `Bearer ${g.garbageToken}`;
  let payload: string | undefined;
  if (g.bodyKind === 'json' && g.body !== undefined) {
    payload = JSON.stringify(g.body);
    headers['content-type'] = 'application/json';
  } else if (g.bodyKind === 'form') {
    const entries =
      g.body !== null && typeof g.body === 'object' && !Array.isArray(g.body)
        ? Object.entries(g.body)
        : [['value', g.body]];
    payload = entries.map(([k, v]) => `${encode(String(k))}=${encode(asText(v))}`).join('&');
    headers['content-type'] = 'application/x-www-form-urlencoded';
  } else if (g.bodyKind === 'broken-json') {
    payload = `${JSON.stringify(g.body) ?? ''}`.slice(0, -1) + '{"';
    headers['content-type'] = 'application/json';
  } else if (g.bodyKind === 'text') {
    payload = asText(g.body);
    headers['content-type'] = 'text/plain';
  }
  if (route.url === STRIPE_WEBHOOK_PATH && payload !== undefined) {
    headers['stripe-signature'] = g.signed
      ? Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET })
      : g.garbageToken;
  }
  return {
    method: g.head ? 'HEAD' : (route.method as InjectOptions['method']),
    url: g.query === undefined ? path : `${path}?${g.query}`,
    headers,
    remoteAddress: g.remoteAddress,
    ...(payload === undefined ? {} : { payload }),
  };
}

/** Throws (with the request and the answer) unless the answer is below 500 and a shaped error. */
async function send(options: InjectOptions): Promise<void> {
  const res = await app.inject(options);
  const key = `${options.method} ${res.statusCode}`;
  statuses.set(key, (statuses.get(key) ?? 0) + 1);
  const fail = (why: string) => {
    throw new Error(
      `${why}: ${options.method} ${options.url} -> ${res.statusCode} ${res.body.slice(0, 300)}\n` +
        `request body: ${String(options.payload ?? '').slice(0, 300)}`,
    );
  };
  if (res.statusCode >= 500) fail('5xx');
  if (res.statusCode < 400 || options.method === 'HEAD') return;
  let body: unknown;
  try {
    body = JSON.parse(res.body);
  } catch {
    fail('error body is not JSON');
  }
  const { error, error_description } = (body ?? {}) as Record<string, unknown>;
  if (typeof error !== 'string' || typeof error_description !== 'string')
    fail('error body is not { error, error_description }');
}

/** Answers counted by method and status; FUZZ_STATS=1 prints them (how deep the inputs get). */
const statuses = new Map<string, number>();
afterAll(() => {
  if (process.env.FUZZ_STATS)
    console.log(
      [...statuses]
        .sort()
        .map(([k, n]) => `${k}: ${n}`)
        .join('\n'),
    );
});

const params = { numRuns: RUNS, ...(SEED === undefined ? {} : { seed: SEED }) };

describe(`fuzz: ${RUNS} generated requests to each of the ${endpoints.length} endpoints (ADR 012)`, () => {
  it.each(endpoints.map((r) => [`${r.method} ${r.url}`, r] as const))(
    '%s never answers 5xx nor an unshaped error',
    async (_name, route) => {
      await fc.assert(
        fc.asyncProperty(requestFor(route), (g) => send(toInject(route, g))),
        params,
      );
    },
    300_000,
  );

  it('any URL under /api/v1 and /wp-json (unknown paths, %-garbage, NUL, long) answers a shaped error', async () => {
    const segment = fc.oneof(fc.constantFrom('bookings', 'passengers', 'locations', 'customers'), pathParam);
    const url = fc
      .tuple(
        fc.constantFrom('/api/v1/', '/wp-json/stripe-api/v1/', '/api/', '/api/docs/static/'),
        fc.array(segment, { minLength: 0, maxLength: 4 }),
        fc.option(queryFor(undefined), { nil: undefined }),
      )
      .map(([base, parts, query]) => `${base}${parts.join('/')}${query === undefined ? '' : `?${query}`}`);
    const method = fc.constantFrom<InjectOptions['method']>(
      'GET',
      'POST',
      'PATCH',
      'PUT',
      'DELETE',
      'OPTIONS',
    );
    await fc.assert(
      fc.asyncProperty(url, method, hostileString, (u, m, body) =>
        send({ method: m, url: u, headers: { authorization: `Bearer ${token}` }, payload: body }),
      ),
      params,
    );
  }, 300_000);
});
