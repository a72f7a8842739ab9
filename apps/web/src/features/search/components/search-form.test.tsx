import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import dayjs from 'dayjs';
import { renderRoute, seen } from '../../../test/render.tsx';
import { json, mockApi } from '../../../test/mock-api.ts';
import { GROUPS } from '../../../test/fixtures.ts';
import { useBookNow } from '../hooks/use-book-now.ts';
import { emptySearchValues, type SearchFormValues } from '../search-params.ts';
import { SearchForm } from './search-form.tsx';

const future = dayjs().add(30, 'day').format('YYYY-MM-DD');
const later = dayjs().add(37, 'day').format('YYYY-MM-DD');

function Harness({ initial }: { initial: SearchFormValues }) {
  const bookNow = useBookNow({ partner: 7, customer: null });
  return <SearchForm initialValues={initial} onSubmit={bookNow} />;
}

const filled = (over: Partial<SearchFormValues> = {}): SearchFormValues => ({
  ...emptySearchValues(),
  departDate: future,
  departTime: '10',
  departMin: '30',
  returnDate: later,
  returnTime: '15',
  returnMin: '00',
  departPassenger: 2,
  returnPassenger: 2,
  ...over,
});

async function choose(label: string, option: string) {
  const user = userEvent.setup();
  const input = screen.getByRole('combobox', { name: label });
  await user.click(input);
  await user.click(await screen.findByRole('option', { name: option }));
}

// The combobox, date picker and info tips load on first need (docs/architecture.md §5; their hand-over is
// tested in lazy-widget.test.tsx): warm vite's transform of their modules so that findBy's one-second
// timeout measures the form, not the first compile.
beforeAll(async () => {
  await Promise.all([
    import('./location-combobox-widget.tsx'),
    import('./date-field-widget.tsx'),
    import('../../../components/ui/info-tip-widget.tsx'),
  ]);
}, 60_000);

const combo = (label: string) => screen.getByRole('combobox', { name: label }) as HTMLInputElement;

