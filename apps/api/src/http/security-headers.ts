import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The site's Content-Security-Policy directives without a map tile host or inline script (ADR 008;
 * Stripe.js, its frames and API, OpenStreetMap's tiles); helmet's defaults supply the rest.
 */
export const SITE_HELMET_OPTIONS: Readonly<HelmetOptions> = {
  contentSecurityPolicy: {
    directives: {
      'script-src': ["'self'", 'https://js.stripe.com'],
      'frame-src': ["'self'", 'https://js.stripe.com', 'https://hooks.stripe.com'],
      'connect-src': ["'self'", 'https://api.stripe.com'],
      'img-src': ["'self'", 'data:', 'https://*.tile.openstreetmap.org'],
    },
  },
};

/**
 * SITE_HELMET_OPTIONS for this server: the map tiles' origin (MAP_TILE_URL, ADR 018) allowed as
 * images (`https://{s}.tile.example/{z}/{x}/{y}.png` allows `https://*.tile.example`), and the
 * hash-sources ('sha256-<base64>', without quotes) of the pre-rendered pages' inline scripts, from
 * dist/site-manifest.json (docs/architecture.md §5), allowed as scripts: those exact bytes may run, no other
 * inline script.
 */
export function siteHelmetOptions(
  tileUrl: string,
  scriptHashes: readonly string[] = [],
): Readonly<HelmetOptions> {
  const origin = new URL(tileUrl.replace(/\{s\}/g, 'a').replace(/[{}]/g, '')).origin;
  const tiles = tileUrl.includes('{s}') ? origin.replace('://a.', '://*.') : origin;
  const csp = SITE_HELMET_OPTIONS.contentSecurityPolicy as { directives: Record<string, string[]> };
  const imgSrc = csp.directives['img-src'] ?? ["'self'"];
  const scriptSrc = csp.directives['script-src'] ?? ["'self'"];
  return {
    contentSecurityPolicy: {
      directives: {
        ...csp.directives,
        'script-src': [scriptSrc[0]!, ...scriptHashes.map((hash) => `'${hash}'`), ...scriptSrc.slice(1)],
        'img-src': imgSrc.includes(tiles) ? imgSrc : [...imgSrc, tiles],
      },
    },
  };
}

/**
 * The headers helmet sets with `options` (name in lower case -> value), computed once by running
 * helmet's middleware against a recording response. Throws when helmet would need the request
 * (a directive given as a function, e.g. a per-request nonce), which a fixed set cannot hold.
 */
export function helmetHeaders(options: Readonly<HelmetOptions>): Record<string, string> {
  const csp = options.contentSecurityPolicy;
  const directives = typeof csp === 'object' ? Object.values(csp.directives ?? {}) : [];
  if (directives.flat().some((value) => typeof value === 'function')) {
    throw new Error('a CSP directive given as a function needs the request; headers cannot be fixed once');
  }
  const headers: Record<string, string> = {};
  const res = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers[name.toLowerCase()] = Array.isArray(value) ? value.join(', ') : String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  let finished = false;
  helmet(options)({} as IncomingMessage, res as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err;
    finished = true;
  });
  if (!finished) throw new Error('helmet did not set its headers synchronously');
  return headers;
}

/**
 * The headers that still mean something on a built asset (a hashed /assets/ script, style or
 * image): nosniff (a script served with the wrong type is refused) and Cross-Origin-Resource-Policy.
 * The rest (CSP, frame options, HSTS, referrer policy, ...) apply to documents only; on each of the
 * home page's ~15 scripts they cost ~0.7 kB that Lighthouse counts as JavaScript transferred
 * (docs/architecture.md §5).
 */
export const ASSET_HEADER_NAMES: readonly string[] = [
  'x-content-type-options',
  'cross-origin-resource-policy',
];

/**
 * The headers of a JSON answer under /api/v1/ (OWASP REST Security Cheat Sheet, "Security
 * headers"): nosniff, HSTS, the referrer policy and CORP as on the pages, and a CSP that lets the
 * answer load nothing and be framed nowhere (with X-Frame-Options DENY for older browsers), in
 * place of the site's page CSP. The headers that only steer a document (its CSP sources, COOP,
 * Origin-Agent-Cluster, DNS prefetch, X-XSS-Protection, X-Download-Options) go: about 0.7 kB less
 * on every API answer (docs/architecture.md §5).
 */
export function apiHeaders(pageHeaders: Readonly<Record<string, string>>): Record<string, string> {
  const kept = [
    'strict-transport-security',
    'x-content-type-options',
    'referrer-policy',
    'cross-origin-resource-policy',
  ];
  return {
    ...Object.fromEntries(Object.entries(pageHeaders).filter(([name]) => kept.includes(name))),
    'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
    'x-frame-options': 'DENY',
  };
}

/**
 * Sets helmet's security headers (CSP, HSTS, X-Content-Type-Options, ...) on every answer from a
 * precomputed object (docs/architecture.md §5: per-request work done once). @fastify/helmet built helmet's
 * middleware and re-parsed the CSP directives on every request; the headers are the same bytes.
 * A request under /assets/ gets only ASSET_HEADER_NAMES (docs/architecture.md §5); one under /api/v1/ gets
 * apiHeaders (docs/architecture.md §5). An onRequest hook, so routes' own later headers (swagger-ui's CSP for
 * its page) still win.
 */
export function installSecurityHeaders(app: FastifyInstance, options: Readonly<HelmetOptions>): void {
  const headers = Object.freeze(helmetHeaders(options));
  const assetHeaders = Object.freeze(
    Object.fromEntries(Object.entries(headers).filter(([name]) => ASSET_HEADER_NAMES.includes(name))),
  );
  const api = Object.freeze(apiHeaders(headers));
  app.addHook('onRequest', (request, reply, done) => {
    const url = request.url;
    reply.headers(url.startsWith('/api/v1/') ? api : url.startsWith('/assets/') ? assetHeaders : headers);
    done();
  });
}
