import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** An OpenAPI 3.0 Schema Object written by hand (a file body zod does not describe). */
export type OpenApiSchema = Record<string, unknown>;

/** In `answers`: this media type carries the route's own (zod) response schema of that status. */
export const RESPONSE_SCHEMA = 'response-schema';

declare module 'fastify' {
  interface FastifySchema {
    /**
     * The media types of the answers that are not (only) JSON, by status code: the OpenAPI
     * document lists exactly these for that status (OpenAPI 3.0 §4.7.17 Response Object
     * `content`), each with its schema or RESPONSE_SCHEMA. Statuses not named stay
     * `application/json`. Documentation only: Fastify and the serializer ignore it.
     */
    answers?: Record<number, Record<string, OpenApiSchema | typeof RESPONSE_SCHEMA>>;
  }
}

/** A binary file body (OpenAPI 3.0 §4.7.17: `type: string, format: binary`), e.g. application/pdf. */
export const FILE_BODY: OpenApiSchema = { type: 'string', format: 'binary' };

/** A CSV body (RFC 4180, UTF-8 with a byte-order mark, CRLF lines) as text/csv. */
export const CSV_BODY: OpenApiSchema = {
  type: 'string',
  description: 'RFC 4180 CSV, UTF-8 with a byte-order mark, CRLF line ends',
};

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type TransformOutput = ReturnType<typeof jsonSchemaTransform>;

/**
 * @fastify/swagger's `transform` (docs/architecture.md §10; the document served at /api/docs is generated
 * from the routes' zod schemas by fastify-type-provider-zod's jsonSchemaTransform), plus the routes'
 * `answers`: the statuses they name get an explicit `content` map, which @fastify/swagger copies as it is, so
 * a PDF is `application/pdf` (binary) and a CSV `text/csv` instead of a JSON string. Request body
 * media types come from Fastify's own `consumes` (the token call: JSON and form-encoded).
 */
export function openapiTransform(input: TransformInput): TransformOutput {
  const out = jsonSchemaTransform(input);
  const { answers, ...schema } = (out.schema ?? {}) as Record<string, unknown> & {
    answers?: Record<string, Record<string, OpenApiSchema | typeof RESPONSE_SCHEMA>>;
    response?: Record<string, OpenApiSchema>;
  };
  if (!answers) return out;
  const response = { ...schema.response };
  for (const [status, media] of Object.entries(answers)) {
    const own = response[status] ?? {};
    const content = Object.fromEntries(
      Object.entries(media).map(([type, body]) => [type, { schema: body === RESPONSE_SCHEMA ? own : body }]),
    );
    response[status] = { description: own.description ?? 'Default Response', content };
  }
  return { ...out, schema: { ...schema, response } } as TransformOutput;
}
