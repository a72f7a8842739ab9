import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, loadAllLanguages } from '../../../i18n/i18n.ts';
import { FOUND, makePassenger } from '../../../test/account-fixtures.ts';
import { mockApi } from '../../../test/mock-api.ts';
import { renderRoute } from '../../../test/render.tsx';
import { BookingSummaryView } from './booking-summary-view.tsx';

describe('the found booking (spec part 2 §2.8) writes its dates in the UI language', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("departure 2099-03-10 reads 'Tue 10 Mar 99', 'mar. 10 mars 99' and 'mar. 10 mar 99'", async () => {
    await loadAllLanguages();
    mockApi();
    const summary = {
      booking: FOUND,
      passenger: makePassenger({ departure: { date: '2099-03-10', time: '10:15' } }),
    };
    for (const [language, date] of [
      ['en', 'Tue 10 Mar 99 10:15'],
      ['fr', 'mar. 10 mars 99 10:15'],
      ['es', 'mar. 10 mar 99 10:15'],
    ] as const) {
      await i18n.changeLanguage(language);
      const view = renderRoute(<BookingSummaryView summary={summary} />);
      expect(screen.getAllByText(date, { exact: false }).length, language).toBeGreaterThan(0);
      view.unmount();
    }
  });
});

describe('the found booking names each end once', () => {
  it("an address named after its place is written alone, another after the place's name: 'Geneva Airport Arrivals → Verbier, Hotel Montpelier'", () => {
    mockApi();
    renderRoute(<BookingSummaryView summary={{ booking: FOUND, passenger: makePassenger() }} />);
    expect(screen.getByText('Geneva Airport Arrivals → Verbier, Hotel Montpelier')).toBeInTheDocument();
  });

  it("a name that only begins with the place's letters is not taken for it: 'Val, Valais Lodge'", () => {
    mockApi();
    const passenger = makePassenger();
    const val = {
      ...passenger.destination,
      locationName: 'Val',
      address: { ...passenger.destination.address, organisation: 'Valais Lodge' },
    };
    renderRoute(
      <BookingSummaryView summary={{ booking: FOUND, passenger: { ...passenger, destination: val } }} />,
    );
    expect(screen.getByText('Geneva Airport Arrivals → Val, Valais Lodge')).toBeInTheDocument();
  });
});
