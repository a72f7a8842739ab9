import { useCallback, useEffect, useRef, useState } from 'react';
import { logFailure } from '../../lib/log.ts';

/**
 * A heavy widget module (react-aria's ComboBox, DatePicker, Dialog) fetched once, on first need
 * (docs/architecture.md §5 "dialogs, comboboxes ... load when first needed"). `loaded` is set once it
 * arrived, so later mounts render the widget at once.
 */
export interface WidgetLoader<M> {
  loaded: M | undefined;
  load(): Promise<M>;
}

/** A loader of the module `load` imports; a failed import (offline, new deploy) is retried next time. */
export function widgetLoader<M>(load: () => Promise<M>): WidgetLoader<M> {
  let pending: Promise<M> | undefined;
  const loader: WidgetLoader<M> = {
    loaded: undefined,
    load: () =>
      (pending ??= load().then(
        (module) => (loader.loaded = module),
        (error: unknown) => {
          pending = undefined;
          throw error;
        },
      )),
  };
  return loader;
}

/** How the loaded widget takes over from its stand-in: focus its control, open its popup. */
export interface Handoff {
  /** The stand-in had the focus (or was pressed): the widget takes it (autoFocus). */
  focus: boolean;
  /** The stand-in's opening button was pressed: the widget mounts open. */
  open: boolean;
  /**
   * The focus was on the stand-in's opening button (the element marked `data-lazy-trigger`) when
   * the widget arrived: the widget focuses its own opening button, not its control, so a keyboard
   * user who tabbed on to the button while the module loaded stays there (Enter then opens it).
   */
  trigger: boolean;
}

/** The attribute that marks a stand-in's opening button (Handoff.trigger). */
export const LAZY_TRIGGER_ATTRIBUTE = 'data-lazy-trigger';

/**
 * What the user did to the stand-in: hovering fetches the module only (the stand-in stays, so a
 * click that follows lands where the user aimed); focus, a press or the opening button also swap in
 * the widget, which takes the focus ('open': and mounts open).
 */
export type Intent = 'hover' | 'focus' | 'press' | 'open';

/**
 * A press under way anywhere in the page (pointerdown until its click, or until a short grace after
 * the release when no click follows). A stand-in is not swapped for its widget during a press: the
 * release and the click would then land on a node that is gone, so the press did nothing. Seen as
 * the calendar button that only focused the date field when its module arrived between a finger's
 * touch and its release (a cached chunk arrives within a tap), and as a flaky home search journey.
 */
const press = { down: false, grace: undefined as ReturnType<typeof setTimeout> | undefined };
const afterPress = new Set<() => void>();
/** How long after a release without a click the press counts as ended, in milliseconds. */
const CLICK_GRACE_MS = 150;
/** The longest a swap waits for a press to end (a release lost outside the window), in milliseconds. */
const PRESS_WAIT_MAX_MS = 3000;

function endPress(): void {
  press.down = false;
  clearTimeout(press.grace);
  press.grace = undefined;
  const waiting = [...afterPress];
  afterPress.clear();
  for (const run of waiting) run();
}

if (typeof document !== 'undefined') {
  const capture = { capture: true, passive: true };
  document.addEventListener(
    'pointerdown',
    () => {
      press.down = true;
      clearTimeout(press.grace);
      press.grace = undefined;
    },
    capture,
  );
  const released = () => {
    if (!press.down) return;
    clearTimeout(press.grace);
    press.grace = setTimeout(endPress, CLICK_GRACE_MS);
  };
  document.addEventListener('pointerup', released, capture);
  document.addEventListener('pointercancel', released, capture);
  // the click that ends a press: swap once every handler of it has run (the stand-in's included)
  document.addEventListener(
    'click',
    () => {
      if (press.down) setTimeout(endPress, 0);
    },
    capture,
  );
}

/** Runs `swap` now, or once the press under way has ended (at most PRESS_WAIT_MAX_MS later). */
function whenNotPressed(swap: () => void): void {
  if (!press.down) return swap();
  let done = false;
  const once = () => {
    if (done) return;
    done = true;
    afterPress.delete(once);
    swap();
  };
  afterPress.add(once);
  setTimeout(once, PRESS_WAIT_MAX_MS);
}

/**
 * Renders a light stand-in until the user shows intent (focus, a press), then the real widget
 * (hovering fetches it ahead). When the module arrives, the widget takes the focus if the stand-in
 * holds it or was focused or pressed and not left since (a press may finish after the module
 * arrived), so keyboard and pointer users land in the loaded control; 'open' (the stand-in's opening
 * button) also mounts it open. A module that arrives while a pointer is pressed waits for the
 * press's click (whenNotPressed), so the press ends on the stand-in it began on. Returns the module
 * (undefined until loaded), the handoff to pass to it, `request` for the stand-in's handlers, `leave`
 * for its blur handler, and `standIn` for its root element's ref.
 */
export function useLazyWidget<M>(loader: WidgetLoader<M>) {
  const standIn = useRef<HTMLElement | null>(null);
  const wants = useRef<Pick<Handoff, 'focus' | 'open'>>({ focus: false, open: false });
  const [state, setState] = useState<{ module: M | undefined; handoff: Handoff }>(() => ({
    module: loader.loaded,
    handoff: { focus: false, open: false, trigger: false },
  }));
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const request = useCallback(
    (intent: Intent = 'hover') => {
      if (intent !== 'hover') wants.current.focus = true;
      if (intent === 'open') wants.current.open = true;
      const swap = intent !== 'hover';
      loader.load().then(
        (module) => {
          if (!mounted.current || !swap) return;
          whenNotPressed(() => {
            if (!mounted.current) return;
            const active = typeof document === 'undefined' ? null : document.activeElement;
            const holds = !!active && !!standIn.current?.contains(active);
            const trigger = holds && !!active.closest(`[${LAZY_TRIGGER_ATTRIBUTE}]`);
            setState({
              module,
              handoff: { focus: holds || wants.current.focus, open: wants.current.open, trigger },
            });
          });
        },
        (error: unknown) => logFailure('a widget failed to load', error),
      );
    },
    [loader],
  );

  /** The focus left the stand-in for another element: the widget will not take it back. */
  const leave = useCallback((event: React.FocusEvent) => {
    const next = event.relatedTarget;
    if (next instanceof Node && standIn.current?.contains(next)) return;
    wants.current = { focus: false, open: false };
  }, []);

  return { module: state.module, handoff: state.handoff, request, leave, standIn };
}

/**
 * The open state of a loaded widget's popup, opened at mount when its stand-in's opening button
 * was pressed (`defaultOpen`, Handoff.open): the trigger button takes the focus first, so closing
 * the popup returns the focus to it (docs/architecture.md §5). With `focusTrigger` (Handoff.trigger) the
 * trigger button takes the focus at mount without opening. Returns the `button` ref for the
 * trigger and `isOpen`/`setOpen` for react-aria's controlled `isOpen`/`onOpenChange`.
 */
export function useOpenOnHandoff(defaultOpen: boolean | undefined, focusTrigger?: boolean) {
  const button = useRef<HTMLButtonElement>(null);
  const [isOpen, setOpen] = useState(false);
  useEffect(() => {
    if (!defaultOpen && !focusTrigger) return;
    button.current?.focus();
    if (defaultOpen) setOpen(true);
  }, [defaultOpen, focusTrigger]);
  return { button, isOpen, setOpen };
}
