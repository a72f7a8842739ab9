import { invalidClient, invalidRequest } from './oauth-errors.ts';

/** The client credentials of a token request and how they came (RFC 6749 §2.3.1). */
export interface ClientCredentials {
  client_id: string;
  client_secret: string;
  method: 'basic' | 'body';
}

/** Decodes application/x-www-form-urlencoded ('+' is a space); null when malformed. */
function formDecode(value: string): string | null {
  try {
    return decodeURIComponent(value.replace(/\+/g, ' '));
  } catch {
    return null;
  }
}

/**
 * The client credentials of a token request (RFC 6749 §2.3.1): HTTP Basic with the
 * form-urlencoded client_id and client_secret, or the body parameters client_id and client_secret.
 * Errors: 400 invalid_request when both methods are used (a body client_secret beside Basic, or a
 * body client_id that differs from Basic's); 401 invalid_client when there are none, when the
 * Authorization header is malformed or of another scheme (with WWW-Authenticate: Basic).
 */
export function clientCredentials(
  authorization: string | undefined,
  body: { client_id?: string; client_secret?: string },
): ClientCredentials {
  if (authorization !== undefined && authorization !== '') {
    const match = /^Basic\s+([A-Za-z0-9+/]+={0,2})\s*$/i.exec(authorization);
    const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
    const colon = decoded.indexOf(':');
    const id = colon > 0 ? formDecode(decoded.slice(0, colon)) : null;
    const secret = colon > 0 ? formDecode(decoded.slice(colon + 1)) : null;
    if (!id || !secret) {
      throw invalidClient(
        'Authenticate the client with HTTP Basic (client_id:client_secret, form-encoded) or with the client_id and client_secret parameters.',
        true,
      );
    }
    if (body.client_secret !== undefined || (body.client_id !== undefined && body.client_id !== id)) {
      throw invalidRequest(
        'Authenticate the client one way only: HTTP Basic or client_secret in the body, not both.',
      );
    }
    return { client_id: id, client_secret: secret, method: 'basic' };
  }
  if (!body.client_id || !body.client_secret) {
    throw invalidClient('Send client_id and client_secret, in the body or with HTTP Basic.', false);
  }
  return { client_id: body.client_id, client_secret: body.client_secret, method: 'body' };
}
