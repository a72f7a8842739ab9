/** The id of the home page's inert list of the search screen's files (prerender-page.tsx nextScreenTags). */
export const NEXT_SCREEN_TEMPLATE_ID = 'next-screen-preloads';

/**
 * Starts downloading the search screen's code and strings while the traveller fills in the home
 * page's search form (docs/architecture.md §5, speed on a phone): moves the links of the pre-rendered page's
 * <template id="next-screen-preloads"> into the head (modulepreload: fetched and compiled, not run,
 * so the home page's main thread is not used; a failed file only means the navigation fetches it
 * itself). Once per page, in an idle moment (requestIdleCallback, else after 200 ms), so it never
 * delays the focus or press that triggered it. Does nothing on a page without the template, nor
 * when the browser asks to save data (`navigator.connection.saveData`, as lib/step-prefetch.ts).
 */
export function prefetchNextScreen(): void {
  const template = document.getElementById(NEXT_SCREEN_TEMPLATE_ID);
  if (!(template instanceof HTMLTemplateElement)) return;
  template.remove();
  if ((navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData) return;
  const move = () => document.head.append(template.content);
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(move, { timeout: 1000 });
  else window.setTimeout(move, 200);
}
