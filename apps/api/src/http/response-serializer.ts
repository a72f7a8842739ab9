import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import fastJson from 'fast-json-stringify';
import { $ZodType } from 'zod/v4/core';
import { z } from 'zod';

/**
 * Response serialization compiled from the contract (docs/architecture.md §5). Each route's zod response
 * schema is turned once, at start-up, into a JSON Schema (zod's `z.toJSONSchema`, the output
 * side) and compiled by fast-json-stringify into a function that writes exactly the schema's
 * properties: keys the schema does not name (an internal column, a password hash) are left out,
 * as zod's default "strip" left them out, but without a zod parse of every answer.
 *
 * What differs from a zod parse: an object's optional keys come after its required ones (same
 * JSON value, other key order); values are not validated (the service's types are the check),
 * so a wrong type is coerced rather than refused; a missing required property still throws
 * (answered 500 by the error handler). Schemas zod cannot express in JSON Schema (dates,
 * transforms) become `{}` and are written with JSON.stringify, as before.
 */

type JsonSchema = Record<string, unknown>;

const SCALARS = new Set(['string', 'number', 'integer', 'boolean', 'null']);

/** A schema that only says "a value of these scalar types" (a literal, an enum, a nullable scalar). */
function scalarTypes(schema: unknown): string[] | null {
  if (!schema || typeof schema !== 'object') return null;
  const s = schema as JsonSchema;
  if (s.properties || s.items || s.anyOf || s.oneOf || s.allOf || s.$ref) return null;
  const types = [s.type ?? []].flat() as string[];
  return types.length > 0 && types.every((t) => SCALARS.has(t)) ? types : null;
}

/**
 * Rewrites zod's JSON Schema into the forms fast-json-stringify writes fastest and most like a
 * zod parse: `anyOf` of scalars (literal unions, nullable scalars) becomes a type list;
 * `anyOf: [X, null]` becomes X with "null" added to its types (no per-value Ajv check); and
 * `additionalProperties: false` is dropped, since fast-json-stringify leaves unnamed keys out
 * anyway, and an Ajv check of a union branch must not fail on them (zod stripped them).
 */
export function forSerializer(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(forSerializer);
  if (!schema || typeof schema !== 'object') return schema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema as JsonSchema)) {
    if (key === 'additionalProperties' && value === false) continue;
    out[key] = forSerializer(value);
  }
  const anyOf = out.anyOf as unknown[] | undefined;
  if (Array.isArray(anyOf)) {
    const all = anyOf.map(scalarTypes);
    if (all.every((t) => t !== null)) {
      const types = [...new Set(all.flat())];
      delete out.anyOf;
      out.type = types.includes('number') ? types.filter((t) => t !== 'integer') : types;
      return out;
    }
    const notNull = anyOf.filter((b) => (b as JsonSchema).type !== 'null');
    const only = notNull[0] as JsonSchema | undefined;
    if (anyOf.length === 2 && notNull.length === 1 && only && typeof only.type === 'string') {
      delete out.anyOf;
      return { ...out, ...only, type: [only.type, 'null'] };
    }
  }
  return out;
}

/** The JSON Schema (draft-07) of what `schema` outputs, as the serializer uses it. */
export function serializerJsonSchema(schema: $ZodType): unknown {
  return forSerializer(
    z.toJSONSchema(schema, { io: 'output', target: 'draft-07', unrepresentable: 'any', reused: 'inline' }),
  );
}

/** The serializers compiled in this process, by zod schema (the contract's schemas are singletons). */
const compiled = new WeakMap<$ZodType, (data: unknown) => string>();
/** The same, by the text of the JSON Schema they were compiled from (a few dozen, kept for the process). */
const compiledByText = new Map<string, (data: unknown) => string>();

/**
 * Compiles `schema` (zod) into a function writing a value as the contract's JSON (see above).
 * Compiled once per schema and process: a serializer is a pure function of its schema, so every
 * app built in the process (the API tests build one per test or per model run) shares it; half
 * of building the app was compiling them (docs/architecture.md §5, per-request work done once).
 */
export function compileResponseSerializer(schema: $ZodType): (data: unknown) => string {
  let serialize = compiled.get(schema);
  if (!serialize) {
    // a schema made anew per app (an inline z.object of a route) is found by its JSON Schema text
    const jsonSchema = serializerJsonSchema(schema);
    const text = JSON.stringify(jsonSchema);
    serialize = compiledByText.get(text);
    if (!serialize) {
      serialize = fastJson(jsonSchema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
      compiledByText.set(text, serialize);
    }
    compiled.set(schema, serialize);
  }
  return serialize;
}

/**
 * Fastify serializer compiler (app.setSerializerCompiler) for zod response schemas, in place of
 * fastify-type-provider-zod's, which parsed every answer with zod. A schema that is not zod
 * (a plain JSON Schema) is compiled as it is.
 */
export const responseSerializerCompiler: FastifySerializerCompiler<unknown> = ({ schema }) => {
  if (schema instanceof $ZodType) return compileResponseSerializer(schema);
  const inner = (schema as { properties?: unknown } | null)?.properties;
  if (inner instanceof $ZodType) return compileResponseSerializer(inner);
  return fastJson(schema as Parameters<typeof fastJson>[0]) as (data: unknown) => string;
};
