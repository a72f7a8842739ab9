import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NOT_BOOKED_ERRORS } from '../modules/payments/payment-settlement.ts';
import { errorText, translateError } from './errors.ts';

/** The site's strings of `language` for its other pages (apps/web/src/i18n/other-pages). */
function siteStrings(language: string): {
  account: { find: { notFound: string }; verify: { failed: string } };
  payment: { cardErrors: Record<string, string> };
} {
  const url = new URL(`../../../web/src/i18n/other-pages/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8'));
}

describe("the site's own fallback messages say what the server says (docs/architecture.md §6)", () => {
  it('find-booking and the verification page fall back on the server text of the same language', () => {
    for (const language of ['en', 'fr', 'es'] as const) {
      const site = siteStrings(language).account;
      expect(site.find.notFound).toBe(translateError(errorText('bookingNotFound'), language));
      expect(site.verify.failed).toBe(translateError(errorText('invalidLink'), language));
    }
  });

  it("a payment refunded because it did not book is explained in the page's language, by its code (the English text is the server's)", () => {
    for (const { code, message } of Object.values(NOT_BOOKED_ERRORS)) {
      expect(siteStrings('en').payment.cardErrors[code!]).toBe(message);
      for (const language of ['fr', 'es']) {
        const text = siteStrings(language).payment.cardErrors[code!];
        expect(text, `${code} in ${language}`).toBeTruthy();
        expect(text).not.toBe(message);
      }
    }
  });
});
