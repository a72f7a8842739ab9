import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import {
  bookingTotalMinor,
  formatMoney,
  fromMinor,
  legPriceMinor,
  toMinor,
  NO_EXTRAS,
  wireItemsOf,
} from '@alpine/domain';
import { makeJourney } from '../../../test/booking-fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render.tsx';
import { OrderSummary } from './order-summary.tsx';

const extras = { ...NO_EXTRAS, largeBag: 3, ski: 3, bike: 1, booster: 1, flexi: 1 as const };

describe('order summary', () => {
  it('shows both journeys and amounts equal to the domain formulas (spec part 2 §2.5, §9)', () => {
    mockApi();
    const journey = makeJourney();
    renderRoute(<OrderSummary journey={journey} extras={extras} />);
    const panel = screen.getByRole('complementary', { name: 'Order Summary' });
    expect(within(panel).getByRole('region', { name: 'OUTBOUND JOURNEY' })).toHaveTextContent(
      'Sat 05 Jan 30',
    );
    expect(within(panel).getByRole('region', { name: 'RETURN JOURNEY' })).toHaveTextContent(
      'Chamonix - Geneva Airport',
    );
    const legs = journey.go.concat(journey.back).map((row) => ({
      fareMinor: toMinor(row.price),
      pax: row.pax,
      promotion: null,
      extras: wireItemsOf(extras),
    }));
    const lines = legs.map((leg) => legPriceMinor(leg).extras);
    const sum = (key: 'bags' | 'skis' | 'bikes' | 'flexi') =>
      formatMoney(fromMinor(lines[0]![key] + lines[1]![key]), 'EUR');
    expect(within(panel).getByText('Large bags × 3').nextSibling).toHaveTextContent(sum('bags'));
    expect(within(panel).getByText('Ski bags × 3').nextSibling).toHaveTextContent(sum('skis'));
    expect(within(panel).getByText('Bikes × 1').nextSibling).toHaveTextContent(sum('bikes'));
    expect(within(panel).getByText('Flexi upgrade').nextSibling).toHaveTextContent(sum('flexi'));
    expect(within(panel).getByText('Booster seats × 1').nextSibling).toHaveTextContent('Free');
    const total = formatMoney(fromMinor(bookingTotalMinor(legs)), 'EUR');
    expect(total).toBe('€276.00');
    expect(within(panel).getByText('TOTAL').nextSibling).toHaveTextContent(total);
  });

  it('strikes through the original total when a promotion applies (spec part 2 §2.5, §9)', () => {
    mockApi();
    const promotion = { promotionID: 1, code: 'SKI10', percentage: -10, price: null };
    renderRoute(<OrderSummary journey={makeJourney({ promotion })} extras={NO_EXTRAS} />);
    expect(screen.getByTestId('original-price')).toHaveTextContent('€156.00');
    expect(screen.getByText('€140.40')).toBeInTheDocument();
  });
});
