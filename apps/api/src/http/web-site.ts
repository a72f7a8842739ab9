import { existsSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { FastifyCompressOptions } from '@fastify/compress';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.ts';
import { DYNAMIC_BROTLI_OPTIONS } from './encoded-body.ts';
import { pagePath, readSiteManifest, robotsTxt, sitemapXml } from './site-manifest.ts';

/** Hashed build assets never change under their name (docs/architecture.md §5). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** HTML and other unhashed files: kept, but asked again each time (ETag, 304; docs/architecture.md §5). */
export const REVALIDATE = 'no-cache';

/**
 * @fastify/compress for every answer that is not already compressed (docs/architecture.md §5): Brotli or gzip
 * by Accept-Encoding, default threshold (1 kB), Brotli quality 4 (the plugin's default). Answers
 * up to 128 kB (every API answer in practice) are compressed in one synchronous call (about 1 ms
 * per 100 kB) and sent with their Content-Length; the plugin's default on 2 cores is 8 kB, above
 * which each answer becomes a stream pipeline that, unread by its client, held the server open on
 * close. Request bodies are not inflated: a compressed request body answers 415.
 */
export const compressOptions: FastifyCompressOptions = {
  encodings: ['br', 'gzip'],
  // Brotli 1 for answers made per request (http/encoded-body.ts: a third of the default 4's time, about as small)
  brotliOptions: DYNAMIC_BROTLI_OPTIONS,
  requestEncodings: ['identity'],
  syncThreshold: 128 * 1024,
};

/**
 * Address prefixes that are never pages: their unknown addresses answer a JSON 404 (docs/architecture.md §4).
 */
const NOT_PAGES = ['/api/', '/wp-json/', '/dev/'];

/** The last segment has an extension: a file, never a page ('/x.js', '/wp-login.php'). */
const looksLikeFile = (path: string) => /\.[^/]*$/.test(path);

/**
 * Serves the built site from config.webDist (docs/architecture.md §1; docs/architecture.md §5), when it has
 * an index.html:
 * - files with their .br / .gz copies made by the build (preCompressed), `Vary: Accept-Encoding`;
 *   /assets/* with IMMUTABLE caching, every other file (HTML, favicon) with REVALIDATE and an ETag,
 *   so a conditional GET answers 304;
 * - pages: with a dist/site-manifest.json, its routes answer 200 (the pre-rendered file when the
 *   manifest names one, else index.html), '/fr/' = '/fr'; other addresses answer 404 with
 *   index.html (the app shows its not-found page). Without a manifest every page address answers
 *   index.html with 200 (dev builds, tests);
 * - a missing file (/assets/x.js, /x.php) answers a plain-text 404, never the app shell;
 * - /robots.txt (text/plain) always, /sitemap.xml (application/xml) when the manifest lists pages.
 * Addresses under /api/, /wp-json/ and /dev/ keep their JSON 404. Throws if the manifest is malformed.
 */
/**
 * The warning when the site was built for another origin than the server's PUBLIC_URL
 * (ADR 015): the pre-rendered pages name their own addresses (canonical, hreflang links), which would
 * then point search engines at the build's origin. Null when they agree or the build names none.
 */
export function builtForAnotherOrigin(builtOrigin: string | undefined, publicUrl: string): string | null {
  const publicOrigin = new URL(publicUrl).origin;
  if (!builtOrigin || builtOrigin === publicOrigin) return null;
  return `the site was built for ${builtOrigin} but PUBLIC_URL is ${publicOrigin}: its canonical and hreflang links name the build's origin; build again with PUBLIC_URL=${publicOrigin}`;
}

export async function registerWebSite(
  app: FastifyInstance,
  config: Pick<AppConfig, 'webDist' | 'publicUrl'>,
): Promise<void> {
  const root = resolve(config.webDist);
  const hasSite = existsSync(join(root, 'index.html'));
  const manifest = hasSite ? readSiteManifest(root) : null;
  const routes = new Set(manifest?.routes ?? []);
  const mismatch = builtForAnotherOrigin(manifest?.origin, config.publicUrl);
  if (mismatch) app.log.warn(mismatch);
  const assets = join(root, 'assets') + sep;

  const robots = robotsTxt(config.publicUrl);
  app.get('/robots.txt', { schema: { hide: true } }, (_request, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600').send(robots),
  );
  if (manifest && manifest.sitemap.length > 0) {
    const sitemap = sitemapXml(manifest, config.publicUrl);
    app.get('/sitemap.xml', { schema: { hide: true } }, (_request, reply) =>
      reply
        .type('application/xml; charset=utf-8')
        .header('cache-control', 'public, max-age=3600')
        .send(sitemap),
    );
  }

  if (hasSite) {
    // A hashed asset is immutable: no browser revalidates it or asks for a range of it, so its
    // ETag, Last-Modified and Accept-Ranges are bytes sent for nothing, on each
    // of the ~20 scripts of a first visit (docs/architecture.md §5: JavaScript transferred, headers
    // included).
    app.addHook('onSend', async (request, reply, payload) => {
      if (request.url.startsWith('/assets/') && reply.statusCode === 200) {
        reply.removeHeader('etag');
        reply.removeHeader('last-modified');
        reply.removeHeader('accept-ranges');
      }
      return payload;
    });
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      // pages go through the not-found handler below, '/' included
      index: false,
      preCompressed: true,
      cacheControl: false,
      // the compressed copies are found by preCompressed, not requested by name; the manifest is
      // read here, not sent; robots.txt and sitemap.xml are the routes above
      globIgnore: ['**/*.br', '**/*.gz', 'site-manifest.json', 'robots.txt', 'sitemap.xml'],
      setHeaders: (res, path) => {
        const file = path.replace(/\.(br|gz)$/, '');
        res.setHeader('cache-control', file.startsWith(assets) ? IMMUTABLE : REVALIDATE);
        // lower case: @fastify/compress, which also sees these replies, looks for the name in that
        // case (case-sensitively) and would add a second 'accept-encoding' to the list
        res.setHeader('vary', 'accept-encoding');
      },
    });
  }

  const sendPage = (reply: FastifyReply, file: string) => reply.sendFile(file);
  const sendMissingPage = (request: FastifyRequest, reply: FastifyReply) => {
    // a 304 would lose the 404 status (@fastify/static keeps a status set before it): always the shell
    delete request.raw.headers['if-none-match'];
    delete request.raw.headers['if-modified-since'];
    return reply.code(404).sendFile('index.html');
  };

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (hasSite && isPageRequest && !NOT_PAGES.some((prefix) => path.startsWith(prefix))) {
      if (path.startsWith('/assets/') || looksLikeFile(path)) {
        return reply
          .code(404)
          .type('text/plain; charset=utf-8')
          .header('cache-control', 'no-store')
          .send('Not found\n');
      }
      if (!manifest) return sendPage(reply, 'index.html');
      const page = pagePath(path);
      const prerendered = manifest.prerendered[page];
      if (prerendered) return sendPage(reply, prerendered);
      if (routes.has(page)) return sendPage(reply, 'index.html');
      return sendMissingPage(request, reply);
    }
    return reply
      .status(404)
      .send({ error: 'not_found', error_description: `No such endpoint: ${request.method} ${path}` });
  });
}
