import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import type { Principal } from './principal.ts';
import { requirePrincipal } from './authenticate.ts';

describe('requirePrincipal (ADR 013: the one helper routes read the caller with)', () => {
  it('answers the principal the authenticate guard put on the request', () => {
    const principal: Principal = { kind: 'client', clientID: 'web', sessionID: 's-1' };
    expect(requirePrincipal({ principal } as FastifyRequest)).toBe(principal);
  });

  it('throws 401 invalid_token when the request has no principal (a route outside the guard)', () => {
    expect(() => requirePrincipal({} as FastifyRequest)).toThrowError(
      expect.objectContaining({ statusCode: 401, code: 'invalid_token' }),
    );
  });
});
