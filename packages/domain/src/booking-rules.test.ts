import { describe, expect, it } from 'vitest';
import {
  allowedExtrasOnly,
  extrasAllowed,
  extrasRefusal,
  EXTRAS_REFUSALS,
  extrasCarriedTo,
  normalisePhoneInput,
  normaliseFlightNumber,
  validateFlightNumber,
  validatePersonalInfo,
} from './booking-rules.ts';
import { NO_EXTRAS, type Extras } from './extras.ts';

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
    expect(normalisePhoneInput('０７９ １２３')).toBe('79123');
  });
  it("a phone that still holds a half-typed dial code ('+41791') is 'Invalid Mobile'", () => {
    expect(validatePersonalInfo({ ...ok, phone: '+41791' })).toEqual({ phone: 'Invalid Mobile' });
  });
});

describe('flight numbers (spec part 2 §5)', () => {
  it("as typed on a phone: 'lx 345', a non-breaking space and full-width letters read as the number meant (ADR 017)", () => {
    expect(normaliseFlightNumber('lx 345')).toBe('LX345');
    expect(normaliseFlightNumber('EZS\u00a01234')).toBe('EZS1234');
    expect(normaliseFlightNumber('ＥＺＳ１２３４')).toBe('EZS1234');
    expect(validateFlightNumber(normaliseFlightNumber('ezs 1234'))).toBeNull();
    expect(validateFlightNumber(normaliseFlightNumber('U2-12345'))).not.toBeNull();
  });

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

describe('extras the transfer cannot carry are refused (spec part 2 §2.3, §2.3)', () => {
  const none = { flexi: 0, pets: 0, seatsR: 0, seatsF: 0 };
  const shared = { private: false, modeID: 1 };
  const privateCar = { private: true, modeID: 1 };
  it('flexi on a private transfer or in connection mode 3 is refused; on a shared flight transfer it is not', () => {
    expect(extrasRefusal({ ...none, flexi: 1 }, privateCar)).toBe(EXTRAS_REFUSALS.flexi);
    expect(extrasRefusal({ ...none, flexi: 1 }, { private: false, modeID: 3 })).toBe(EXTRAS_REFUSALS.flexi);
    expect(extrasRefusal({ ...none, flexi: 1 }, shared)).toBeNull();
  });
  it('pets, rear- and front-facing seats on a shared transfer are refused; on a private one they are not', () => {
    expect(extrasRefusal({ ...none, pets: 1 }, shared)).toBe(EXTRAS_REFUSALS.pet);
    expect(extrasRefusal({ ...none, seatsR: 2 }, shared)).toBe(EXTRAS_REFUSALS.seats);
    expect(extrasRefusal({ ...none, seatsF: 1 }, shared)).toBe(EXTRAS_REFUSALS.seats);
    expect(extrasRefusal({ flexi: 0, pets: 1, seatsR: 1, seatsF: 1 }, privateCar)).toBeNull();
    expect(extrasRefusal(none, shared)).toBeNull();
  });
});

describe('saved extras the transfer cannot carry are dropped (spec part 2 §2.3)', () => {
  it('a pet and seats kept from a private journey are 0 on a shared one; flexi is 0 on a private one', () => {
    const saved = { flexi: 1 as const, pet: 1, rear: 2, front: 1, ski: 3 };
    expect(allowedExtrasOnly(saved, { private: false, modeID: 1 })).toEqual({
      ...saved,
      pet: 0,
      rear: 0,
      front: 0,
    });
    expect(allowedExtrasOnly(saved, { private: true, modeID: 1 })).toEqual({ ...saved, flexi: 0 });
    const fine = { flexi: 0 as const, pet: 0, rear: 0, front: 0 };
    expect(allowedExtrasOnly(fine, { private: false, modeID: 3 })).toBe(fine);
  });
});

describe('extras carried to another departure: what is still valid stays (spec part 2 §2.3; ADR 017 gaps filled)', () => {
  const chosen: Extras = {
    ...NO_EXTRAS,
    largeBag: 3,
    ski: 2,
    bike: 1,
    pet: 1,
    rear: 1,
    booster: 1,
    flexi: 0,
  };

  it('private to shared: luggage, bikes and boosters stay; pets and rear-facing seats are dropped', () => {
    const carried = extrasCarriedTo(chosen, { private: false, modeID: 1 });
    expect(carried.extras).toEqual({ ...chosen, pet: 0, rear: 0 });
    expect(carried.dropped).toEqual(['pet', 'rear']);
  });

  it('shared to private: flexi is dropped, everything else stays', () => {
    const shared: Extras = { ...NO_EXTRAS, largeBag: 2, flexi: 1 };
    const carried = extrasCarriedTo(shared, { private: true, modeID: 1 });
    expect(carried.extras).toEqual({ ...shared, flexi: 0 });
    expect(carried.dropped).toEqual(['flexi']);
  });

  it('a count above its enforced maximum is lowered to it and named', () => {
    const carried = extrasCarriedTo({ ...NO_EXTRAS, booster: 120 }, { private: true, modeID: 1 });
    expect(carried.extras.booster).toBe(99);
    expect(carried.dropped).toEqual(['booster']);
  });

  it('nothing to drop: the same extras, none named', () => {
    const carried = extrasCarriedTo(chosen, { private: true, modeID: 2 });
    expect(carried).toEqual({ extras: chosen, dropped: [] });
  });
});
