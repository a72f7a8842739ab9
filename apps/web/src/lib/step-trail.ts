import { light, type Infer } from '@alpine/contract/light';
import { languageFromPath, stripLanguage } from '../i18n/i18n.ts';
import { readStored, writeStored } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/**
 * The booking steps in this tab's history (spec part 1 §2.6 "Clicking an earlier step navigates
 * back by the step difference"; part 2 §2.3-§2.5 Edit links; ADR 017 row 11): which history entry
 * shows which step, and which entry came before it. Kept in sessionStorage (this tab only; it
 * survives a reload and a language switch, as the browser's history does), by react-router's entry
 * key. A booking step may go back in history only where the entries behind it are the site's own
 * earlier steps; otherwise (a new tab, a bookmark, a language switched on the way) it opens the
 * step's route.
 */

/** The routes of the five steps, 1 to 5, without a language prefix (spec part 1 §2.6, part 2 §2.1). */
export const STEP_PATHS = [
  '/booking',
  '/booking-personal',
  '/booking-flight',
  '/booking-address',
  '/booking-payment',
] as const;

/** How many entries are kept; older ones are forgotten (a step behind them opens its route). */
const LIMIT = 60;

const EntrySchema = light.object({
  /** react-router's key of the history entry. */
  key: light.string(),
  /** The entry this one was pushed from, or null when unknown (a first load, a reload of a new tab). */
  pred: light.nullable(light.string()),
  /** The step it shows (1 to 5), or null for any other page. */
  step: light.nullable(light.number()),
  /** The page's language prefix ('fr', 'es') or '' for English. */
  language: light.string(),
});
const TrailSchema = light.object({
  /** The key of the entry shown last. */
  last: light.nullable(light.string()),
  /** The entries known, oldest first. */
  entries: light.array(EntrySchema),
});
type Trail = Infer<typeof TrailSchema>;
type Entry = Infer<typeof EntrySchema>;

function readTrail(): Trail {
  return readStored(STORAGE_KEYS.stepTrail, TrailSchema, 'session') ?? { last: null, entries: [] };
}

/** The step (1 to 5) a path shows, in any language, or null. */
export function stepOfPath(pathname: string): number | null {
  const index = (STEP_PATHS as readonly string[]).indexOf(stripLanguage(pathname));
  return index < 0 ? null : index + 1;
}

/**
 * Records the history entry `key` just shown at `pathname`/`search`, reached by `action` (react-
 * router's navigation type): PUSH adds it after the last one, REPLACE takes the last one's place,
 * POP (back, forward, a reload, a first load) keeps what is known of it. The entry last recorded,
 * recorded again, changes nothing.
 */
export function recordEntry(
  key: string,
  action: 'PUSH' | 'REPLACE' | 'POP',
  pathname: string,
  search: string,
): void {
  const trail = readTrail();
  const step = stepOfPath(pathname);
  const find = (k: string | null) => trail.entries.find((e) => e.key === k);
  // the same entry shown again (a second bar on the page, a re-render): already recorded
  if (trail.last === key && find(key)) return;
  const pred =
    action === 'PUSH' ? trail.last : ((action === 'REPLACE' ? find(trail.last) : find(key))?.pred ?? null);
  const entry: Entry = { key, pred, step, language: languageFromPath(pathname) ?? '' };
  // a key comes to the end, so that the oldest are the first forgotten
  const rest = trail.entries.filter((e) => e.key !== key);
  const entries = [...rest.slice(-(LIMIT - 1)), entry];
  writeStored(STORAGE_KEYS.stepTrail, { last: key, entries }, 'session');
  // the results page's search is booking data: a new tab starts from it too
  if (step === 1 && search) writeStored(STORAGE_KEYS.resultsSearch, search);
}

/**
 * Whether the `back` entries behind `key` are the site's own steps `from - 1` down to `from - back`,
 * in the same language, in that order: then going back in history by `back` reaches the step.
 */
export function historyHoldsSteps(key: string, from: number, back: number): boolean {
  const { entries } = readTrail();
  const find = (k: string | null) => entries.find((e) => e.key === k);
  const start = find(key);
  if (!start || start.step !== from) return false;
  let at: Entry | undefined = start;
  for (let step = from - 1; step >= from - back; step--) {
    at = find(at?.pred ?? null);
    if (!at || at.step !== step || at.language !== start.language) return false;
  }
  return true;
}

/** The route of step `step` (no language prefix); step 1 carries the results page's last search. */
export function stepRoute(step: number): string {
  const path = STEP_PATHS[step - 1] ?? STEP_PATHS[0];
  const search = step === 1 ? readStored(STORAGE_KEYS.resultsSearch, light.string()) : null;
  return search?.startsWith('?') ? `${path}${search}` : path;
}
