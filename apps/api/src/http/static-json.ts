import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { $ZodType } from 'zod/v4/core';
import { compileResponseSerializer } from './response-serializer.ts';

/** How long browsers and shared caches (a CDN) may keep static data without asking, seconds. */
export const STATIC_MAX_AGE_SECONDS = 300;

/** One static answer: its JSON text, written once, and its strong ETag. */
export interface StaticBody {
  body: string;
  etag: string;
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
 * Static data (locations, location groups, the public configuration; issue 9 §6) answered from
 * a buffer serialized once per version of the data: `staticJson(schema)` (the route's
 * `{ data }` envelope schema) gives a function `(request, reply, data)` that writes `{ data }`
 * with the contract's serializer the first time it sees that `data` object (the services keep
 * one object until the data changes, so a new object is a new version), then sends the same bytes with `ETag` and
 * `Cache-Control: public, max-age=300`, or `304 Not Modified` with no body when the request's
 * If-None-Match names the ETag.
 */
export function staticJson<T extends object>(schema: $ZodType) {
  const write = compileResponseSerializer(schema);
  const bodies = new WeakMap<T, StaticBody>();
  const bodyOf = (data: T): StaticBody => {
    let found = bodies.get(data);
    if (!found) {
      const body = write({ data });
      found = { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
      bodies.set(data, found);
    }
    return found;
  };
  return (request: FastifyRequest, reply: FastifyReply, data: T): FastifyReply => {
    const { body, etag } = bodyOf(data);
    reply.header('etag', etag).header('cache-control', `public, max-age=${STATIC_MAX_AGE_SECONDS}`);
    if (etagMatches(request.headers['if-none-match'], etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(body);
  };
}
