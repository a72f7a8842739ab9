import { afterEach, describe, expect, it, vi } from 'vitest';
import { disableControlsUntilHydrated, holdSubmitsUntilHydrated } from './hold-submits.ts';

function form(): { form: HTMLFormElement; button: HTMLButtonElement } {
  const element = document.createElement('form');
  const button = document.createElement('button');
  button.type = 'submit';
  element.append(button);
  document.body.append(element);
  return { form: element, button };
}

afterEach(() => document.body.replaceChildren());

describe('a form submitted before hydration (docs/architecture.md §5)', () => {
  it('is not sent by the browser while the page is not hydrated', () => {
    const { form: element } = form();
    const release = holdSubmitsUntilHydrated();
    const event = new Event('submit', { bubbles: true, cancelable: true });
    element.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    release();
  });

  it('is submitted again, once, when released, and later submits pass untouched', () => {
    const { form: element } = form();
    const release = holdSubmitsUntilHydrated();
    element.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    const handler = vi.fn((event: Event) => event.preventDefault());
    element.addEventListener('submit', handler);
    release();
    expect(handler).toHaveBeenCalledTimes(1);
    const later = new Event('submit', { bubbles: true, cancelable: true });
    element.dispatchEvent(later);
    expect(handler).toHaveBeenCalledTimes(2);
    release();
    expect(handler).toHaveBeenCalledTimes(2);
  });

  it('submits nothing on release when no form was submitted or the form left the page', () => {
    const { form: element } = form();
    const handler = vi.fn((event: Event) => event.preventDefault());
    element.addEventListener('submit', handler);
    holdSubmitsUntilHydrated()();
    expect(handler).not.toHaveBeenCalled();

    const release = holdSubmitsUntilHydrated();
    element.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
    expect(handler).not.toHaveBeenCalled(); // held before reaching the form's own listener
    element.remove();
    release();
    expect(handler).not.toHaveBeenCalled();
  });
});

describe('the controls of a pre-rendered page before hydration (docs/architecture.md §5)', () => {
  it('are disabled until released, and only those that were enabled are enabled again', () => {
    document.body.innerHTML =
      '<div id="root"><input name="a"><select name="b"></select><button>Go</button><button disabled>Off</button></div><input name="outside">';
    const root = document.getElementById('root')!;
    const release = disableControlsUntilHydrated(root);
    const [a, b, go, off] = [...root.querySelectorAll<HTMLInputElement>('input, select, button')];
    expect([a, b, go, off].map((c) => c!.disabled)).toEqual([true, true, true, true]);
    expect(document.querySelector<HTMLInputElement>('[name="outside"]')!.disabled).toBe(false);
    release();
    expect([a, b, go, off].map((c) => c!.disabled)).toEqual([false, false, false, true]);
  });
});
