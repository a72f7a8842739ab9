import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Quote, SearchItemInput } from '@alpine/contract';
import { makeQuote, LOCATIONS } from '../../../test/fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoute, seen, setViewport } from '../../../test/render.tsx';
import type { QuoteResults } from '../api/search-quotes.ts';
import { ResultsView } from './results-view.tsx';

const item = (pax = 2): SearchItemInput => ({
  brand: { brandID: 1 },
  origin: { locationID: 1 },
  destination: { locationID: 10 },
  connection: { date: '2030-01-05', time: '10:30', modeID: 1 },
  private: null,
  fixed: null,
  pax,
});

const sharedResults = (): QuoteResults => ({
  outbound: [
    makeQuote({ product: 'shared_fixed', time: '11:00', notices: ['Only 3 seats left on this departure.'] }),
    makeQuote({ product: 'shared_fixed', time: '11:30' }),
    makeQuote({ product: 'shared_door', time: '12:00', price: 118 }),
  ],
  back: [
    makeQuote({ product: 'shared_fixed', time: '11:00', back: true }),
    makeQuote({ product: 'shared_door', time: '11:15', back: true, price: 118 }),
  ],
});

function show(results: QuoteResults, mode: 'shared' | 'private' = 'shared', pax = 2) {
  const onModeChange = vi.fn();
  const items = results.back
    ? [item(pax), { ...item(pax), origin: { locationID: 10 }, destination: { locationID: 1 } }]
    : [item(pax)];
  renderRoute(
    <ResultsView
      results={results}
      items={items}
      mode={mode}
      onModeChange={onModeChange}
      locations={LOCATIONS}
    />,
  );
  return { onModeChange };
}

const card = (title: RegExp) => screen.getByRole('article', { name: title });
const rowButton = (scope: HTMLElement, leg: 'Choose Outbound' | 'Choose Return', time: string) =>
  // the visible 'Select' / 'Selected' leads the accessible name (WCAG 2.5.3)
  within(scope).getByRole('button', { name: new RegExp(`^Select(ed)? – ${leg}: departure at ${time}$`) });

