import { describe, expect, it } from 'vitest';
import { DB_INT_MAX, EmailSchema, ID_MESSAGE, IdSchema, NUL_MESSAGE, text } from './common.ts';

describe('IdSchema: every id of the wire is a whole number from 1 to 2^31-1 (ADR 012)', () => {
  it.each([
    [1, 1],
    ['7', 7],
    ['00012', 12],
    [DB_INT_MAX, DB_INT_MAX],
    [String(DB_INT_MAX), DB_INT_MAX],
  ])('accepts %j as %d', (input, id) => {
    expect(IdSchema.parse(input)).toBe(id);
  });

  it.each([
    2 ** 31,
    '2147483648',
    '99999999999',
    2 ** 53,
    0,
    '0',
    -1,
    '-1',
    1.5,
    '1.5',
    '1e3',
    ' 5',
    '',
    'abc',
    true,
    null,
    [1],
    { id: 1 },
  ])('refuses %j with "must be a whole number from 1 to 2147483647"', (input) => {
    const result = IdSchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(new Set(result.error?.issues.map((i) => i.message))).toEqual(new Set([ID_MESSAGE]));
  });
});

describe('text(max): bounded strings without NUL (ADR 012)', () => {
  const name = text(80).trim().min(2);

  it.each(['\u0000abc', 'ab\u0000', '\u0000'])('refuses %j: "must not contain a NUL character"', (s) => {
    expect(name.safeParse(s).error?.issues.map((i) => i.message)).toContain(NUL_MESSAGE);
  });

  it('refuses a string over its maximum and accepts one at it, trimmed', () => {
    expect(name.safeParse('x'.repeat(81)).error?.issues[0]?.message).toBe('must be at most 80 characters');
    expect(name.parse(` ${'x'.repeat(78)} `)).toBe('x'.repeat(78));
  });

  it('EmailSchema refuses a NUL and an address over 254 characters', () => {
    expect(EmailSchema.safeParse('a\u0000@b.ch').success).toBe(false);
    expect(EmailSchema.safeParse(`${'a'.repeat(250)}@b.ch`).success).toBe(false);
    expect(EmailSchema.parse('ann@example.com')).toBe('ann@example.com');
  });
});
