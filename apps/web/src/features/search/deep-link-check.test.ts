import { describe, expect, it } from 'vitest';
import { checkDeepLink } from './deep-link-check.ts';
import { searchFromParams } from './search-params.ts';

const KNOWN = new Set([1, 4, 10, 93]);
const TODAY = '2030-01-01';
const BASE =
  'from=1&to=10&pax=2&departDate=2030-01-05&departTime=10&departMin=30&returnDate=2030-01-12&returnTime=15&returnMin=00&returnPassenger=2&tab=0';

const check = (query: string, known: ReadonlySet<number> | null = KNOWN) => {
  const params = new URLSearchParams(query);
  return checkDeepLink(params, searchFromParams(params)!, known, TODAY);
};
const withParam = (key: string, value: string) => {
  const p = new URLSearchParams(BASE);
  p.set(key, value);
  return p.toString();
};

/** Issue 10 §6: a deep link to /booking opens the form with its wrong fields marked. */
describe('checkDeepLink (docs/architecture.md §7)', () => {
  it('a sound link has no issue and keeps its values', () => {
    const result = check(BASE);
    expect(result.issues).toEqual([]);
    expect(result.errors).toEqual([]);
    expect(result.values).toMatchObject({ from: 1, to: 10, departPassenger: 2, returnDate: '2030-01-12' });
  });

  it.each([
    ['an unknown place', withParam('from', '9999'), ['from'], 'unknownLocation'],
    ['an unreadable place', withParam('to', 'chamonix'), ['to'], 'unknownLocation'],
    ['From equal to To', withParam('to', '1'), ['to'], 'sameLocation'],
    ['0 passengers', withParam('pax', '0'), ['departPassenger'], 'paxRange'],
    ['100 passengers', withParam('pax', '100'), ['departPassenger'], 'paxRange'],
    ['100 return passengers', withParam('returnPassenger', '100'), ['returnPassenger'], 'paxRange'],
    ['an outbound date in the past', withParam('departDate', '2029-12-31'), ['departDate'], 'pastDate'],
    [
      'a return before the outbound',
      withParam('returnDate', '2030-01-04'),
      ['returnDate'],
      'returnBeforeOutbound',
    ],
  ])('%s: the field is emptied and marked with its issue', (_name, query, errors, issue) => {
    const result = check(query);
    expect(result.errors).toEqual(errors);
    expect(result.issues).toEqual([issue]);
    for (const field of errors)
      expect(result.values[field as 'from']).toSatisfy((v) => v === null || v === '');
  });

  it.each([
    ['an outbound minute off the 5-minute steps', 'departMin', '07', 'departTime'],
    ['an outbound minute past 59', 'departMin', '60', 'departTime'],
    ['a return minute off the 5-minute steps', 'returnMin', '13', 'returnTime'],
  ] as const)(
    '%s: the minute is emptied, the time marked, nothing searched (spec part 1 §5, §9)',
    (_name, key, value, field) => {
      const result = check(withParam(key, value));
      expect(result.errors).toEqual([field]);
      expect(result.issues).toEqual(['minuteStep']);
      expect(result.values[key]).toBe('');
      // the hour stays, so the traveller picks only the minute again
      expect(result.values[field]).toBe(field === 'departTime' ? '10' : '15');
    },
  );

  it('does not judge places while the network is loading', () => {
    expect(check(withParam('from', '9999'), null).issues).toEqual([]);
  });

  it('a one-way link ignores the return fields', () => {
    const p = new URLSearchParams(BASE);
    p.set('tab', '1');
    p.set('returnDate', '2020-01-01');
    p.set('returnMin', '07');
    expect(check(p.toString()).issues).toEqual([]);
  });

  it("a time of today already gone is emptied and marked 'pastTime' (ADR 017)", () => {
    const today = `from=1&to=10&pax=2&departDate=${TODAY}&departTime=09&departMin=30&tab=1`;
    const params = new URLSearchParams(today);
    const gone = checkDeepLink(params, searchFromParams(params)!, KNOWN, TODAY, '10:00');
    expect(gone.issues).toEqual(['pastTime']);
    expect(gone.errors).toEqual(['departTime']);
    expect(gone.values).toMatchObject({ departTime: '', departMin: '' });
    expect(checkDeepLink(params, searchFromParams(params)!, KNOWN, TODAY, '09:30').issues).toEqual([]);
  });
});
