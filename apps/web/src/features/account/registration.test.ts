import { describe, expect, it } from 'vitest';
import { normaliseMobile, registrationPayload } from './registration.ts';

const filled = {
  name: '  Ada   Lovelace King ',
  email: 'ada@example.com',
  mobile: '+41 79 123 45 67',
  password: 'correct horse',
  confirmPassword: 'correct horse',
};

describe('register payload (spec part 1 §3, §5)', () => {
  it('firstName is the first word of the name and lastName the second', () => {
    expect(registrationPayload(filled)).toEqual({
      brandID: 1,
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      mobile: '+41791234567',
      password: 'correct horse',
    });
  });

  it('is null (nothing is sent) unless name, e-mail, mobile and password are present and the passwords are equal', () => {
    for (const field of ['name', 'email', 'mobile', 'password'] as const) {
      expect(
        registrationPayload({ ...filled, [field]: ' '.repeat(field === 'password' ? 0 : 2) }),
      ).toBeNull();
    }
    expect(registrationPayload({ ...filled, confirmPassword: 'correct horsE' })).toBeNull();
  });
});

describe('a mobile typed or pasted on a phone (Register, Account Details)', () => {
  it("full-width digits, non-breaking spaces and a national '(0)' come out as the number meant", () => {
    expect(normaliseMobile('+41\u00a079\u00a0123\u00a045\u00a067')).toBe('+41791234567');
    expect(normaliseMobile('＋４１ ７９ １２３ ４５ ６７')).toBe('+41791234567');
    expect(normaliseMobile('+41 (0)79 123 45 67')).toBe('+41791234567');
    expect(normaliseMobile('0041 79 123 45 67')).toBe('+41791234567');
  });
});
