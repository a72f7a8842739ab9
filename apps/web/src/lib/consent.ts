/**
 * The cookie-consent choice (spec part 2 §2.10; ADR 016): 'accepted' ('I understand') or
 * 'declined' ('I decline'), kept 365 days in ONE first-party cookie. Nothing else is written
 * before or after a decline. Code of the first page: no zod, no React.
 */
export type ConsentChoice = 'accepted' | 'declined';

/** The consent cookie's name. */
export const CONSENT_COOKIE = 'alpine_consent';
/** How long the choice is kept, seconds (spec part 2 §2.10: 365 days). */
export const CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
/** The window event that reopens the banner (ADR 016: the footer's "Cookie settings" dispatches it). */
export const COOKIE_SETTINGS_EVENT = 'alpine:cookie-settings';
/** The window event dispatched after a choice is written (detail: the ConsentChoice). */
export const CONSENT_CHANGED_EVENT = 'alpine:consent-changed';

/** The class CONSENT_GATE_SCRIPT puts on <html> when no choice is stored yet. */
export const CONSENT_GATE_CLASS = 'ask-consent';

/**
 * The inline script in the head of every pre-rendered page (docs/architecture.md §5, LCP;
 * prerender-page.tsx): before the body paints, it puts CONSENT_GATE_CLASS on <html> when the consent cookie
 * holds no choice, which shows the banner pre-rendered in the HTML (ConsentRoot), so that the banner paints
 * with the page instead of appearing after hydration as the page's largest text. Its SHA-256 is
 * allowed by the Content-Security-Policy (dist/site-manifest.json `scriptHashes`); any change of
 * these bytes changes the hash the build writes. Without JavaScript the banner stays hidden:
 * nothing is counted then, so there is nothing to consent to.
 */
export const CONSENT_GATE_SCRIPT = `/(?:^|;\\s*)${CONSENT_COOKIE}=(?:accepted|declined)(?:;|$)/.test(document.cookie)||document.documentElement.classList.add('${CONSENT_GATE_CLASS}')`;

/** The choice stored in `cookieHeader` (document.cookie's form), or null when none was made. */
export function parseConsent(cookieHeader: string): ConsentChoice | null {
  for (const part of cookieHeader.split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CONSENT_COOKIE && (value === 'accepted' || value === 'declined')) return value;
  }
  return null;
}

/**
 * The Set-Cookie string of `choice` (RFC 6265 §4.1): Max-Age 365 days, Path=/, SameSite=Lax, and
 * Secure when the page is served over https (`secure`).
 */
export function consentCookie(choice: ConsentChoice, secure: boolean): string {
  return `${CONSENT_COOKIE}=${choice}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The visitor's choice from document.cookie; null when none was made or outside a browser. */
export function readConsent(): ConsentChoice | null {
  return typeof document === 'undefined' ? null : parseConsent(document.cookie);
}

/** Writes the choice (365 days) and tells the page (CONSENT_CHANGED_EVENT). */
export function writeConsent(choice: ConsentChoice): void {
  document.cookie = consentCookie(choice, window.location.protocol === 'https:');
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGED_EVENT, { detail: choice }));
}
