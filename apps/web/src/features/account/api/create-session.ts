import { ErrorLight, TOKEN_PATH, TokenResponseLight } from '@alpine/contract/light';
import { getPublicConfig, type ApiResult } from '../../../lib/api-client.ts';
import { logFailure } from '../../../lib/log.ts';
import { saveUserSession, type UserSession } from '../../../lib/user-session.ts';

export interface Credentials {
  email: string;
  password: string;
  remember: boolean;
}

/**
 * Log in (spec part 1 §2.2, §7): the password grant with the site's own client; the user token and
 * the login record are stored where 'Remember Me' says (lib/user-session). The answers are checked
 * with the contract's light mirrors, so the login page carries no zod (docs/architecture.md §5).
 */
export async function createSession({
  email,
  password,
  remember,
}: Credentials): Promise<ApiResult<UserSession>> {
  try {
    const { client } = await getPublicConfig();
    const res = await fetch(TOKEN_PATH, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({
        grant_type: 'password',
        ...client,
        username: email,
        password,
        remember: remember ? 'true' : 'false',
      }),
    });
    const json: unknown = await res.json().catch(() => null);
    if (!res.ok) {
      const error = ErrorLight.safeParse(json);
      logFailure(`${TOKEN_PATH} answered ${res.status}`, json);
      return {
        ok: false,
        status: res.status,
        message: error.success ? error.data.error_description : 'error',
        ...(error.success ? { error: error.data } : {}),
      };
    }
    const token = TokenResponseLight.parse(json);
    return { ok: true, status: res.status, data: saveUserSession(token, email, remember) };
  } catch (error) {
    logFailure('login failed', error);
    return { ok: false, status: 0, message: 'error' };
  }
}
