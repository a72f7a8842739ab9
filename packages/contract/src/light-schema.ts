/**
 * A few hundred bytes of schema checks with zod's `safeParse` / `parse` shape, for the web's first
 * page, which may not carry zod (docs/architecture.md §5: classic zod is 50 kB and zod/mini 13 kB compressed,
 * a tenth of the home page's budget). What it parses it returns as a fresh value: objects keep only
 * their declared keys, as zod's do. Only the checks the first page needs: strings, numbers, safe
 * integers, booleans, literals, enums, nullable, arrays, objects, partial objects and unions.
 * Mirrors of contract schemas built with it live in light.ts and are tested against zod's.
 */

/** zod's answer shape, so that call sites take a zod schema or a light one alike. */
export type SafeParse<T> =
  { success: true; data: T; error?: undefined } | { success: false; data?: undefined; error: Error };

/** Anything with zod's safeParse: a zod schema or a light one. */
export interface Parser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error?: unknown };
}

/** A light schema of values of type T. */
export interface LightSchema<T> extends Parser<T> {
  safeParse(value: unknown): SafeParse<T>;
  /** The value parsed, or throws an Error naming the path of the first mismatch. */
  parse(value: unknown): T;
}

/** The type a light schema (or any Parser) produces. */
export type Infer<S> = S extends Parser<infer T> ? T : never;

/** Why a value does not fit: thrown inside a check, caught by safeParse. */
class Mismatch extends Error {}

/** A check returns the parsed value or throws Mismatch; `at` is the path for the message. */
type Check<T> = (value: unknown, at: string) => T;

function schema<T>(check: Check<T>): LightSchema<T> & { check: Check<T> } {
  const safeParse = (value: unknown): SafeParse<T> => {
    try {
      return { success: true, data: check(value, '') };
    } catch (error) {
      if (error instanceof Mismatch) return { success: false, error };
      throw error;
    }
  };
  return {
    check,
    safeParse,
    parse: (value) => {
      const result = safeParse(value);
      if (!result.success) throw result.error;
      return result.data;
    },
  };
}

type Light<T> = LightSchema<T> & { check: Check<T> };

const fail = (at: string, expected: string): never => {
  throw new Mismatch(`${at || 'value'}: expected ${expected}`);
};

const typed =
  <T>(kind: string, is: (v: unknown) => boolean): Check<T> =>
  (v, at) =>
    is(v) ? (v as T) : fail(at, kind);

/** A string. */
export const string = (): Light<string> => schema(typed('a string', (v) => typeof v === 'string'));
/** A finite number (zod's z.number() refuses NaN and Infinity too). */
export const number = (): Light<number> =>
  schema(typed('a number', (v) => typeof v === 'number' && Number.isFinite(v)));
/** A safe integer (zod's z.number().int()); `positive`: above 0. */
export const int = (options: { positive?: boolean } = {}): Light<number> =>
  schema(
    typed(options.positive ? 'a positive integer' : 'an integer', (v) => {
      return Number.isSafeInteger(v) && (!options.positive || (v as number) > 0);
    }),
  );
/** true or false. */
export const boolean = (): Light<boolean> => schema(typed('a boolean', (v) => typeof v === 'boolean'));
/** Exactly `expected`. */
export const literal = <const T extends string | number | boolean>(expected: T): Light<T> =>
  schema(typed(JSON.stringify(expected), (v) => v === expected));
/** One of `options`. */
export const enumOf = <const T extends readonly string[]>(options: T): Light<T[number]> =>
  schema(typed(options.join(' | '), (v) => options.includes(v as string)));
/** `inner` or null. */
export const nullable = <T>(inner: Light<T>): Light<T | null> =>
  schema((v, at) => (v === null ? null : inner.check(v, at)));
/** `inner` or undefined (zod's .optional()): a key a server before a deploy did not send yet. */
export const optional = <T>(inner: Light<T>): Light<T | undefined> =>
  schema((v, at) => (v === undefined ? undefined : inner.check(v, at)));
/** The first of `options` that fits. */
export const union = <const S extends readonly Light<unknown>[]>(options: S): Light<Infer<S[number]>> =>
  schema((v, at) => {
    for (const option of options) {
      const result = option.safeParse(v);
      if (result.success) return result.data as Infer<S[number]>;
    }
    return fail(at, 'one of the union');
  });
/** An array of `item`. */
export const array = <T>(item: Light<T>): Light<T[]> =>
  schema((v, at) =>
    Array.isArray(v) ? v.map((x, i) => item.check(x, `${at}[${i}]`)) : fail(at, 'an array'),
  );

type Shape = Record<string, Light<unknown>>;
type Output<S extends Shape> = { [K in keyof S]: Infer<S[K]> };
type Partial_<S extends Shape> = { [K in keyof S]?: Infer<S[K]> };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** An object with the keys of `shape` (others are dropped); `partial` makes each key optional. */
function objectOf<S extends Shape, O>(shape: S, optional: boolean): Light<O> & { shape: S } {
  const light = schema<O>((v, at) => {
    if (!isRecord(v)) return fail(at, 'an object');
    const out: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(shape)) {
      if (optional && v[key] === undefined) {
        if (key in v) out[key] = undefined;
        continue;
      }
      out[key] = field.check(v[key], at ? `${at}.${key}` : key);
    }
    return out as O;
  });
  return Object.assign(light, { shape });
}

/** An object of `shape`: each key required, unknown keys dropped (zod's z.object). */
export const object = <S extends Shape>(shape: S) => objectOf<S, Output<S>>(shape, false);
/** The same object with every key optional (zod's .partial()). */
export const partial = <S extends Shape>(of: { shape: S }) => objectOf<S, Partial_<S>>(of.shape, true);
/** `of` with more keys (zod's .extend()). */
export const extend = <S extends Shape, E extends Shape>(of: { shape: S }, more: E) =>
  object({ ...of.shape, ...more } as S & E);

/**
 * An object of the required keys of `shape` and the optional keys of `optional` (zod's keys marked
 * `.optional()`: `{ a: X; b?: Y }`); an optional key absent from the value stays absent. Unknown
 * keys are dropped.
 */
export const withOptional = <S extends Shape, P extends Shape>(shape: S, optional: P) => {
  type Out = { [K in keyof (Output<S> & Partial_<P>)]: (Output<S> & Partial_<P>)[K] };
  const required = objectOf<S, Output<S>>(shape, false);
  const rest = objectOf<P, Partial_<P>>(optional, true);
  return schema<Out>((v, at) => {
    const out = required.check(v, at) as Record<string, unknown>;
    const extra = rest.check(v, at) as Record<string, unknown>;
    for (const key of Object.keys(extra)) if (extra[key] !== undefined) out[key] = extra[key];
    return out as Out;
  });
};
