/**
 * Failed calls are logged only, never shown (spec part 1 §8 "Any failed call"); the console is
 * quiet in production (part 2 §2.10 "Console logging is disabled").
 */
export function logFailure(what: string, detail?: unknown): void {
  if (import.meta.env.DEV) console.warn(`[alpine] ${what}`, detail ?? '');
}
