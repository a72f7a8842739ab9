import { afterEach, describe, expect, it } from 'vitest';
import { CONSENT_COOKIE, consentCookie, parseConsent, readConsent, writeConsent } from './consent.ts';

const clear = () => {
  document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
};

/** Spec part 2 §2.10 and ADR 016: the choice lives 365 days in one first-party cookie. */
describe('the consent cookie (spec part 2 §2.10)', () => {
  afterEach(clear);

  it('lasts 365 days, is first-party on the whole site, SameSite=Lax, and Secure only over https', () => {
    expect(consentCookie('declined', false)).toBe(
      'alpine_consent=declined; Max-Age=31536000; Path=/; SameSite=Lax',
    );
    expect(consentCookie('accepted', true)).toBe(
      'alpine_consent=accepted; Max-Age=31536000; Path=/; SameSite=Lax; Secure',
    );
  });

  it('reads only the two known choices, ignoring other cookies and unknown values', () => {
    expect(parseConsent('')).toBeNull();
    expect(parseConsent('a=1; alpine_consent=accepted; b=2')).toBe('accepted');
    expect(parseConsent('alpine_consent=declined')).toBe('declined');
    expect(parseConsent('alpine_consent=maybe')).toBeNull();
    expect(parseConsent('xalpine_consent=accepted')).toBeNull();
  });

  it('writeConsent stores the choice that readConsent then answers, and announces it', () => {
    const seen: unknown[] = [];
    const listener = (e: Event) => seen.push((e as CustomEvent).detail);
    window.addEventListener('alpine:consent-changed', listener);
    expect(readConsent()).toBeNull();
    writeConsent('declined');
    expect(readConsent()).toBe('declined');
    writeConsent('accepted');
    expect(readConsent()).toBe('accepted');
    window.removeEventListener('alpine:consent-changed', listener);
    expect(seen).toEqual(['declined', 'accepted']);
  });
});
