import { describe, expect, it } from 'vitest';
import { json, mockApi } from '../test/mock-api.ts';
import { clearUserSession, getUserToken, readUserSession, saveUserSession } from './user-session.ts';

const token = (access_token: string, expires_in = 1800) => ({
  access_token,
  token_type: 'Bearer' as const,
  expires_in,
});

describe('user session', () => {
  it('a fresh user token is used as it is', async () => {
    const { spy } = mockApi();
    saveUserSession(token('t1'), 'ada@example.com', true, 0);
    expect(await getUserToken(60_000)).toBe('t1');
    expect(spy).not.toHaveBeenCalled();
  });

  it('renews the token with POST auth/renew once less than half of its lifetime is left (part 1 §4)', async () => {
    const { spy } = mockApi({
      handle: (url, init) =>
        url === '/api/v1/auth/renew' && new Headers(init?.headers).get('Authorization') === 'Bearer t1'
          ? json(token('t2'))
          : undefined,
    });
    saveUserSession(token('t1'), 'ada@example.com', false, 0);
    expect(await getUserToken(1000 * 1000)).toBe('t2');
    expect(spy).toHaveBeenCalledTimes(1);
    expect(readUserSession()).toMatchObject({
      access_token: 't2',
      expiry: 1000 * 1000 + 1800 * 1000,
      remember: false,
    });
    expect(sessionStorage.getItem('userToken')).toContain('t2');
  });

  it('an expired session is cleared and gives no token; Log Out clears both storages', async () => {
    mockApi();
    saveUserSession(token('t1'), 'ada@example.com', true, 0);
    expect(await getUserToken(1800 * 1000)).toBeNull();
    expect(localStorage.getItem('userToken')).toBeNull();
    saveUserSession(token('t3'), 'ada@example.com', true, 0);
    clearUserSession();
    expect(localStorage.getItem('login')).toBeNull();
    expect(readUserSession()).toBeNull();
  });
});
