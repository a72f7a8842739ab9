import { act, render, screen } from '@testing-library/react';
import { useRef, useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRouteFocus } from './use-route-focus.ts';

/** A main region that moves focus with useRouteFocus, showing `children` for the current path. */
function Frame({ pathname, children }: { pathname: string; children: ReactNode }) {
  const main = useRef<HTMLElement>(null);
  useRouteFocus(pathname, main, 1000);
  return (
    <>
      <button type="button">header link</button>
      <main ref={main}>{children}</main>
    </>
  );
}

/** A page whose heading appears only once its "data" has loaded (the test sets it). */
let showLateHeading: (show: boolean) => void = () => undefined;
function LatePage() {
  const [show, setShow] = useState(false);
  showLateHeading = setShow;
  return show ? <h1>Late heading</h1> : <p>Loading</p>;
}

afterEach(() => vi.useRealTimers());

describe('useRouteFocus (docs/architecture.md §7)', () => {
  it('leaves focus alone on the first load', () => {
    render(
      <Frame pathname="/">
        <h1>Home</h1>
      </Frame>,
    );
    expect(document.activeElement).toBe(document.body);
    expect(screen.getByRole('heading', { name: 'Home' })).not.toHaveAttribute('tabindex');
  });

  it('focuses the new page heading, out of the Tab order, when the path changes', () => {
    const view = render(
      <Frame pathname="/">
        <h1>Home</h1>
      </Frame>,
    );
    screen.getByRole('button', { name: 'header link' }).focus();
    view.rerender(
      <Frame pathname="/my-account/login">
        <h1>My Account</h1>
      </Frame>,
    );
    const heading = screen.getByRole('heading', { name: 'My Account' });
    expect(document.activeElement).toBe(heading);
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('does not move focus when only the search string changes (the path stays)', () => {
    const view = render(
      <Frame pathname="/booking">
        <h1>Results</h1>
      </Frame>,
    );
    view.rerender(
      <Frame pathname="/booking">
        <h1>Results</h1>
        <button type="button">filter</button>
      </Frame>,
    );
    expect(document.activeElement).toBe(document.body);
  });

  it('waits for a heading that renders after the route change', async () => {
    const view = render(
      <Frame pathname="/">
        <h1>Home</h1>
      </Frame>,
    );
    view.rerender(
      <Frame pathname="/my-account/bookings">
        <LatePage />
      </Frame>,
    );
    expect(document.activeElement).toBe(document.body);
    await act(async () => showLateHeading(true));
    await vi.waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Late heading' })),
    );
  });

  it('gives up waiting when the traveller presses a key first, leaving their focus where it is', async () => {
    const view = render(
      <Frame pathname="/">
        <h1>Home</h1>
      </Frame>,
    );
    view.rerender(
      <Frame pathname="/my-account/bookings">
        <LatePage />
      </Frame>,
    );
    const link = screen.getByRole('button', { name: 'header link' });
    link.focus();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    await act(async () => showLateHeading(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.activeElement).toBe(link);
  });
});
