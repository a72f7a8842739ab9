import { describe, expect, it } from 'vitest';
import { MESSAGES } from './messages.ts';
import { validateSearch, type SearchValues } from './search-rules.ts';
import {
  HOURS,
  MINUTES,
  PAX_MAX,
  PAX_MIN,
  PRIVATE_COACH_ABOVE_PAX,
  PRIVATE_MAX_PAX,
  BRAND_ID,
} from './constants.ts';

const valid: SearchValues = {
  from: 1,
  to: 10,
  departDate: '2026-12-19',
  departTime: '10',
  departMin: '30',
  departPassenger: 2,
  returnDate: '2026-12-26',
  returnTime: '14',
  returnMin: '00',
  returnPassenger: 2,
  tab: 0,
  selectedConnnectionType: 1,
};
const TODAY = '2026-11-21';

describe('Book Now validation (spec part 1 §5, part 2 §5)', () => {
  it("gives the catalogue's texts: MESSAGES.transferTime and MESSAGES.timePast", () => {
    const missing = validateSearch({ ...valid, departMin: '' }, TODAY).message;
    const past = validateSearch({ ...valid, departDate: TODAY, departTime: '08' }, TODAY, '09:00').message;
    expect([missing, past]).toEqual([MESSAGES.transferTime, MESSAGES.timePast]);
  });

  it('accepts a complete return search', () => {
    expect(validateSearch(valid, TODAY)).toEqual({ errors: [], message: null });
  });

  it('highlights every missing field in the spec order', () => {
    const empty: SearchValues = {
      ...valid,
      from: null,
      to: null,
      departDate: '',
      departTime: '',
      departMin: '',
      departPassenger: null,
      returnDate: '',
      returnTime: '',
      returnMin: '',
      returnPassenger: null,
      selectedConnnectionType: 0,
    };
    expect(validateSearch(empty, TODAY).errors).toEqual([
      'from',
      'to',
      'departDate',
      'departTime',
      'departPassenger',
      'connectionType',
      'returnDate',
      'returnPassenger',
      'returnTime',
    ]);
  });

  it("says 'Please enter your transfer time' when the hour or the minute is missing", () => {
    expect(validateSearch({ ...valid, departMin: '' }, TODAY).message).toBe(
      'Please enter your transfer time',
    );
    expect(validateSearch({ ...valid, returnTime: '' }, TODAY).message).toBe(
      'Please enter your transfer time',
    );
  });

  it('ignores the return fields on a one-way search', () => {
    expect(
      validateSearch({ ...valid, tab: 1, returnDate: '', returnTime: '', returnPassenger: null }, TODAY)
        .errors,
    ).toEqual([]);
  });

  it('refuses past dates and a return before the outbound', () => {
    expect(validateSearch({ ...valid, departDate: '2026-11-20' }, TODAY).errors).toEqual(['departDate']);
    expect(validateSearch({ ...valid, returnDate: '2026-12-18' }, TODAY).errors).toEqual(['returnDate']);
    expect(validateSearch({ ...valid, departDate: TODAY }, TODAY).errors).toEqual([]);
  });

  it('accepts passengers 1 to 99 only', () => {
    expect(validateSearch({ ...valid, departPassenger: 0 }, TODAY).errors).toEqual(['departPassenger']);
    expect(validateSearch({ ...valid, departPassenger: 100 }, TODAY).errors).toEqual(['departPassenger']);
    expect(validateSearch({ ...valid, departPassenger: 99, returnPassenger: 1 }, TODAY).errors).toEqual([]);
  });
});

describe('business constants (spec part 1 §9)', () => {
  it('has hours 00-23, minutes in 5-minute steps, passengers 1-99, brand 1, coach above 32, none above 50', () => {
    expect(HOURS).toHaveLength(24);
    expect([HOURS[0], HOURS[23]]).toEqual(['00', '23']);
    expect(MINUTES).toEqual(['00', '05', '10', '15', '20', '25', '30', '35', '40', '45', '50', '55']);
    expect([PAX_MIN, PAX_MAX, BRAND_ID, PRIVATE_COACH_ABOVE_PAX, PRIVATE_MAX_PAX]).toEqual([
      1, 99, 1, 32, 50,
    ]);
  });
});

describe('a time of today already gone (ADR 017: named as such, not "no transfers on this date")', () => {
  const today = { ...valid, tab: 1 as const, departDate: TODAY };
  it("marks the outbound time with 'This time has already passed today; please choose a later time.'", () => {
    expect(validateSearch({ ...today, departTime: '09', departMin: '55' }, TODAY, '10:00')).toEqual({
      errors: ['departTime'],
      message: 'This time has already passed today; please choose a later time.',
    });
  });
  it('accepts the current minute and later, another day, and no clock', () => {
    expect(validateSearch({ ...today, departTime: '10', departMin: '00' }, TODAY, '10:00').errors).toEqual(
      [],
    );
    expect(validateSearch({ ...valid, departTime: '00', departMin: '05' }, TODAY, '23:59').errors).toEqual(
      [],
    );
    expect(validateSearch({ ...today, departTime: '09', departMin: '00' }, TODAY).errors).toEqual([]);
  });
  it('marks a return time of today already gone; a missing time is still asked for first', () => {
    const back = { ...valid, departDate: TODAY, departTime: '20', departMin: '00', returnDate: TODAY };
    expect(validateSearch({ ...back, returnTime: '08', returnMin: '00' }, TODAY, '12:00').errors).toEqual([
      'returnTime',
    ]);
    expect(
      validateSearch({ ...back, departMin: '', returnTime: '08', returnMin: '00' }, TODAY, '12:00'),
    ).toEqual({
      errors: ['departTime', 'returnTime'],
      message: 'Please enter your transfer time',
    });
  });
});
