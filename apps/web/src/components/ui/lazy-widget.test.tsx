import { describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { LocationGroup } from '@alpine/contract';
import { renderRoute } from '../../test/render.tsx';
import { LocationComboBox } from '../../features/search/components/location-combobox.tsx';
import { LocationComboBoxWidget } from '../../features/search/components/location-combobox-widget.tsx';
import { DateField } from '../../features/search/components/date-field.tsx';
import { InfoTip } from './info-tip.tsx';
import {
  LAZY_TRIGGER_ATTRIBUTE,
  useLazyWidget,
  widgetLoader,
  type Handoff,
  type WidgetLoader,
} from './lazy-widget.ts';

type FakeModule = { Widget: (props: { handoff: Handoff }) => React.ReactElement };

/** A widget module whose arrival the test controls. */
function deferredModule() {
  let resolve!: (m: FakeModule) => void;
  let reject!: (e: Error) => void;
  const load = vi.fn(
    () =>
      new Promise<FakeModule>((res, rej) => {
        resolve = res;
        reject = rej;
      }),
  );
  // as the real widgets do (useOpenOnHandoff): opened, the focus goes into it (here: the input);
  // handed over from the stand-in's opening button, it stays on the widget's opening button
  const module: FakeModule = {
    Widget: ({ handoff }) => (
      <>
        <input
          aria-label="widget"
          data-open={handoff.open}
          autoFocus={handoff.focus && (handoff.open || !handoff.trigger)}
          readOnly
        />
        <button type="button" autoFocus={handoff.trigger && !handoff.open}>
          widget trigger
        </button>
      </>
    ),
  };
  return { load, arrive: () => resolve(module), fail: () => reject(new Error('chunk missing')) };
}

function Host({ loader }: { loader: WidgetLoader<FakeModule> }) {
  const { module, handoff, request, leave, standIn } = useLazyWidget(loader);
  if (module) return <module.Widget handoff={handoff} />;
  return (
    <div
      ref={(el) => {
        standIn.current = el;
      }}
      onPointerDown={() => request('press')}
    >
      <input aria-label="stand-in" onFocus={() => request('focus')} onBlur={leave} />
      <button
        type="button"
        {...{ [LAZY_TRIGGER_ATTRIBUTE]: '' }}
        onClick={() => request('open')}
        onBlur={leave}
      >
        open
      </button>
    </div>
  );
}

/** The From widget as the stand-in hands it over with `typed` text: focused, nothing chosen. */
function handedOver(groups: LocationGroup[], typed: string) {
  return (
    <LocationComboBoxWidget
      label="From"
      groups={groups}
      value={null}
      onChange={vi.fn()}
      autoFocus
      defaultInputValue={typed}
    />
  );
}

/**
 * docs/architecture.md §5: dialogs, comboboxes and date pickers load when first needed, keyboard use intact.
 */
describe('lazy widgets', () => {
  it('nothing loads until the user shows intent; then the widget replaces the stand-in', async () => {
    const m = deferredModule();
    const loader = widgetLoader(m.load);
    render(<Host loader={loader} />);
    expect(m.load).not.toHaveBeenCalled();
    await userEvent.click(screen.getByLabelText('stand-in'));
    expect(m.load).toHaveBeenCalledTimes(1);
    await act(async () => m.arrive());
    expect(screen.getByLabelText('widget')).toBeInTheDocument();
    expect(screen.queryByLabelText('stand-in')).not.toBeInTheDocument();
  });

  it('the loaded widget takes the focus the stand-in held', async () => {
    const m = deferredModule();
    render(<Host loader={widgetLoader(m.load)} />);
    await userEvent.click(screen.getByLabelText('stand-in'));
    await act(async () => m.arrive());
    expect(screen.getByLabelText('widget')).toHaveFocus();
    expect(screen.getByLabelText('widget')).toHaveAttribute('data-open', 'false');
  });

  it('the widget does not steal the focus when the user moved on before it arrived', async () => {
    const m = deferredModule();
    render(
      <>
        <Host loader={widgetLoader(m.load)} />
        <input aria-label="elsewhere" />
      </>,
    );
    await userEvent.click(screen.getByLabelText('stand-in'));
    await userEvent.click(screen.getByLabelText('elsewhere'));
    await act(async () => m.arrive());
    expect(screen.getByLabelText('elsewhere')).toHaveFocus();
  });

  it('a keyboard user who tabbed on to the opening button while the widget loaded keeps the focus on its opening button', async () => {
    // seen in the keyboard journey: Tab into the date field (the picker loads), Tab on to the
    // calendar button; the picker arrived and put the focus back on its first segment, so Enter
    // opened nothing
    const m = deferredModule();
    render(<Host loader={widgetLoader(m.load)} />);
    await userEvent.tab();
    expect(screen.getByLabelText('stand-in')).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'open' })).toHaveFocus();
    await act(async () => m.arrive());
    expect(screen.getByRole('button', { name: 'widget trigger' })).toHaveFocus();
    expect(screen.getByLabelText('widget')).toHaveAttribute('data-open', 'false');
  });

  it('pressing the opening button mounts the widget open and focused', async () => {
    const m = deferredModule();
    render(<Host loader={widgetLoader(m.load)} />);
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    await act(async () => m.arrive());
    expect(screen.getByLabelText('widget')).toHaveAttribute('data-open', 'true');
    expect(screen.getByLabelText('widget')).toHaveFocus();
  });

  it('a module that arrives while the opening button is held waits for the click: the widget mounts open and focused', async () => {
    const m = deferredModule();
    render(<Host loader={widgetLoader(m.load)} />);
    const user = userEvent.setup();
    const button = screen.getByRole('button', { name: 'open' });
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    expect(m.load).toHaveBeenCalledTimes(1);
    await act(async () => m.arrive());
    // still the stand-in, so that the release and its click land on the button pressed
    expect(screen.getByRole('button', { name: 'open' })).toBe(button);
    await user.pointer({ keys: '[/MouseLeft]', target: button });
    await waitFor(() => expect(screen.getByLabelText('widget')).toHaveAttribute('data-open', 'true'));
    expect(screen.getByLabelText('widget')).toHaveFocus();
  });

  it('a press that ends without a click (the pointer left) still swaps the widget in, shortly after the release', async () => {
    const m = deferredModule();
    render(
      <>
        <Host loader={widgetLoader(m.load)} />
        <p>elsewhere</p>
      </>,
    );
    const user = userEvent.setup();
    await user.pointer({ keys: '[MouseLeft>]', target: screen.getByLabelText('stand-in') });
    await act(async () => m.arrive());
    expect(screen.getByLabelText('stand-in')).toBeInTheDocument();
    await user.pointer({ keys: '[/MouseLeft]', target: screen.getByText('elsewhere') });
    await waitFor(() => expect(screen.getByLabelText('widget')).toBeInTheDocument());
  });

  it('a module that failed to load is asked for again on the next intent, and a loaded one is not', async () => {
    const m = deferredModule();
    const loader = widgetLoader(m.load);
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Host loader={loader} />);
    await userEvent.click(screen.getByLabelText('stand-in'));
    await act(async () => m.fail());
    expect(screen.getByLabelText('stand-in')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(m.load).toHaveBeenCalledTimes(2);
    await act(async () => m.arrive());
    expect(loader.loaded).toBeDefined();
    render(<Host loader={loader} />);
    expect(screen.getAllByLabelText('widget')).toHaveLength(2);
    expect(m.load).toHaveBeenCalledTimes(2);
  });

  it('the From stand-in is a labelled combobox showing the chosen place; a click loads the list, focused and open', async () => {
    const groups = [{ title: 'Airports', locations: [{ locationID: 1, name: 'Geneva Airport' }] }];
    renderRoute(<LocationComboBox label="From" groups={groups} value={1} onChange={vi.fn()} isInvalid />);
    const standIn = screen.getByRole('combobox', { name: 'From' });
    expect(standIn).toHaveValue('Geneva Airport');
    expect(standIn).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Required')).toBeInTheDocument();
    await userEvent.click(standIn);
    expect(await screen.findByRole('listbox', {}, { timeout: 20_000 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'From' })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Geneva Airport');
  }, 30_000);

  it('text typed into the From stand-in opens the loaded list filtered by it, not showing every place', async () => {
    const groups = [
      {
        title: 'Airports',
        locations: [
          { locationID: 1, name: 'Geneva Airport' },
          { locationID: 2, name: 'Zurich Airport' },
        ],
      },
      { title: 'French resorts', locations: [{ locationID: 10, name: 'Chamonix' }] },
    ];
    renderRoute(handedOver(groups, 'Cham'));
    expect(await screen.findByRole('option', { name: 'Chamonix' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Geneva Airport' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'From' })).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('Cham');
  });

  it('a traveller still typing into the From stand-in as its widget mounts keeps every key: the input has the focus from the first commit', async () => {
    const groups = [{ title: 'Airports', locations: [{ locationID: 1, name: 'Geneva Airport' }] }];
    render(handedOver(groups, 'Gen'));
    // no task has run since the commit: a key pressed now goes to this input (it went nowhere before)
    const input = screen.getByRole('combobox', { name: 'From' });
    expect(input).toHaveFocus();
    await userEvent.keyboard('eva');
    expect(input).toHaveValue('Geneva');
    expect(await screen.findByRole('option', { name: 'Geneva Airport' })).toBeInTheDocument();
  });

  it('the date stand-in shows the date in the page locale; its calendar button opens the loaded calendar', async () => {
    renderRoute(
      <DateField label="Outbound date" value="2030-03-05" minValue="2030-03-01" onChange={vi.fn()} />,
    );
    const [group] = screen.getAllByRole('group', { name: 'Outbound date' });
    expect(group).toHaveTextContent('05/03/2030');
    await userEvent.click(screen.getByRole('button', { name: /Open calendar for Outbound date/ }));
    expect(
      await screen.findByRole('dialog', { name: 'Outbound date' }, { timeout: 20_000 }),
    ).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: /Open calendar for Outbound date/ })).toHaveFocus();
  }, 30_000);

  it('an info tip opens its explanation on the first press and gives the focus back to its button on Escape', async () => {
    renderRoute(<InfoTip label="About the outbound time">Arrival time of your flight</InfoTip>);
    await userEvent.click(screen.getByRole('button', { name: 'About the outbound time' }));
    const tip = await screen.findByRole('dialog', { name: 'About the outbound time' }, { timeout: 20_000 });
    expect(tip).toHaveTextContent('Arrival time of your flight');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'About the outbound time' })).toHaveFocus();
  }, 30_000);
});
