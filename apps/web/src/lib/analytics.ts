import { ANALYTICS_EVENTS_PATH } from '@alpine/contract/light';
import { readConsent } from './consent.ts';

/** An analytics event as POST /api/v1/analytics/events takes it (ADR 016; contract analytics.ts). */
export interface AnalyticsEventBody {
  type: 'page_view' | 'booking_step_completed' | 'purchase';
  /** The page's path without query (e.g. '/fr/booking'). */
  path: string;
  /** The booking step completed, 1-5 (spec part 2 §1's progress indicator). */
  step?: number;
  bookingReference?: string;
  /** ISO 8601 UTC instant. */
  at: string;
}

/**
 * Sends one event to the first-party endpoint (spec part 2 §2.10, §7; ADR 016) ONLY when the
 * visitor chose 'I understand': fetch with keepalive (it survives the page's unload), JSON, no
 * credentials, errors ignored (analytics never disturbs a booking). Answers whether it was sent.
 */
export function sendAnalytics(event: Omit<AnalyticsEventBody, 'at'>, now = new Date()): boolean {
  if (readConsent() !== 'accepted' || typeof fetch !== 'function') return false;
  const body: AnalyticsEventBody = { ...event, at: now.toISOString() };
  try {
    void fetch(ANALYTICS_EVENTS_PATH, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      keepalive: true,
      credentials: 'omit',
    }).catch(() => undefined);
  } catch {
    return false;
  }
  return true;
}

/** The booking steps by path without language (spec part 2 §1): 1 Transfers ... 5 Payment, 6 done. */
export const BOOKING_STEP_OF_PATH: Readonly<Record<string, number>> = {
  '/booking': 1,
  '/booking-personal': 2,
  '/booking-flight': 3,
  '/booking-address': 4,
  '/booking-payment': 5,
  '/booking-success': 6,
};

const bare = (pathname: string) => pathname.replace(/^\/(fr|es)(?=\/|$)/, '') || '/';

/**
 * The events one route change produces (ADR 016): a page view of `to` whenever the path
 * changes, and 'booking_step_completed' with step n when the traveller moves from step n to step
 * n + 1 of the booking flow (payment to success completes step 5). Going back completes nothing.
 */
export function routeChangeEvents(from: string | null, to: string): Omit<AnalyticsEventBody, 'at'>[] {
  if (from === to) return [];
  const events: Omit<AnalyticsEventBody, 'at'>[] = [];
  const fromStep = from === null ? undefined : BOOKING_STEP_OF_PATH[bare(from)];
  const toStep = BOOKING_STEP_OF_PATH[bare(to)];
  if (fromStep !== undefined && toStep === fromStep + 1) {
    events.push({ type: 'booking_step_completed', path: from!, step: fromStep });
  }
  events.push({ type: 'page_view', path: to });
  return events;
}

/** The router's part analytics needs: the current path and location changes. */
export interface RouterLike {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

/**
 * Analytics from application start (spec part 2 §2.10): a page view for the first page, then the
 * events of every route change (routeChangeEvents), each sent only with consent (sendAnalytics).
 * Answers the unsubscribe function.
 */
export function startAnalytics(router: RouterLike): () => void {
  let last = router.state.location.pathname;
  sendAnalytics({ type: 'page_view', path: last });
  return router.subscribe((state) => {
    const next = state.location.pathname;
    if (next === last) return;
    for (const event of routeChangeEvents(last, next)) sendAnalytics(event);
    last = next;
  });
}

/** The purchase event of a completed booking (ADR 016), sent by the success page. */
export function trackPurchase(bookingReference: string, path: string): void {
  sendAnalytics({
    type: 'purchase',
    path,
    ...(/^[2-9A-HJ-NP-Z]{8}$/.test(bookingReference) ? { bookingReference } : {}),
  });
}
