import { describe, expect, it } from 'vitest';
import { readPhoneEntry } from './phone-entry.ts';

describe('the Phone Number field reads numbers as typed or pasted on phones (spec part 2 §2.2: digits only, max 11)', () => {
  it.each([
    ['+41 79 123 45 67', '791234567', 'CH'],
    ['0041 79 123 45 67', '791234567', 'CH'],
    ['+41 (0)79 123 45 67', '791234567', 'CH'],
    ['+41\u00a079\u00a0123\u00a045\u00a067', '791234567', 'CH'],
    ['＋４１ ７９ １２３ ４５ ６７', '791234567', 'CH'],
    ['+44 7700 900123', '7700900123', 'GB'],
    ['+33 6 12 34 56 78', '612345678', 'FR'],
  ])(
    '%s pasted keeps the national number %s and chooses %s, never doubling the dial code',
    (typed, phone, country) => {
      expect(readPhoneEntry(typed)).toEqual({ phone, country, cut: false });
    },
  );

  it.each([
    ['079 123 45 67', '791234567'],
    ['079\u00a0123\u00a045\u00a067', '791234567'],
    ['０７９ １２３ ４５ ６７', '791234567'],
    ['079-123.45/67', '791234567'],
  ])('%s (a national number) keeps %s, the leading zero removed (spec part 2 §5)', (typed, phone) => {
    expect(readPhoneEntry(typed)).toEqual({ phone, country: null, cut: false });
  });

  it('says when digits beyond the 11th were dropped instead of dropping them silently', () => {
    expect(readPhoneEntry('7900 1234 5678 9')).toEqual({ phone: '79001234567', country: null, cut: true });
    expect(readPhoneEntry('79001234567').cut).toBe(false);
  });

  it("a dial code still being typed stays as typed ('+41 7'), so the traveller can finish it", () => {
    expect(readPhoneEntry('+')).toEqual({ phone: '+', country: null, cut: false });
    expect(readPhoneEntry('+41 7')).toEqual({ phone: '+417', country: null, cut: false });
  });
});
