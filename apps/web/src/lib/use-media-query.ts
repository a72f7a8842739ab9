import { useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '@alpine/domain';

/** True while the CSS media query matches (false where matchMedia is unavailable). */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}

/** Screens up to 768 px wide (spec part 1 §2.1 "View Options" toggle, §9 breakpoints). */
export function useIsMobile(): boolean {
  return useMediaQuery(`(max-width: ${BREAKPOINTS.mobile}px)`);
}

/** Screens from 1024 px: the desktop detail panel of private mode (part 1 §2.1, §9 tablet). */
export function useIsDesktop(): boolean {
  return useMediaQuery(`(min-width: ${BREAKPOINTS.tablet}px)`);
}
