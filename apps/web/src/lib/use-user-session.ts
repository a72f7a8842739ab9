import { useSyncExternalStore } from 'react';
import { currentUserSession, subscribeUserSession, type UserSession } from './user-session.ts';

/**
 * The signed-in customer's session (lib/user-session.ts), re-rendering on log in, renewal and log
 * out; null while server-rendering and for a visitor. Kept apart from user-session.ts so that the
 * entry script can start the API session without loading React (main.tsx, docs/architecture.md §5).
 */
export function useUserSession(): UserSession | null {
  return useSyncExternalStore(subscribeUserSession, currentUserSession, () => null);
}
