import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { $ZodType } from 'zod/v4/core';
import { acceptedCoding, type Coding, EncodedBody, sendEncoded } from './encoded-body.ts';
import { compileResponseSerializer } from './response-serializer.ts';
import { addVary } from './vary.ts';

/** How long browsers and shared caches (a CDN) may keep static data without asking, seconds. */
export const STATIC_MAX_AGE_SECONDS = 300;

/** One static answer: its JSON body (kept in each coding asked for) and its strong ETag's hash. */
export interface StaticBody {
  body: EncodedBody;
  hash: string;
}

/**
 * The strong ETag of a static answer sent in `coding`: a representation in another content coding
 * is another representation (RFC 9110 §8.8.3), so each coding has its own tag, as nginx and
 * @fastify/static's pre-compressed files do: `"<hash>"`, `"<hash>-br"`, `"<hash>-gz"`.
 */
export function staticEtag(hash: string, coding: Coding): string {
  return coding === 'identity' ? `"${hash}"` : `"${hash}-${coding === 'br' ? 'br' : 'gz'}"`;
}

/**
 * True when the If-None-Match header (RFC 9110 §13.1.2) names `etag`: `*`, or a list of tags
 * compared weakly (a `W/` prefix, as a compressing proxy may add, is ignored).
 */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim();
    return t === '*' || t.replace(/^W\//, '') === etag;
  });
}

/**
 * Static data (locations, location groups, the public configuration, "from" prices;
 * docs/architecture.md §5) answered from a body serialized once per version of the data: `staticJson(schema)`
 * (the route's `{ data }` envelope schema) gives a function `(request, reply, data)` that writes
 * `{ data }` with the contract's serializer the first time it sees that `data` object (the services
 * keep one object until the data changes, so a new object is a new version), then sends the same
 * bytes, compressed once per coding (Brotli 11 or gzip 9 by Accept-Encoding, else identity) with
 * `Vary: Accept-Encoding`, `ETag` (one per coding, staticEtag) and
 * `Cache-Control: public, max-age=300`; or `304 Not Modified` with no body when the request's
 * If-None-Match names the ETag of the coding it would get. Routes opt out of @fastify/compress
 * (`compress: false`) to skip its hook; see sendEncoded.
 */
export function staticJson<T extends object>(schema: $ZodType) {
  const write = compileResponseSerializer(schema);
  const bodies = new WeakMap<T, StaticBody>();
  const bodyOf = (data: T): StaticBody => {
    let found = bodies.get(data);
    if (!found) {
      const text = write({ data });
      const hash = createHash('sha256').update(text).digest('base64url').slice(0, 27);
      found = { body: new EncodedBody(text, 'static'), hash };
      bodies.set(data, found);
    }
    return found;
  };
  return (request: FastifyRequest, reply: FastifyReply, data: T): FastifyReply => {
    const { body, hash } = bodyOf(data);
    const etag = staticEtag(hash, acceptedCoding(request.headers['accept-encoding']));
    reply.header('etag', etag).header('cache-control', `public, max-age=${STATIC_MAX_AGE_SECONDS}`);
    if (etagMatches(request.headers['if-none-match'], etag))
      return addVary(reply, 'Accept-Encoding').code(304).send();
    return sendEncoded(reply.type('application/json; charset=utf-8'), body);
  };
}
