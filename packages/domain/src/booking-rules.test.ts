import { describe, expect, it } from 'vitest';
import {
  extrasAllowed,
  normalisePhoneInput,
  validateFlightNumber,
  validatePersonalInfo,
} from './booking-rules.ts';

const ok = {
  firstName: 'Anna',
  lastName: 'Keller',
  email: 'anna@example.ch',
  confirmEmail: 'anna@example.ch',
  phone: '7900000000',
};

describe('personal information rules (spec part 2 §5)', () => {
  it('accepts a complete form', () => {
    expect(validatePersonalInfo(ok)).toEqual({});
  });
  it.each([
    [
      'every field is required',
      { firstName: '', lastName: '', email: '', confirmEmail: '', phone: '' },
      {
        firstName: 'Required',
        lastName: 'Required',
        email: 'Required',
        confirmEmail: 'Required',
        phone: 'Required',
      },
    ],
    ['first name under 2 characters', { firstName: 'A' }, { firstName: 'Invalid first name' }],
    ['last name under 2 characters', { lastName: 'K' }, { lastName: 'Invalid last name' }],
    ['phone under 6 digits', { phone: '12345' }, { phone: 'Invalid Mobile' }],
    [
      'an e-mail without the standard pattern',
      { email: 'anna@example', confirmEmail: 'anna@example' },
      { email: 'Invalid Email' },
    ],
    [
      'e-mail and confirmation differ',
      { confirmEmail: 'ann@example.ch' },
      { confirmEmail: 'Email address is not matched.' },
    ],
  ])('%s', (_rule, change, errors) => {
    expect(validatePersonalInfo({ ...ok, ...change })).toEqual(errors);
  });
  it('keeps digits only in the phone, at most 11, leading zeros removed', () => {
    expect(normalisePhoneInput('07 900-000 000 12')).toBe('79000000001');
    expect(normalisePhoneInput('0044')).toBe('44');
  });
});

describe('flight numbers (spec part 2 §5)', () => {
  it.each([
    ['', null],
    ['EZS1234', null],
    ['U2-12345', 'Only letters, numbers and special characters (max 7 characters)'],
    ['LX 345', 'Only letters, numbers and special characters (max 7 characters)'],
    ['A#@!$%&', null],
  ])('%j gives %j', (value, message) => {
    expect(validateFlightNumber(value)).toBe(message);
  });
});

describe('extras rules (spec part 2 §2.3)', () => {
  it('offers flexi only on non-private transfers outside mode 3, and pets and rear/front seats only on private ones', () => {
    expect(extrasAllowed({ private: false, modeID: 1 })).toMatchObject({
      flexi: true,
      pet: false,
      rear: false,
      front: false,
      flightNumbers: true,
    });
    expect(extrasAllowed({ private: true, modeID: 1 })).toMatchObject({
      flexi: false,
      pet: true,
      rear: true,
      front: true,
    });
    expect(extrasAllowed({ private: false, modeID: 3 })).toMatchObject({
      flexi: false,
      flightNumbers: false,
    });
  });
});
