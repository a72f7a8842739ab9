import type { FastifyReply } from 'fastify';

/**
 * Adds `field` to the reply's Vary header (RFC 9110 §12.5.5), keeping what is there and adding
 * nothing when it is already named (any case) or the header is `*`: every answer that depends on a
 * request header says so to caches (Accept-Language: docs/architecture.md §6; Accept-Encoding:
 * docs/architecture.md §5).
 */
export function addVary(reply: FastifyReply, field: string): FastifyReply {
  const current = reply.getHeader('vary');
  const list = typeof current === 'string' && current !== '' ? current.split(/\s*,\s*/) : [];
  const lower = field.toLowerCase();
  if (list.some((v) => v === '*' || v.toLowerCase() === lower)) return reply;
  return reply.header('vary', [...list, field].join(', '));
}
