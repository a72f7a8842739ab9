import { useEffect, useRef, type RefObject } from 'react';

/** How long, in milliseconds, a new page may take to show its heading before we give up. */
const HEADING_WAIT_MS = 5000;

/**
 * Moves the keyboard focus to the new page's first `h1` inside `container` whenever `pathname`
 * changes (every route change and booking step), never on the first load: a screen reader then
 * reads the new page's title, and the next Tab starts from the top of the new page (WCAG 2.4.3,
 * 4.1.3; docs/architecture.md §7). The heading gets `tabindex="-1"` so it can take focus without joining the
 * Tab order; focusing does not scroll (react-router's ScrollRestoration scrolls: to the top on a
 * new page, back to where the traveller was on Back).
 *
 * A page whose heading renders later (code or data still loading) is watched with a
 * MutationObserver for up to `waitMs` milliseconds; the wait ends early when the traveller presses
 * a key or the pointer first, so focus is never taken from where they have gone themselves.
 * Search-string and hash changes (filters, the skip link) do not move focus.
 */
export function useRouteFocus(
  pathname: string,
  container: RefObject<HTMLElement | null>,
  waitMs = HEADING_WAIT_MS,
): void {
  const initial = useRef(pathname);
  const moved = useRef(false);

  useEffect(() => {
    // the first load (twice under StrictMode) keeps the browser's own focus
    if (!moved.current && pathname === initial.current) return;
    moved.current = true;
    const root = container.current;
    if (!root) return;

    const focusHeading = (): boolean => {
      const heading = root.querySelector<HTMLElement>('h1');
      if (!heading) return false;
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
      // a heading still hidden (an old page behind a loading fallback) cannot take focus: wait on
      return document.activeElement === heading;
    };
    if (focusHeading()) return;

    const observer = new MutationObserver(() => {
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(stop, waitMs);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
      window.removeEventListener('keydown', stop, true);
      window.removeEventListener('pointerdown', stop, true);
    }
    observer.observe(root, { childList: true, subtree: true, attributes: true });
    window.addEventListener('keydown', stop, true);
    window.addEventListener('pointerdown', stop, true);
    return stop;
  }, [pathname, container, waitMs]);
}
