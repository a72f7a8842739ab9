import {
  envelope,
  ErrorSchema,
  listEnvelope,
  LocationSchema,
  QuoteSearchResponseSchema,
  QuoteSchema,
} from '@alpine/contract';
import { sampleLocation, sampleQuote } from '@alpine/contract/test-kit';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../test/helper.ts';
import { compileResponseSerializer, responseSerializerCompiler } from './response-serializer.ts';

/** The contract's sample quote, with another product and notices that need escaping in JSON. */
const quote = {
  ...sampleQuote,
  journey: { ...sampleQuote.journey, product: 'shared_door', fixed: false },
  fare: { price: 59.5, currency: 'EUR' },
  notices: ['Fewer than 8 seats left', 'Quote "é" \u2028 <script>'],
} as const;

const location = sampleLocation;

describe('response serializer compiled from the contract (docs/architecture.md §5)', () => {
  it('writes the same bytes as JSON.stringify of a zod parse (quotes, nulls, decimals, escapes)', () => {
    const body = {
      data: [[quote, { ...quote, customer: { customerID: 9 }, partner: null, promotion: null }], []],
    };
    expect(compileResponseSerializer(QuoteSearchResponseSchema)(body)).toBe(
      JSON.stringify(QuoteSearchResponseSchema.parse(body)),
    );
    const locations = envelope(z.array(LocationSchema));
    expect(compileResponseSerializer(locations)({ data: [location] })).toBe(
      JSON.stringify(locations.parse({ data: [location] })),
    );
  });

  it('leaves out keys the contract does not name, at every depth (an internal column never leaks)', () => {
    const leaky = {
      ...quote,
      passwordHash: 'scrypt$secret',
      journey: { ...quote.journey, timetableID: 77 },
      partner: { ...quote.partner, invoiceEmail: 'accounts@club.example' },
      promotion: { ...quote.promotion, usesLeft: 3 },
    };
    const json = compileResponseSerializer(QuoteSchema)(leaky);
    expect(json).not.toMatch(/passwordHash|scrypt|timetableID|invoiceEmail|usesLeft/);
    expect(JSON.parse(json)).toEqual(QuoteSchema.parse(leaky));
    const withColumn = { ...location, created_at: '2026-01-01', secret_note: 'x' };
    expect(Object.keys(JSON.parse(compileResponseSerializer(LocationSchema)(withColumn)))).toEqual(
      Object.keys(location),
    );
  });

  it('keeps optional fields absent and nullable unions of literals as they are (optional keys last)', () => {
    const schema = z.object({
      a: z.string().optional(),
      b: z.union([z.literal(1), z.literal(2)]).nullable(),
      c: z.number().nullable(),
    });
    const write = compileResponseSerializer(schema);
    expect(write({ b: null, c: 1.25 })).toBe('{"b":null,"c":1.25}');
    expect(write({ a: 'x', b: 2, c: null, d: 'hidden' })).toBe('{"b":2,"c":null,"a":"x"}');
  });

  it('a route answers only the fields of its response schema, and 4xx bodies too', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(responseSerializerCompiler);
    app.get(
      '/location',
      { schema: { response: { 200: envelope(LocationSchema), 404: ErrorSchema } } },
      async (request, reply) => {
        const row = { ...location, password_hash: 'scrypt$x', internal_notes: 'do not show' };
        if ((request.query as { missing?: string }).missing)
          return reply
            .status(404)
            .send({ error: 'not_found', error_description: 'No such location.', stack: 'at x' } as never);
        return { data: row };
      },
    );
    const ok = await app.inject('/location');
    expect(ok.json()).toEqual({ data: location });
    expect(ok.body).not.toMatch(/password_hash|internal_notes/);
    const missing = await app.inject('/location?missing=1');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ error: 'not_found', error_description: 'No such location.' });
    await app.close();
  });

  it('gives every route the same answer schemas in each app built, so each is compiled once per process', async () => {
    const first = await buildTestApp();
    const second = await buildTestApp();
    try {
      const before = first.app.registeredRoutes;
      const after = second.app.registeredRoutes;
      expect(after.map((r) => `${r.method} ${r.url}`)).toEqual(before.map((r) => `${r.method} ${r.url}`));
      const withAnswers = before.filter((r) => r.responses);
      expect(withAnswers.length).toBeGreaterThan(40);
      for (const [i, route] of before.entries()) {
        const mine = (route.responses ?? {}) as Record<string, unknown>;
        const theirs = (after[i]!.responses ?? {}) as Record<string, unknown>;
        expect(Object.keys(theirs), route.url).toEqual(Object.keys(mine));
        for (const status of Object.keys(mine)) {
          expect(theirs[status], `${route.method} ${route.url} ${status}`).toBe(mine[status]);
        }
      }
    } finally {
      await first.close();
      await second.close();
    }
  });

  it('listEnvelope gives one schema object per item schema, writing { data: [...] }', () => {
    expect(listEnvelope(LocationSchema)).toBe(listEnvelope(LocationSchema));
    expect(listEnvelope(LocationSchema)).not.toBe(listEnvelope(QuoteSchema));
    expect(compileResponseSerializer(listEnvelope(LocationSchema))({ data: [location] })).toBe(
      JSON.stringify({ data: [LocationSchema.parse(location)] }),
    );
  });
});
