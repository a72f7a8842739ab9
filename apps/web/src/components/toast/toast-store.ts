/** Spec part 1 §9 "Toast auto-hide: 5000 ms". */
export const TOAST_TIMEOUT_MS = 5000;

/** A toast's content: one translated sentence (spec part 1 §9). */
export interface ToastContent {
  text: string;
}

type Sink = (toast: ToastContent) => void;

let requested = false;
let sink: Sink | null = null;
const pending: ToastContent[] = [];
const listeners = new Set<() => void>();

/**
 * Confirms a transient outcome (promotion applied, details saved, booking cancelled, link sent) in
 * a toast that hides after TOAST_TIMEOUT_MS and is announced to screen readers (spec part 1 §9;
 * spec part 1 §9). `text` is already translated (namespace `toast`). The first call loads the toast
 * region (react-aria's toast) on demand, so pages that never toast ship none of it (docs/architecture.md §5).
 */
export function showToast(text: string): void {
  const toast = { text };
  if (sink) {
    sink(toast);
    return;
  }
  pending.push(toast);
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
}

/**
 * Called by the loaded region: takes the toasts asked for before it mounted, then receives the
 * next ones; returns the detach function.
 */
export function attachToastSink(next: Sink): () => void {
  sink = next;
  for (const toast of pending.splice(0)) next(toast);
  return () => {
    if (sink === next) sink = null;
  };
}

/** useSyncExternalStore's subscribe: told once, when the first toast is asked for. */
export const subscribeToastRequest = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** True once a toast was asked for: the region is then loaded and mounted. */
export const toastRequested = () => requested;

/** Tests only: forgets toasts asked for after their page unmounted, so none leaks into the next test. */
export function resetToastsForTests(): void {
  pending.length = 0;
}
