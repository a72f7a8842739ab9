import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React renders on the server (the build-time prerender) and during the hydration pass
 * of that HTML, true afterwards and on any client-only render (docs/architecture.md §5). Components that read
 * browser storage, the clock or the address's query render the server's answer while it is false,
 * so hydration finds exactly the pre-rendered HTML, then re-render with the browser's values.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
