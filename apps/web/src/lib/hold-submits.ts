/**
 * Holds a form submitted before the page is hydrated (issue 9 §2: a pre-rendered page paints, and
 * its buttons can be pressed, before its code has loaded). The browser would otherwise send the form
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
