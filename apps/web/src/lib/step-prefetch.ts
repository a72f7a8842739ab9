/**
 * The name of the <meta> whose content is the address of the build's list of the booking steps'
 * files (prerender-page.tsx stepScreenFiles, written by scripts/prerender.mjs into every page).
 */
export const SCREEN_FILES_META = 'screen-files';

/** The booking steps after the results, in the flow's order (spec part 2 §2.2-§2.6), by route name. */
export const STEP_SCREENS = [
  'booking-personal',
  'booking-flight',
  'booking-address',
  'booking-payment',
  'booking-success',
] as const;
export type StepScreen = (typeof STEP_SCREENS)[number];

/**
 * The build's list of each booking step's files beyond what every page loads (the entry and the
 * hydrating module): paths under the site's root without the leading slash ('assets/x-1.js'),
 * scripts in load order, then the stylesheets their chunks import.
 */
export interface ScreenFiles {
  screens: Partial<Record<StepScreen, { scripts: string[]; styles: string[] }>>;
}

/**
 * Whether to fetch what the traveller may need next: not when the browser says its user wants to
 * save data (Save-Data, `navigator.connection.saveData`); then a screen's files come when it opens.
 */
function mayPrefetch(): boolean {
  return (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData !== true;
}

/** The build's list, fetched once per document (null when the page names none or it cannot be had). */
let screenFiles: Promise<ScreenFiles | null> | null = null;
/** The steps already asked for in this document. */
const prefetched = new Set<StepScreen>();

/** A <link> for `file` in the head unless the document already loads or links it. */
function linkOnce(file: string, rel: 'modulepreload' | 'prefetch'): void {
  const href = `/${file}`;
  if (document.querySelector(`link[href="${href}"], script[src="${href}"]`)) return;
  const link = document.createElement('link');
  link.rel = rel;
  link.href = href;
  link.crossOrigin = '';
  if (rel === 'prefetch') link.as = 'style';
  document.head.append(link);
}

/**
 * Starts downloading booking step `screen`'s code and styles before the traveller asks for it
 * (docs/architecture.md §5, speed on a phone): from the results once a card is used, and on each step for the
 * next one (spec part 2 §2.2-§2.6), so Next Step waits for the step's own calls, not its code.
 * Reads the build's list (the page's <meta name="screen-files">, one small JSON file fetched once)
 * and adds a modulepreload link per script (fetched and compiled, not run: nothing changes on the
 * screen) and a `prefetch as=style` link per stylesheet (fetched, not applied), leaving out what
 * the document already has. Once per step and document, in an idle moment. Does nothing without
 * the list (a development build), when it fails to load, or when the browser asks to save data;
 * a file that fails is fetched again by the navigation, as without this.
 */
export function prefetchScreen(screen: StepScreen): void {
  if (prefetched.has(screen)) return;
  prefetched.add(screen);
  if (!mayPrefetch()) return;
  // in an idle moment, at most 1 s later: never in the press or render that asked for it
  const start = (work: () => void) =>
    typeof window.requestIdleCallback === 'function'
      ? window.requestIdleCallback(work, { timeout: 1000 })
      : window.setTimeout(work, 200);
  start(() => {
    const address = document.querySelector<HTMLMetaElement>(`meta[name="${SCREEN_FILES_META}"]`)?.content;
    if (!address) return;
    screenFiles ??= fetch(address)
      .then((response) => (response.ok ? (response.json() as Promise<ScreenFiles>) : null))
      .catch(() => null);
    void screenFiles.then((list) => {
      const files = list?.screens?.[screen];
      const names = (value: unknown) =>
        Array.isArray(value) ? value.filter((file): file is string => typeof file === 'string') : [];
      for (const file of names(files?.scripts)) linkOnce(file, 'modulepreload');
      for (const file of names(files?.styles)) linkOnce(file, 'prefetch');
    });
  });
}

/** Forgets what prefetchScreen did in this document (tests). */
export function resetScreenPrefetch(): void {
  screenFiles = null;
  prefetched.clear();
}