describe('result cards', () => {
  beforeEach(() => setViewport(1280));

  it('shows one card per shared type in the spec order with their tables (spec part 1 §2.1, §3)', () => {
    show(sharedResults());
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['shared fixed point transfers', 'shared door to door transfers']);
    const fixed = card(/fixed point/);
    expect(within(fixed).getByRole('table', { name: 'Choose Outbound' })).toBeInTheDocument();
    expect(within(fixed).getByRole('table', { name: 'Choose Return' })).toBeInTheDocument();
    const row = within(within(fixed).getByRole('table', { name: 'Choose Outbound' })).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('11:00');
    expect(row).toHaveTextContent('01:15');
    expect(row).toHaveTextContent('12:15');
    expect(row).toHaveTextContent('€78.00');
    expect(row).toHaveTextContent('€39.00');
  });

  it('selecting a row toggles its selection (spec part 1 §4)', async () => {
    show(sharedResults());
    const button = rowButton(card(/fixed point/), 'Choose Outbound', '11:00');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(card(/fixed point/)).toHaveClass('is-highlighted');
    await userEvent.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(card(/fixed point/)).not.toHaveClass('is-highlighted');
  });

  it("selecting in one shared card clears the other card's selection (spec part 1 §4)", async () => {
    show(sharedResults());
    await userEvent.click(rowButton(card(/fixed point/), 'Choose Outbound', '11:00'));
    await userEvent.click(within(card(/door to door/)).getByRole('button', { name: 'Choose times' }));
    await userEvent.click(rowButton(card(/door to door/), 'Choose Outbound', '12:00'));
    expect(card(/door to door/)).toHaveClass('is-highlighted');
    expect(card(/fixed point/)).not.toHaveClass('is-highlighted');
    await userEvent.click(within(card(/fixed point/)).getByRole('button', { name: 'Choose times' }));
    expect(rowButton(card(/fixed point/), 'Choose Outbound', '11:00')).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('only one card is open at a time and clicking the open card closes it (spec part 1 §4)', async () => {
    show(sharedResults());
    const fixedToggle = within(card(/fixed point/)).getByRole('button', { name: 'Hide times' });
    expect(fixedToggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(card(/door to door/)).getByRole('button', { name: 'Choose times' }));
    expect(within(card(/fixed point/)).getByRole('button', { name: 'Choose times' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    const doorToggle = within(card(/door to door/)).getByRole('button', { name: 'Hide times' });
    await userEvent.click(doorToggle);
    expect(doorToggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('selecting shows the notices of the quote in a banner (spec part 1 §4)', async () => {
    show(sharedResults());
    expect(screen.queryByRole('status', { name: 'Good to know' })).not.toBeInTheDocument();
    await userEvent.click(rowButton(card(/fixed point/), 'Choose Outbound', '11:00'));
    expect(screen.getByRole('status', { name: 'Good to know' })).toHaveTextContent(
      'Only 3 seats left on this departure.',
    );
  });

  it('the delay policy shows once: the banner leaves out what the open shared card states (docs/architecture.md §5)', async () => {
    const delay =
      'If your flight is delayed by more than an hour, we will move you onto the next transfer at no charge.';
    const results = sharedResults();
    results.outbound = results.outbound.map((q) => ({ ...q, notices: [delay, ...q.notices] }));
    results.back = (results.back ?? []).map((q) => ({ ...q, notices: [delay] }));
    show(results);
    const fixed = card(/fixed point/);
    await userEvent.click(rowButton(fixed, 'Choose Outbound', '11:00'));
    await userEvent.click(rowButton(fixed, 'Choose Return', '11:00'));
    expect(screen.getAllByText(/delayed by more than an hour/)).toHaveLength(1);
    expect(screen.getByRole('status', { name: 'Good to know' })).toHaveTextContent(
      /^!Only 3 seats left on this departure\.$/,
    );
  });

  it('Next Step requires an outbound and a return row (spec part 1 §4)', async () => {
    show(sharedResults());
    const fixed = card(/fixed point/);
    await userEvent.click(within(fixed).getByRole('button', { name: 'Next Step' }));
    expect(within(fixed).getByRole('alert')).toHaveTextContent('Please choose an outbound departure.');
    await userEvent.click(rowButton(fixed, 'Choose Outbound', '11:30'));
    await userEvent.click(within(fixed).getByRole('button', { name: 'Next Step' }));
    expect(within(fixed).getByRole('alert')).toHaveTextContent('Please choose a return departure.');
    expect(seen.pathname).toBe('/');
  });

  it('the message of a missing departure follows the choice: once the outbound is chosen it asks for the return, once both are chosen it goes (spec part 1 §4)', async () => {
    show(sharedResults());
    const fixed = card(/fixed point/);
    await userEvent.click(within(fixed).getByRole('button', { name: 'Next Step' }));
    expect(within(fixed).getByRole('alert')).toHaveTextContent('Please choose an outbound departure.');
    await userEvent.click(rowButton(fixed, 'Choose Outbound', '11:30'));
    expect(within(fixed).getByRole('alert')).toHaveTextContent('Please choose a return departure.');
    await userEvent.click(rowButton(fixed, 'Choose Return', '11:00'));
    expect(within(fixed).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('Next Step saves infoState and navigates to /booking-personal with the option and locations (spec part 1 §2.1)', async () => {
    show(sharedResults());
    const fixed = card(/fixed point/);
    await userEvent.click(rowButton(fixed, 'Choose Outbound', '11:30'));
    await userEvent.click(rowButton(fixed, 'Choose Return', '11:00'));
    expect(within(fixed).getAllByText('€156.00').length).toBeGreaterThan(0);
    await userEvent.click(within(fixed).getByRole('button', { name: 'Next Step' }));
    await waitFor(() => expect(seen.pathname).toBe('/booking-personal'));
    const saved = JSON.parse(window.localStorage.getItem('infoState') ?? 'null');
    expect(saved).toMatchObject({
      type: 'shared_fixed',
      price: 156,
      return: true,
      originId: 1,
      destinationId: 10,
    });
    expect(saved.go[0].depart).toBe('11:30');
    expect(saved.back[0].depart).toBe('11:00');
    expect(seen.state).toMatchObject({ option: saved, locations: LOCATIONS });
  });

  it('private mode shows a card per private type, auto-selected, with the detail panel on desktop (spec part 1 §2.1, §4)', async () => {
    const results: QuoteResults = {
      outbound: [
        makeQuote({ product: 'private_premium', price: 300 }),
        makeQuote({
          product: 'private_standard',
          price: 200,
          notices: ['Standard private transfer: 1 hour free waiting after your arrival time.'],
        }),
      ],
      back: null,
    };
    show(results, 'private');
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles.slice(0, 2)).toEqual(['premium private transfer', 'standard private transfer']);
    expect(card(/standard private/)).toHaveClass('is-highlighted');
    expect(screen.getByRole('complementary', { name: 'Transfer details' })).toHaveTextContent(
      'Geneva Airport',
    );
    // the open standard card lists its free waiting time; the banner does not repeat it
    // (docs/architecture.md §5)
    expect(screen.queryByRole('status', { name: 'Good to know' })).not.toBeInTheDocument();
    expect(screen.getAllByText(/1 hour free waiting/)).toHaveLength(1);
    await userEvent.click(within(card(/premium/)).getByRole('button', { name: 'Choose times' }));
    await userEvent.click(within(card(/premium/)).getByRole('button', { name: 'Choose Premium' }));
    expect(card(/premium/)).toHaveClass('is-highlighted');
    expect(card(/standard private/)).not.toHaveClass('is-highlighted');
  });

  it("private mode above 50 passengers shows 'Sorry, we have no private transfers for more than 50 passengers on this date.' (spec part 1 §8)", () => {
    show({ outbound: [makeQuote({ product: 'shared_fixed', pax: 60 })], back: null }, 'private', 60);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sorry, we have no private transfers for more than 50 passengers on this date.',
    );
  });

  it('a group above 50 in shared mode: no headline blames the date, the group box explains (ADR 017 row 30)', () => {
    show({ outbound: [], back: [] }, 'shared', 60);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.queryByText(/NO TRANSFERS AVAILABLE|on this date/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'A group of 60 passengers' })).toBeInTheDocument();
    expect(screen.getByText(/One booking carries up to 50 passengers\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'See private transfers' })).toBeNull();
  });

  it('a group above 50 on the return leg only: the shared mode blames no date, the private mode says more than 50 (spec part 1 §8, ADR 017 row 30)', () => {
    const items = [item(10), { ...item(60), origin: { locationID: 10 }, destination: { locationID: 1 } }];
    const results: QuoteResults = {
      outbound: [makeQuote({ product: 'shared_fixed' }), makeQuote({ product: 'private_standard' })],
      back: [],
    };
    const view = (mode: 'shared' | 'private') => (
      <ResultsView results={results} items={items} mode={mode} onModeChange={vi.fn()} locations={LOCATIONS} />
    );
    const { unmount } = renderRoute(view('shared'));
    expect(screen.queryByText(/on this date/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'A group of 60 passengers' })).toBeInTheDocument();
    unmount();
    renderRoute(view('private'));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Sorry, we have no private transfers for more than 50 passengers on this date.',
    );
  });

  it('private mode without private quotes (every private class out of vehicles, ADR 022) shows the NO PRIVATE TRANSFERS message (spec part 1 §8)', () => {
    show({ outbound: [makeQuote({ product: 'shared_fixed' })], back: null }, 'private');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'NO PRIVATE TRANSFERS AVAILABLE: Sorry we have no private transfers on this date.',
    );
  });

  it('shared mode without shared quotes shows the ONLY PRIVATE message and offers private (spec part 1 §8)', async () => {
    const { onModeChange } = show({ outbound: [makeQuote({ product: 'private_standard' })], back: null });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'ONLY PRIVATE TRANSFERS AVAILABLE: Sorry we have no shared transfers on this date; please choose a standard private transfer.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'See private transfers' }));
    expect(onModeChange).toHaveBeenCalledWith('private');
  });

  it('a return without shared return rows shows the return variant (spec part 1 §8)', () => {
    show({
      outbound: [makeQuote({ product: 'shared_fixed' }), makeQuote({ product: 'private_standard' })],
      back: [makeQuote({ product: 'private_standard', back: true })],
    });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'ONLY PRIVATE TRANSFERS AVAILABLE: Sorry we have no shared transfers on this date please choose a private transfer.',
    );
  });

  it("up to 768 px a card uses a 'View Options' / 'View Less' toggle (spec part 1 §2.1)", async () => {
    setViewport(375);
    show(sharedResults());
    const toggle = within(card(/fixed point/)).getByRole('button', { name: 'View Options' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(within(card(/fixed point/)).getByRole('button', { name: 'View Less' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(card(/fixed point/)).getByRole('table', { name: 'Choose Outbound' })).toBeInTheDocument();
  });
});

describe('promo code', () => {
  beforeEach(() => setViewport(1280));
  const promoted = (q: Quote): Quote => ({
    ...q,
    promotion: { promotionID: 5, code: 'SKI10', percentage: -10, price: null },
  });

  it("a code without a promotion shows 'Promo code not found' (spec part 1 §4, §8)", async () => {
    const api = mockApi({ quotes: () => [sharedResults().outbound, sharedResults().back ?? []] });
    show(sharedResults());
    const fixed = card(/fixed point/);
    await userEvent.type(within(fixed).getByRole('textbox', { name: 'Promo code' }), 'NOPE');
    await userEvent.click(within(fixed).getByRole('button', { name: 'Apply' }));
    expect(await within(fixed).findByText('Promo code not found')).toBeInTheDocument();
    // every product is re-quoted (private stays the search's null): ADR 017 "promotion on every card"
    expect(api.quoteBodies[0]![0]).toMatchObject({ private: null, promotion: 'NOPE' });
  });

  it("a promo re-quote that fails says so, not 'Promo code not found'", async () => {
    mockApi({ quotes: () => new Response('upstream down', { status: 503 }) });
    show(sharedResults());
    const fixed = card(/fixed point/);
    await userEvent.type(within(fixed).getByRole('textbox', { name: 'Promo code' }), 'SKI10');
    await userEvent.click(within(fixed).getByRole('button', { name: 'Apply' }));
    expect(
      await within(fixed).findByText('We could not check this code just now. Please try again.'),
    ).toBeInTheDocument();
    expect(within(fixed).queryByText('Promo code not found')).toBeNull();
  });

  it('the promo is submitted only when a code was typed (spec part 1 §5)', async () => {
    const api = mockApi();
    show(sharedResults());
    await userEvent.click(within(card(/fixed point/)).getByRole('button', { name: 'Apply' }));
    expect(api.quoteBodies).toHaveLength(0);
  });

  it('an applied promotion strikes through the original total and shows the code, confirmed in a toast (spec part 1 §2.1, §4, §9 toast)', async () => {
    mockApi({
      quotes: () => [sharedResults().outbound.map(promoted), (sharedResults().back ?? []).map(promoted)],
    });
    show(sharedResults());
    const fixed = card(/fixed point/);
    await userEvent.click(rowButton(fixed, 'Choose Outbound', '11:00'));
    await userEvent.click(rowButton(fixed, 'Choose Return', '11:00'));
    await userEvent.type(within(fixed).getByRole('textbox', { name: 'Promo code' }), 'SKI10');
    await userEvent.click(within(fixed).getByRole('button', { name: 'Apply' }));
    expect(await within(fixed).findByText('Do you have a promotion code')).toBeInTheDocument();
    expect(within(fixed).getByRole('button', { name: 'SKI10' })).toBeInTheDocument();
    const toasts = await screen.findByRole('region', { name: /Notifications/ });
    expect(within(toasts).getByText('Promotion code SKI10 applied.')).toBeInTheDocument();
    const footer = fixed.querySelector<HTMLElement>('.option-card__total')!;
    expect(within(footer).getByTestId('original-price')).toHaveTextContent('€156.00');
    expect(footer).toHaveTextContent('€140.40');
    expect(rowButton(fixed, 'Choose Outbound', '11:00')).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(fixed).getByRole('button', { name: 'SKI10' }));
    expect(within(fixed).getByRole('textbox', { name: 'Promo code' })).toBeInTheDocument();
  });

  it('a code typed on one card applies to every card whose quotes carry it (ADR 017 "promotion on every card"; spec part 1 §4)', async () => {
    // the door-to-door quotes come back with the promotion, the fixed-point ones without
    mockApi({
      quotes: () => [
        sharedResults().outbound.map((q) => (q.journey.fixed ? q : promoted(q))),
        (sharedResults().back ?? []).map((q) => (q.journey.fixed ? q : promoted(q))),
      ],
    });
    show(sharedResults());
    const fixed = card(/fixed point/);
    await userEvent.type(within(fixed).getByRole('textbox', { name: 'Promo code' }), 'SKI10');
    await userEvent.click(within(fixed).getByRole('button', { name: 'Apply' }));
    // the card it was typed on carries no promotion: 'not found' there, and its price stays
    expect(await within(fixed).findByText('Promo code not found')).toBeInTheDocument();
    expect(within(fixed).queryByTestId('original-price')).not.toBeInTheDocument();
    const door = card(/door to door/);
    // €118 + €118 = €236, less 10 % = €212.40
    expect(within(door).getByTestId('original-price')).toHaveTextContent('€236.00');
    expect(door.querySelector('.option-card__price')).toHaveTextContent('€212.40');
    await userEvent.click(within(door).getByRole('button', { name: 'Choose times' }));
    expect(within(card(/door to door/)).getByRole('button', { name: 'SKI10' })).toBeInTheDocument();
  });
});