describe('search form', () => {
  it('Book Now without From and To highlights both and does not navigate (spec part 1 §5)', async () => {
    mockApi();
    renderRoute(<Harness initial={filled()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(combo('From')).toHaveAttribute('aria-invalid', 'true');
    expect(combo('To')).toHaveAttribute('aria-invalid', 'true');
    expect(seen.pathname).toBe('/');
  });

  it("a missing hour shows 'Please enter your transfer time' (spec part 1 §5, §8)", async () => {
    mockApi();
    renderRoute(<Harness initial={filled({ from: 1, to: 10, departTime: '' })} />);
    await screen.findByDisplayValue('Geneva Airport');
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter your transfer time');
    expect(screen.getByRole('combobox', { name: 'Flight Arrival Time, hour' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  });

  it("a time of today already gone on the Alps' clock says 'This time has already passed today; please choose a later time.' (ADR 017)", async () => {
    // 23:30 UTC is 00:30 on the 22nd in the Alps: the browser's zone (UTC here) is not the one read
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-21T23:30:00Z') });
    try {
      mockApi();
      renderRoute(
        <Harness
          initial={filled({
            from: 1,
            to: 10,
            departDate: '2026-11-22',
            departTime: '00',
            departMin: '05',
            tab: 1,
          })}
        />,
      );
      await screen.findByDisplayValue('Geneva Airport');
      await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'This time has already passed today; please choose a later time.',
      );
      expect(screen.getByRole('combobox', { name: 'Flight Arrival Time, hour' })).toHaveAttribute(
        'aria-invalid',
        'true',
      );
      expect(seen.pathname).toBe('/');
    } finally {
      vi.useRealTimers();
    }
  });

  it('changing a control clears the error highlights (spec part 1 §4)', async () => {
    mockApi();
    renderRoute(<Harness initial={filled({ from: 1, to: 10, departTime: '' })} />);
    await screen.findByDisplayValue('Geneva Airport');
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getAllByRole('combobox', { name: 'Passengers' })[0]!, '3');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('choosing From equal to To clears To (spec part 1 §4)', async () => {
    mockApi();
    renderRoute(<Harness initial={filled({ to: 10 })} />);
    await waitFor(() => expect(combo('To').value).toBe('Chamonix'));
    await choose('From', 'Chamonix');
    expect(combo('From').value).toBe('Chamonix');
    expect(combo('To').value).toBe('');
  });

  it('choosing To equal to From clears From (spec part 1 §4)', async () => {
    mockApi();
    renderRoute(<Harness initial={filled({ from: 1 })} />);
    await waitFor(() => expect(combo('From').value).toBe('Geneva Airport'));
    await choose('To', 'Geneva Airport');
    expect(combo('To').value).toBe('Geneva Airport');
    expect(combo('From').value).toBe('');
  });

  it('choosing the selected location again deselects it (spec part 1 §4)', async () => {
    mockApi();
    renderRoute(<Harness initial={filled({ from: 1 })} />);
    await waitFor(() => expect(combo('From').value).toBe('Geneva Airport'));
    await userEvent.click(screen.getByRole('button', { name: 'Show locations From' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Geneva Airport' }));
    await waitFor(() => expect(combo('From').value).toBe(''));
  });

  it('the From and To lists are grouped by titled sections and filtered by typing (spec part 1 §2.1)', async () => {
    mockApi();
    renderRoute(<Harness initial={filled()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Show locations From' }));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByText('Airports')).toBeInTheDocument();
    expect(within(listbox).getByText('French resorts')).toBeInTheDocument();
    await userEvent.type(combo('From'), 'cham');
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: 'Geneva Airport' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('option', { name: 'Chamonix' })).toBeInTheDocument();
  });

  it('text typed into From while the places load shows the matching places when they arrive (spec part 1 §2.1)', async () => {
    let arrive: () => void = () => {};
    mockApi({
      handle: (url) =>
        url.startsWith('/api/v1/locations/public')
          ? new Promise<Response>((resolve) => {
              arrive = () => resolve(json({ data: GROUPS }));
            })
          : undefined,
    });
    renderRoute(<Harness initial={filled()} />);
    await userEvent.type(combo('From'), 'Geneva Air');
    // the list is open and says why it is empty
    expect(await within(await screen.findByRole('listbox')).findByText('Loading…')).toBeInTheDocument();
    expect(combo('From').value).toBe('Geneva Air');
    arrive();
    expect(await screen.findByRole('option', { name: 'Geneva Airport' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Chamonix' })).not.toBeInTheDocument();
  });

  it('typed text that matches no place says so (spec part 1 §2.1)', async () => {
    mockApi();
    renderRoute(<Harness initial={filled()} />);
    await userEvent.type(combo('From'), 'Atlantis');
    expect(
      await within(await screen.findByRole('listbox')).findByText('No matching location'),
    ).toBeInTheDocument();
  });

  it('places that could not be loaded close the list without a message, and a new focus fetches them (spec part 1 §8: a failed call is logged only)', async () => {
    let calls = 0;
    let fail: () => void = () => {};
    mockApi({
      handle: (url) => {
        if (!url.startsWith('/api/v1/locations/public')) return undefined;
        calls += 1;
        if (calls > 1) return undefined;
        // the first answer fails once the list is open
        return new Promise<Response>((resolve) => {
          fail = () => resolve(json({ error: 'server_error', error_description: 'down' }, 503));
        });
      },
    });
    renderRoute(<Harness initial={filled()} />);
    await userEvent.click(combo('From'));
    expect(await within(await screen.findByRole('listbox')).findByText('Loading…')).toBeInTheDocument();
    fail();
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText('No matching location')).not.toBeInTheDocument();
    expect(calls).toBe(1);
    await userEvent.tab();
    await userEvent.click(combo('From'));
    expect(await screen.findByRole('option', { name: 'Geneva Airport' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('the swap button exchanges From and To (spec part 1 §4)', async () => {
    mockApi();
    renderRoute(<Harness initial={filled({ from: 1, to: 10 })} />);
    await waitFor(() => expect(combo('From').value).toBe('Geneva Airport'));
    await userEvent.click(screen.getByRole('button', { name: 'Swap From and To' }));
    await waitFor(() => expect(combo('From').value).toBe('Chamonix'));
    expect(combo('To').value).toBe('Geneva Airport');
  });

  it('hours run 00-23 and minutes in 5-minute steps (spec part 1 §9)', () => {
    mockApi();
    renderRoute(<Harness initial={filled()} />);
    const hours = within(screen.getByRole('combobox', { name: 'Flight Arrival Time, hour' })).getAllByRole(
      'option',
    );
    const minutes = within(
      screen.getByRole('combobox', { name: 'Flight Arrival Time, minute' }),
    ).getAllByRole('option');
    expect(hours.slice(1).map((o) => o.textContent)).toEqual(
      Array.from({ length: 24 }, (_, h) => String(h).padStart(2, '0')),
    );
    expect(minutes.slice(1).map((o) => o.textContent)).toEqual([
      '00',
      '05',
      '10',
      '15',
      '20',
      '25',
      '30',
      '35',
      '40',
      '45',
      '50',
      '55',
    ]);
    const pax = within(screen.getAllByRole('combobox', { name: 'Passengers' })[0]!).getAllByRole('option');
    expect(pax).toHaveLength(99);
  });

  it('the return fields show only for a return journey (spec part 1 §2.1)', async () => {
    mockApi();
    renderRoute(<Harness initial={filled()} />);
    expect(screen.getByText('Flight Departure Time')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'One way' }));
    expect(screen.queryByText('Flight Departure Time')).not.toBeInTheDocument();
  });

  it('Book Now saves bookingValues and navigates to /booking with the query parameters (spec part 2 §2.9)', async () => {
    mockApi();
    renderRoute(<Harness initial={filled({ from: 1, to: 10 })} />);
    await waitFor(() => expect(combo('From').value).toBe('Geneva Airport'));
    await userEvent.click(screen.getByRole('radio', { name: 'Private Transfer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Book Now' }));
    await waitFor(() => expect(seen.pathname).toBe('/booking'));
    const params = new URLSearchParams(seen.search);
    expect(Object.fromEntries(params)).toEqual({
      from: '1',
      to: '10',
      pax: '2',
      departDate: future,
      departTime: '10',
      departMin: '30',
      returnDate: later,
      returnTime: '15',
      returnMin: '00',
      returnPassenger: '2',
      tab: '0',
      sharedMode: 'false',
      connectionType: '1',
      partner: '7',
    });
    expect(JSON.parse(window.localStorage.getItem('bookingValues') ?? '{}')).toMatchObject({
      from: 1,
      to: 10,
      departDate: future,
      departPassenger: 2,
      tab: 0,
      selectedConnnectionType: 1,
    });
  });

  describe('return passengers follow the outbound until set on their own (spec part 1 §2.1; ADR 017 gaps filled)', () => {
    // the passengers dropdown of each direction (leg-fields.tsx ids)
    const pax = (label: 'Outbound' | 'Return') =>
      document.getElementById(label === 'Outbound' ? 'outbound-pax' : 'return-pax') as HTMLSelectElement;

    it('outbound 3 sets the return to 3; a return set on its own then stays', async () => {
      mockApi();
      renderRoute(<Harness initial={filled({ departPassenger: 1, returnPassenger: 1 })} />);
      await userEvent.selectOptions(pax('Outbound'), '3');
      expect(pax('Return')).toHaveValue('3');
      await userEvent.selectOptions(pax('Return'), '2');
      await userEvent.selectOptions(pax('Outbound'), '5');
      expect(pax('Outbound')).toHaveValue('5');
      expect(pax('Return')).toHaveValue('2');
    });

    it('a search opened with different counts keeps them independent', async () => {
      mockApi();
      renderRoute(<Harness initial={filled({ departPassenger: 4, returnPassenger: 2 })} />);
      await userEvent.selectOptions(pax('Outbound'), '6');
      expect(pax('Return')).toHaveValue('2');
    });
  });
});
