/**
 * Holds a form submitted before the page is hydrated (docs/architecture.md §5: a pre-rendered page paints,
 * and its buttons can be pressed, before its code has loaded). The browser would otherwise send the form
 * itself, a GET of the same address that reloads the page and loses what was typed. Only the last
 * submit is kept. Returns the release: it stops holding and, when a form was held and is still in
 * the page, submits it again (with the same submit button), this time through React's handlers,
 * since main.tsx releases once hydrateRoot has been called.
 */
export function holdSubmitsUntilHydrated(target: Document = document): () => void {
  let held: { form: HTMLFormElement; submitter: HTMLElement | null } | null = null;
  const hold = (event: Event) => {
    if (!(event.target instanceof HTMLFormElement)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held = { form: event.target, submitter: (event as SubmitEvent).submitter ?? null };
  };
  target.addEventListener('submit', hold, true);
  return () => {
    target.removeEventListener('submit', hold, true);
    if (!held?.form.isConnected) return;
    const { form, submitter } = held;
    held = null;
    form.requestSubmit(submitter?.isConnected && submitter.closest('form') === form ? submitter : null);
  };
}

/** The form controls a pre-rendered page disables until hydration. */
type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | HTMLButtonElement;

/**
 * Disables the enabled form controls under `root` until the page is hydrated (docs/architecture.md §5):
 * before hydrateRoot is called no handler listens, so a press or a keystroke would be lost (a field that
 * loads its widget on focus, a choice toggle); once it is called, React hydrates at once whatever
 * the user touches and replays the event. Returns the release, which enables exactly the controls
 * it disabled.
 */
export function disableControlsUntilHydrated(root: ParentNode): () => void {
  const controls = [...root.querySelectorAll<Control>('input, select, textarea, button')].filter(
    (control) => !control.disabled,
  );
  for (const control of controls) control.disabled = true;
  return () => {
    for (const control of controls) control.disabled = false;
  };
}
