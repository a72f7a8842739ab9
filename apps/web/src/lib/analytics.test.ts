import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  routeChangeEvents,
  sendAnalytics,
  startAnalytics,
  trackPurchase,
  type RouterLike,
} from './analytics.ts';
import { CONSENT_COOKIE, writeConsent } from './consent.ts';

interface Sent {
  url: unknown;
  type: string;
  path: string;
  bookingReference?: string;
}
const sent = (): Sent[] =>
  vi.mocked(fetch).mock.calls.map(([url, init]) => ({
    url,
    ...(JSON.parse(String(init?.body)) as Omit<Sent, 'url'>),
  }));

/** Issue 10 §4: analytics only after 'I understand', to the first-party endpoint. */
describe('analytics events (ADR 016)', () => {
  beforeEach(() => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response(null, { status: 202 }))),
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    document.cookie = `${CONSENT_COOKIE}=; Max-Age=0; Path=/`;
  });

  it('sends nothing before any choice and nothing after I decline', () => {
    expect(sendAnalytics({ type: 'page_view', path: '/' })).toBe(false);
    writeConsent('declined');
    expect(sendAnalytics({ type: 'page_view', path: '/' })).toBe(false);
    trackPurchase('K7Q2MZ9D', '/booking-success');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('after I understand, POSTs JSON with keepalive to /api/v1/analytics/events', () => {
    writeConsent('accepted');
    expect(sendAnalytics({ type: 'page_view', path: '/fr/' }, new Date('2026-11-21T12:00:00Z'))).toBe(true);
    const [url, init] = vi.mocked(fetch).mock.calls[0]!;
    expect(url).toBe('/api/v1/analytics/events');
    expect(init).toMatchObject({
      method: 'POST',
      keepalive: true,
      headers: { 'content-type': 'application/json' },
    });
    expect(JSON.parse(String(init?.body))).toEqual({
      type: 'page_view',
      path: '/fr/',
      at: '2026-11-21T12:00:00.000Z',
    });
  });

  it('a route change is a page view; moving one booking step forward also completes the step left', () => {
    expect(routeChangeEvents('/', '/booking')).toEqual([{ type: 'page_view', path: '/booking' }]);
    expect(routeChangeEvents('/fr/booking', '/fr/booking-personal')).toEqual([
      { type: 'booking_step_completed', path: '/fr/booking', step: 1 },
      { type: 'page_view', path: '/fr/booking-personal' },
    ]);
    expect(routeChangeEvents('/booking-payment', '/booking-success')[0]).toEqual({
      type: 'booking_step_completed',
      path: '/booking-payment',
      step: 5,
    });
    // back, or skipping, completes nothing
    expect(routeChangeEvents('/booking-address', '/booking-flight')).toEqual([
      { type: 'page_view', path: '/booking-flight' },
    ]);
    expect(routeChangeEvents('/booking', '/booking')).toEqual([]);
  });

  it('startAnalytics counts the first page and every path change of the router, with consent', () => {
    writeConsent('accepted');
    let listener: Parameters<RouterLike['subscribe']>[0] = () => undefined;
    const router: RouterLike = {
      state: { location: { pathname: '/es/' } },
      subscribe: (l) => {
        listener = l;
        return () => undefined;
      },
    };
    startAnalytics(router);
    listener({ location: { pathname: '/es/' } });
    listener({ location: { pathname: '/es/booking' } });
    listener({ location: { pathname: '/es/booking-personal' } });
    expect(sent().map((e) => [e.url, e.type, e.path])).toEqual([
      ['/api/v1/analytics/events', 'page_view', '/es/'],
      ['/api/v1/analytics/events', 'page_view', '/es/booking'],
      ['/api/v1/analytics/events', 'booking_step_completed', '/es/booking'],
      ['/api/v1/analytics/events', 'page_view', '/es/booking-personal'],
    ]);
  });

  it('a purchase carries a well-formed booking reference only', () => {
    writeConsent('accepted');
    trackPurchase('K7Q2MZ9D', '/booking-success');
    trackPurchase('<script>', '/booking-success');
    expect(sent()).toMatchObject([
      { type: 'purchase', path: '/booking-success', bookingReference: 'K7Q2MZ9D' },
      { type: 'purchase', path: '/booking-success' },
    ]);
    expect(sent()[1]).not.toHaveProperty('bookingReference');
  });
});
