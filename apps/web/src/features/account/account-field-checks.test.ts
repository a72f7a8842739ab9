import { CreateCustomerSchema, EmailSchema, MobileSchema } from '@alpine/contract';
import { describe, expect, it } from 'vitest';
import { emailCheck, fullNameCheck, mobileCheck, nameCheck } from './account-field-checks.ts';
import { normaliseMobile } from './registration.ts';

const mobiles = [
  '+33 6 12 34 56 78',
  '0033 6 12 34 56 78',
  '+41 (79) 123-45-67',
  '+447900000000',
  '06 12 34 56 78',
  '612345678',
  '+33 6',
  'abc',
  '+1234567890123456',
  '+123456',
  '+1234567',
  '',
];
const emails = [
  'lea@example.fr',
  'a.b+c@sub.example.co.uk',
  'nobody',
  'a b@example.com',
  'x@y',
  '@example.com',
  'é@exemple.fr',
];

describe('Register and Account Details check what the API would refuse, in the page language (docs/architecture.md §6)', () => {
  it('a mobile passes exactly when the contract accepts its normalised form', () => {
    for (const m of mobiles) {
      expect(mobileCheck(m) === null, m).toBe(MobileSchema.safeParse(normaliseMobile(m)).success);
    }
    expect(mobileCheck('06 12 34 56 78')).toBe('account.checks.mobile');
  });

  it('an e-mail the contract accepts is never refused; one plainly not an address is', () => {
    for (const e of emails) if (EmailSchema.safeParse(e).success) expect(emailCheck(e), e).toBeNull();
    expect(emailCheck('nobody')).toBe('account.checks.email');
    expect(emailCheck('a b@example.com')).toBe('account.checks.email');
  });

  it('the one Name field needs a first and a last name of 2 characters or more, as the contract does', () => {
    expect(fullNameCheck('Madonna')).toBe('account.checks.nameBoth');
    expect(fullNameCheck('Jo B')).toBe('account.checks.nameShort');
    expect(fullNameCheck('  Léa   Martin ')).toBeNull();
    const base = { brandID: 1, email: 'lea@example.fr', mobile: '+33612345678' };
    for (const [first, last] of [
      ['Léa', 'Martin'],
      ['L', 'Martin'],
      ['Léa', 'M'],
    ] as const) {
      const accepted = CreateCustomerSchema.safeParse({ ...base, firstName: first, lastName: last }).success;
      expect(fullNameCheck(`${first} ${last}`) === null).toBe(accepted);
      expect(nameCheck(first, 'first') === null && nameCheck(last, 'last') === null).toBe(accepted);
    }
  });
});
