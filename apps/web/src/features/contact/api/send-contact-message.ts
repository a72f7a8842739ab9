import { CONTACT_PATH, ContactAcceptedSchema, type ContactMessage } from '@alpine/contract';
import { apiRequest } from '../../../lib/api-client.ts';

/**
 * POST /api/v1/contact (ADR 015) with the page's `language` as Accept-Language, so that the
 * acknowledgement e-mail is written in it. Answers the ApiResult: 202 { sent: true }; 400, 429 ...
 */
export function sendContactMessage(message: ContactMessage, language: string) {
  return apiRequest(CONTACT_PATH, {
    method: 'POST',
    body: message,
    schema: ContactAcceptedSchema,
    headers: { 'Accept-Language': language },
  });
}
