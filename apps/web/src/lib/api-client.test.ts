import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { mockApi } from '../test/mock-api.ts';
import { apiRequest, getToken } from './api-client.ts';

describe('api client', () => {
  it('stores the token with expiry = now + expires_in seconds (spec part 1 §3, §9)', async () => {
    mockApi({ expiresIn: 3600 });
    const token = await getToken(1_000_000);
    expect(token).toBe('token-1');
    expect(JSON.parse(window.localStorage.getItem('token') ?? '{}')).toMatchObject({
      access_token: 'token-1',
      expires_in: 3600,
      expiry: 1_000_000 + 3_600_000,
    });
  });

  it('requests a new token before the call when the stored one has expired (spec part 1 §4)', async () => {
    window.localStorage.setItem(
      'token',
      JSON.stringify({ access_token: 'old', expires_in: 10, expiry: Date.now() - 1000 }),
    );
    const { spy } = mockApi();
    await apiRequest('/api/v1/locations/public', { query: { brandID: 1 }, schema: z.array(z.unknown()) });
    const urls = spy.mock.calls.map(([input]) => String(input));
    expect(urls.indexOf('/api/v1/auth/token')).toBeLessThan(
      urls.indexOf('/api/v1/locations/public?brandID=1'),
    );
    const [, init] = spy.mock.calls.find(([input]) => String(input).startsWith('/api/v1/locations'))!;
    expect((init?.headers as Record<string, string>).Authorization).toBe('Bearer token-1');
  });

  it('renews a token that would lapse within the time a booking needs (docs/architecture.md §4: a booking belongs to its session)', async () => {
    const now = Date.now();
    window.localStorage.setItem(
      'token',
      JSON.stringify({ access_token: 'short', expires_in: 3600, expiry: now + 10 * 60_000 }),
    );
    mockApi();
    expect(await getToken(now)).toBe('short');
    expect(await getToken(now, 20 * 60_000)).toBe('token-1');
  });

  it('reuses a valid stored token', async () => {
    window.localStorage.setItem(
      'token',
      JSON.stringify({ access_token: 'kept', expires_in: 3600, expiry: Date.now() + 3_600_000 }),
    );
    const { spy } = mockApi();
    await apiRequest('/api/v1/locations', { schema: z.array(z.unknown()) });
    expect(spy.mock.calls.map(([input]) => String(input))).toEqual(['/api/v1/locations']);
  });

  it("resolves to { status: 400, message: 'error' } when no token can be obtained (spec part 1 §7)", async () => {
    mockApi({ tokenStatus: 401 });
    const result = await apiRequest('/api/v1/locations', { schema: z.array(z.unknown()) });
    expect(result).toEqual({ ok: false, status: 400, message: 'error' });
  });
});
