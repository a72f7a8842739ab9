import './lib/zod-jitless.ts';
import './styles/global.css';
import { afterContentfulPaint } from './lib/after-paint.ts';
import { installChunkReload } from './lib/chunk-reload.ts';
import { disableControlsUntilHydrated, holdSubmitsUntilHydrated } from './lib/hold-submits.ts';
import { getPublicConfig } from './lib/api-client.ts';
import { logFailure } from './lib/log.ts';
import { sessionOrAppToken } from './lib/user-session.ts';

installChunkReload();

/** Resolves in a new task, so that the work before and after it are two tasks, not one long one. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Starts the calls every page begins with (GET /config, docs/architecture.md §4 "runtime config for the SPA";
 * then the bearer token, spec part 1 §7 "Token": the signed-in user's, renewed if due, or a
 * client-credentials token) while the page's code downloads, instead of after it has run: on a
 * first visit over slow 4G that is two round trips (about 1.1 s) less before the first answer
 * (docs/architecture.md §5). The API client keeps the one config
 * request and the one token request, so the page's own calls share them. user-session.ts holds no
 * React (its hook is lib/use-user-session.ts), so nothing of React is fetched before the paint.
 * Never throws: the token functions log their failures (spec part 1 §8).
 */
function warmApiSession(): void {
  // fetch() is called here, in this task, ahead of the chunk preloads the caller adds next; its
  // failure is logged by the token request that awaits it
  getPublicConfig().catch(() => {});
  sessionOrAppToken.get().catch((error: unknown) => logFailure('could not start the API session', error));
}

/**
 * The entry script (docs/architecture.md §5). A pre-rendered page is readable without JavaScript, so its code
 * is fetched only once the HTML is on screen (its first contentful paint, lib/after-paint.ts): the
 * configuration and token calls leave first (warmApiSession), then the page's chunks, listed by the
 * build in <template id="page-preloads"> (prerender-page.tsx), are preloaded all at once, and
 * start-app.tsx hydrates. An empty shell (#root without content) starts at once. Until hydrateRoot
 * has been called the page's form controls are disabled, and a form submitted anyway is held and
 * submitted again (hold-submits.ts): no press or keystroke is lost to a page without its code.
 */
async function main(root: HTMLElement): Promise<void> {
  const releaseSubmits = holdSubmitsUntilHydrated();
  let releaseControls = () => {};
  if (root.firstElementChild !== null) {
    releaseControls = disableControlsUntilHydrated(root);
    await afterContentfulPaint();
    const preloads = document.getElementById('page-preloads');
    // first in the browser's queue: over HTTP/1.1 the chunks would hold all six connections
    warmApiSession();
    if (preloads instanceof HTMLTemplateElement) document.head.append(preloads.content);
    // while the chunks download: the ICU data is loaded already (the head's lib/intl-warm.ts
    // script, before the paint); the first use of each further Intl service still costs a few
    // milliseconds, which react-aria, i18next's plurals and the prices would otherwise add to the
    // long tasks of loading and hydrating; here, one task each
    const language = document.documentElement.lang || 'en';
    for (const warm of [
      () => Intl.DateTimeFormat.supportedLocalesOf([language]),
      () => new Intl.DateTimeFormat(language).formatToParts(0),
      () => new Intl.PluralRules(language).select(1),
      () => new Intl.NumberFormat(language).format(1),
    ]) {
      warm();
      await nextTask();
    }
    // react-dom, the largest library, is evaluated in a task of its own, not with all the rest
    await import('react-dom/client');
    await nextTask();
  }
  const { startApp } = await import('./start-app.tsx');
  try {
    await startApp(root);
  } finally {
    releaseControls();
    releaseSubmits();
  }
}

const root = document.getElementById('root');
if (root) void main(root);
