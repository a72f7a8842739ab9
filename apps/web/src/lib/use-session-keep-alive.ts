import { useEffect } from 'react';
import { getUserToken } from './user-session.ts';

const ACTIVITY_EVENTS = ['pointerdown', 'keydown', 'scroll'] as const;
const CHECK_EVERY_MS = 60_000;

/**
 * Renews the user token while the customer is active (part 1 §4, ADR 007): on activity, at most
 * once a minute, asks for the token, which renews it when less than half of its lifetime is left.
 */
export function useSessionKeepAlive(): void {
  useEffect(() => {
    let last = 0;
    const onActivity = () => {
      const now = Date.now();
      if (now - last < CHECK_EVERY_MS) return;
      last = now;
      void getUserToken(now);
    };
    for (const event of ACTIVITY_EVENTS) window.addEventListener(event, onActivity, { passive: true });
    return () => {
      for (const event of ACTIVITY_EVENTS) window.removeEventListener(event, onActivity);
    };
  }, []);
}
