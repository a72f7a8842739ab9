import { describe, expect, it } from 'vitest';
import { emptySearchValues, searchFromParams, searchToParams, toSearchItems } from './search-params.ts';

describe('search parameters', () => {
  it('reads every query parameter of spec part 1 §2.1', () => {
    const params = new URLSearchParams(
      'from=1&to=10&pax=3&departDate=2030-01-05&departTime=9&departMin=05&returnDate=2030-01-12&returnTime=15&returnMin=30&returnPassenger=4&tab=0&sharedMode=false&connectionType=2',
    );
    expect(searchFromParams(params)).toEqual({
      from: 1,
      to: 10,
      departDate: '2030-01-05',
      departTime: '09',
      departMin: '05',
      departPassenger: 3,
      returnDate: '2030-01-12',
      returnTime: '15',
      returnMin: '30',
      returnPassenger: 4,
      tab: 0,
      selectedConnnectionType: 2,
      sharedMode: false,
    });
  });

  it('a minute off the 5-minute steps reads as unset, one on them as the picker holds it (spec part 1 §5, §9)', () => {
    const read = (query: string) => searchFromParams(new URLSearchParams(`from=1&to=10&${query}`));
    expect(read('departTime=10&departMin=07')).toMatchObject({ departTime: '10', departMin: '' });
    expect(read('returnTime=15&returnMin=58')).toMatchObject({ returnTime: '15', returnMin: '' });
    expect(read('departMin=60&returnMin=x')).toMatchObject({ departMin: '', returnMin: '' });
    expect(read('departMin=5&returnMin=55')).toMatchObject({ departMin: '05', returnMin: '55' });
  });

  it("sharedMode other than 'false' means shared; no from/to means no search (spec part 1 §2.1)", () => {
    expect(searchFromParams(new URLSearchParams('from=1&sharedMode=yes'))?.sharedMode).toBe(true);
    expect(searchFromParams(new URLSearchParams('pax=2'))).toBeNull();
  });

  it('a one-way search sends one item and leaves the return parameters out (spec part 1 §3, §7)', () => {
    const values = {
      ...emptySearchValues(),
      from: 1,
      to: 10,
      departDate: '2030-01-05',
      departTime: '10',
      departMin: '00',
      tab: 1 as const,
    };
    expect(searchToParams(values).has('returnDate')).toBe(false);
    const items = toSearchItems(values, { partner: null, customer: null });
    expect(items).toHaveLength(1);
    expect(items[0]).toEqual({
      brand: { brandID: 1 },
      origin: { locationID: 1 },
      destination: { locationID: 10 },
      connection: { date: '2030-01-05', time: '10:00', modeID: 1 },
      private: null,
      fixed: null,
      pax: 1,
    });
  });
});
