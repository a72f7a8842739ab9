import fc from 'fast-check';
import { z } from 'zod';

/**
 * fast-check arbitraries of hostile HTTP input (ADR 012), used by
 * endpoints.fuzz.test.ts. Bodies and queries follow the route's own zod schema most of the time
 * (so that a request gets past validation to the service and SQL with ONE hostile field), and
 * otherwise are wrong types, NUL bytes, ids around 2^31, long and deep values, unknown fields.
 */

/** A JSON Schema node, as z.toJSONSchema writes it (the parts read here). */
interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
  additionalProperties?: JsonSchema | boolean;
}

/** A value nested `depth` levels deep ([[[...]]] or {"a":{"a":...}}), built without recursion. */
function nested(depth: number, asObject: boolean): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = asObject ? { a: value } : [value];
  return value;
}

/** Strings a schema does not expect: NUL, ids as text, long, unicode, lone surrogates, SQL-ish. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '',
    '\u0000',
    '\u0000abc',
    'a\u0000b',
    '2147483648',
    '-1',
    '0',
    '1e3',
    '9'.repeat(30),
    "' or 1=1 --",
    '%00',
    '\ud800',
    '😀'.repeat(50),
    ' ',
    'null',
  ),
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({ maxLength: 20 }).map((s) => `${s}\u0000${s}`),
  fc.integer({ min: 200, max: 5000 }).map((n) => 'x'.repeat(n)),
);

/** Numbers a schema does not expect: around 2^31, 2^53, negative, fractional, huge. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    2 ** 31,
    2 ** 31 - 1,
    2 ** 31 + 1,
    2 ** 32,
    -(2 ** 31) - 1,
    2 ** 53,
    2 ** 63,
    -1,
    0,
    0.5,
    1e308,
    -0,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.bigInt({ min: -(2n ** 70n), max: 2n ** 70n }).map(Number),
);

/** Any wrong value: a hostile string or number, a wrong type, a deep or long structure. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: hostileString, weight: 3 },
  { arbitrary: hostileNumber, weight: 3 },
  { arbitrary: fc.constantFrom(null, true, false, [], {}, [1], { a: null }, ['\u0000']), weight: 2 },
  { arbitrary: fc.jsonValue({ maxDepth: 3 }), weight: 2 },
  {
    arbitrary: fc.integer({ min: 30, max: 3000 }).chain((d) => fc.boolean().map((o) => nested(d, o))),
    weight: 1,
  },
  { arbitrary: fc.array(fc.integer(), { minLength: 100, maxLength: 2000 }), weight: 1 },
);

/**
 * A value that fits `schema` (JSON Schema) more or less: every value is hostile one time in six,
 * so that a body of a few fields often gets past validation with one bad leaf or none.
 */
export function valueFor(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  const fitting = fittingValue(schema ?? {}, depth);
  return fc.oneof({ arbitrary: fitting, weight: 5 }, { arbitrary: hostileValue, weight: 1 });
}

function fittingValue(schema: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 6) return fc.jsonValue({ maxDepth: 1 });
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((s) => fittingValue(s, depth + 1)));
  if (schema.allOf?.length) return fittingValue(schema.allOf[0]!, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const properties = schema.properties ?? {};
      const shaped = fc.record(
        Object.fromEntries(
          Object.entries(properties).map(([k, s]) => [
            k,
            /password/i.test(k) ? passwordValue(valueFor(s, depth + 1)) : valueFor(s, depth + 1),
          ]),
        ),
        { requiredKeys: (schema.required ?? []).filter((k) => k in properties) },
      );
      const extra = fc.dictionary(fc.oneof(fc.string({ maxLength: 8 }), hostileString), hostileValue, {
        maxKeys: 3,
      });
      return fc.oneof(
        { arbitrary: shaped, weight: 4 },
        { arbitrary: fc.tuple(shaped, extra).map(([a, b]) => ({ ...b, ...a })), weight: 1 },
      );
    }
    case 'array': {
      if (schema.prefixItems) return fc.tuple(...schema.prefixItems.map((s) => valueFor(s, depth + 1)));
      return fc.array(valueFor(schema.items, depth + 1), { maxLength: Math.min(schema.maxItems ?? 3, 4) });
    }
    case 'string':
      return stringFor(schema);
    case 'integer':
    case 'number':
      return fc.oneof(
        fc.integer({ min: Math.max(schema.minimum ?? 0, -1e6), max: Math.min(schema.maximum ?? 20, 1e6) }),
        fc.integer({ min: 1, max: 12 }),
      );
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/**
 * A password field: mostly under the 8 characters the server asks for, so that only one request
 * in ten pays for scrypt (N = 2^17, about 0.3 s each) and the run stays short.
 */
