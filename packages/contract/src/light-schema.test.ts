import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import * as s from './light-schema.ts';

/** Each light schema beside the zod schema it stands for, and values to try both on. */
const base = s.object({ id: s.int(), name: s.string(), note: s.nullable(s.string()) });
const zBase = z.object({ id: z.number().int(), name: z.string(), note: z.string().nullable() });
const cases: { name: string; light: s.Parser<unknown>; zod: z.ZodType; values: unknown[] }[] = [
  { name: 'string', light: s.string(), zod: z.string(), values: ['a', '', 1, null, undefined] },
  { name: 'number', light: s.number(), zod: z.number(), values: [1, 1.5, -0, NaN, Infinity, '1', null] },
  {
    name: 'int',
    light: s.int(),
    zod: z.number().int(),
    values: [1, -3, 1.5, 2 ** 53, '1', NaN],
  },
  {
    name: 'positive int',
    light: s.int({ positive: true }),
    zod: z.number().int().positive(),
    values: [1, 0, -1, 2.5],
  },
  { name: 'boolean', light: s.boolean(), zod: z.boolean(), values: [true, false, 0, 'true'] },
  { name: 'literal', light: s.literal(1), zod: z.literal(1), values: [1, 2, '1'] },
  { name: 'enum', light: s.enumOf(['a', 'b']), zod: z.enum(['a', 'b']), values: ['a', 'b', 'c', null] },
  {
    name: 'union',
    light: s.union([s.literal(0), s.literal(1)]),
    zod: z.union([z.literal(0), z.literal(1)]),
    values: [0, 1, 2, '0'],
  },
  {
    name: 'array',
    light: s.array(s.int()),
    zod: z.array(z.number().int()),
    values: [[], [1, 2], [1, 'x'], { 0: 1 }, null],
  },
  {
    name: 'object (unknown keys dropped)',
    light: base,
    zod: zBase,
    values: [
      { id: 1, name: 'a', note: null },
      { id: 1, name: 'a', note: 'n', extra: true },
      { id: 1, name: 'a' },
      { id: '1', name: 'a', note: null },
      [],
      null,
    ],
  },
  {
    name: 'partial',
    light: s.partial(base),
    zod: zBase.partial(),
    values: [{}, { id: 2 }, { id: undefined, name: 'a' }, { id: 'x' }, { note: null, other: 1 }, 'x'],
  },
  {
    name: 'extend',
    light: s.extend(base, { ok: s.boolean() }),
    zod: zBase.extend({ ok: z.boolean() }),
    values: [
      { id: 1, name: 'a', note: null, ok: true },
      { id: 1, name: 'a', note: null },
    ],
  },
];

/** docs/architecture.md §5: the first page checks with light schemas; they must judge as zod does. */
describe('light-schema: the same verdicts and values as zod', () => {
  it.each(cases)('$name accepts, refuses and returns what zod does', ({ light, zod, values }) => {
    for (const value of values) {
      const [a, b] = [light.safeParse(value), zod.safeParse(value)];
      expect({ value, success: a.success }).toEqual({ value, success: b.success });
      if (a.success && b.success) expect(a.data).toEqual(b.data);
    }
  });

  it('parse returns the value or throws an error naming where it failed', () => {
    const schema = s.object({ groups: s.array(s.object({ id: s.int() })) });
    expect(schema.parse({ groups: [{ id: 1 }] })).toEqual({ groups: [{ id: 1 }] });
    expect(() => schema.parse({ groups: [{ id: 1 }, { id: 'x' }] })).toThrow(
      'groups[1].id: expected an integer',
    );
  });

  it('infers the types zod infers', () => {
    expectTypeOf<s.Infer<typeof base>>().toEqualTypeOf<z.infer<typeof zBase>>();
    expectTypeOf<s.Infer<ReturnType<typeof s.partial<typeof base.shape>>>>().toEqualTypeOf<
      z.infer<ReturnType<typeof zBase.partial>>
    >();
  });
});
