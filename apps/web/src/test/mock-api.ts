import { vi } from 'vitest';
import type { LocationGroup, Location, Quote, SearchItemInput } from '@alpine/contract';
import { GROUPS, LOCATIONS } from './fixtures.ts';

interface MockApiOptions {
  groups?: LocationGroup[];
  locations?: Location[];
  /** Answers POST /fares/quotes: [outbound, return], or a Response (a refusal). */
  quotes?: (items: SearchItemInput[]) => Quote[][] | Response;
  tokenStatus?: number;
  /** Answers the password grant (log in); a user token 'user-token' by default. */
  login?: (body: Record<string, unknown>) => Response;
  expiresIn?: number;
  /**
   * Answers any other call (the booking flow's); undefined falls through to 404. A promise answers
   * when it settles (a slow connection).
   */
  handle?: (url: string, init: RequestInit | undefined) => Response | Promise<Response> | undefined;
}

/** A JSON answer with a status, for `handle`. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * Mocks fetch at the api-client boundary: config, token, location lists and quotes. Returns the
 * spy; `quoteBodies` collects the bodies of the quote calls.
 */
export function mockApi(options: MockApiOptions = {}) {
  const quoteBodies: SearchItemInput[][] = [];
  const spy = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    if (url.startsWith('/api/v1/config')) {
      return json({
        data: {
          paymentGateway: 'sandbox',
          stripePublishableKey: null,
          currencies: ['CHF', 'EUR'],
          brandID: 1,
          client: { client_id: 'web', client_secret: 'web-public' },
          quoteTtlSeconds: 1800,
          operator: { name: 'Alpine Transfers', phone: '+41 22 555 01 00', email: 'bookings@example.com' },
        },
      });
    }
    if (url.startsWith('/api/v1/auth/token')) {
      const body = JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>;
      if (body.grant_type === 'password') {
        if (options.login) return options.login(body);
        return json({ access_token: 'user-token', token_type: 'Bearer', expires_in: 1800 });
      }
      if (options.tokenStatus && options.tokenStatus !== 200) {
        return json({ error: 'invalid_client', error_description: 'bad client' }, options.tokenStatus);
      }
      // RFC 6749 §5.1: top level, as the server answers.
      return json({ access_token: 'token-1', token_type: 'Bearer', expires_in: options.expiresIn ?? 3600 });
    }
    const handled = options.handle?.(url, init);
    if (handled) return handled;
    if (url.startsWith('/api/v1/locations/public')) return json({ data: options.groups ?? GROUPS });
    if (url.startsWith('/api/v1/locations')) return json({ data: options.locations ?? LOCATIONS });
    if (url.startsWith('/api/v1/fares/quotes')) {
      const items = JSON.parse(String(init?.body)) as SearchItemInput[];
      quoteBodies.push(items);
      const answer = options.quotes ? options.quotes(items) : [[], []];
      return answer instanceof Response ? answer : json({ data: answer });
    }
    return json({ error: 'not_found', error_description: 'no such route' }, 404);
  });
  return { spy, quoteBodies };
}