function passwordValue(fitting: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> {
  return fc.oneof({ arbitrary: fc.string({ maxLength: 7 }), weight: 9 }, { arbitrary: fitting, weight: 1 });
}

function stringFor(schema: JsonSchema): fc.Arbitrary<string> {
  if (schema.format === 'email')
    return fc.oneof(
      fc
        .tuple(fc.stringMatching(/^[a-z0-9.]{1,12}$/), fc.constantFrom('example.com', 'b.ch'))
        .map(([user, domain]) => `${user}@${domain}`),
      fc.emailAddress(),
    );
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern));
    } catch {
      // a pattern fast-check cannot generate from: fall through to plain strings
    }
  }
  const max = Math.min(schema.maxLength ?? 40, 200);
  const min = Math.min(schema.minLength ?? 0, max);
  return fc.string({ minLength: min, maxLength: max });
}

/** The JSON Schema (input side) of a route's zod schema part, or undefined. */
export function jsonSchemaOf(part: unknown): JsonSchema | undefined {
  if (!(part instanceof z.ZodType)) return undefined;
  try {
    return z.toJSONSchema(part, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  } catch {
    return undefined;
  }
}

/** A value as text: strings as they are, anything else as JSON (null-prototype objects included). */
export const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

/** Percent-encodes a string; a lone surrogate (which encodeURIComponent refuses) becomes %ED%A0%80. */
export function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return encodeURIComponent(s.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80';
  }
}

/** A path parameter as sent in the URL (already encoded, or deliberately malformed). */
export const pathParam: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.integer({ min: 1, max: 30 }).map(String), weight: 3 },
  {
    arbitrary: fc.constantFrom(
      '2147483648',
      '2147483647',
      '4294967296',
      '9007199254740993',
      '99999999999999999999',
      '-1',
      '0',
      '1.5',
      '1e3',
      '0x10',
      'NaN',
      '%00',
      'a%00b',
      '%',
      '%%',
      '%zz',
      '%0',
      '%C0%AF',
      '%FF%FE',
      '%E2%82',
      '%2F',
      '..',
      '%2e%2e%2f',
      '%20',
    ),
    weight: 3,
  },
  { arbitrary: fc.bigInt({ min: -(2n ** 80n), max: 2n ** 80n }).map(String), weight: 1 },
  { arbitrary: hostileString.map(encode), weight: 2 },
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }).map(encode), weight: 1 },
  { arbitrary: fc.integer({ min: 90, max: 400 }).map((n) => 'A'.repeat(n)), weight: 1 },
  { arbitrary: fc.stringMatching(/^[A-Za-z0-9%._~-]{0,20}$/), weight: 1 },
);

/** A query string (without '?') built from `schema`'s keys and stray ones, or raw garbage. */
export function queryFor(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const keys = Object.keys(schema?.properties ?? {});
  const value = fc.oneof(
    { arbitrary: fc.jsonValue({ maxDepth: 0 }).map(asText), weight: 1 },
    ...Object.values(schema?.properties ?? {}).map((s) => ({
      arbitrary: fittingValue(s, 5).map(asText),
      weight: 2,
    })),
    { arbitrary: hostileString, weight: 2 },
    { arbitrary: pathParam.map(decodeOrKeep), weight: 1 },
  );
  const key = keys.length
    ? fc.oneof(fc.constantFrom(...keys), fc.string({ maxLength: 6 }))
    : fc.string({ maxLength: 6 });
  const pairs = fc
    .array(fc.tuple(key, value), { maxLength: 4 })
    .map((list) => list.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'));
  const garbage = fc.constantFrom(
    '%',
    '%zz=1',
    '%00=%00',
    'a[b]=1',
    'a=1&a=2',
    '&&&',
    '=',
    'email=%E0%A4%A',
    ';;',
  );
  return fc.oneof(
    { arbitrary: pairs, weight: 5 },
    { arbitrary: garbage, weight: 1 },
    { arbitrary: fc.tuple(pairs, garbage).map(([a, b]) => `${a}&${b}`), weight: 1 },
  );
}

function decodeOrKeep(s: string): string {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
}
