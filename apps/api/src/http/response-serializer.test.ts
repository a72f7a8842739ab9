import {
  envelope,
  ErrorSchema,
  LocationSchema,
  QuoteSearchResponseSchema,
  QuoteSchema,
} from '@alpine/contract';
import Fastify from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compileResponseSerializer, responseSerializerCompiler } from './response-serializer.ts';

const quote = {
  quoteID: 'body.sig',
  expiresAt: '2026-12-01T10:00:00.000Z',
  brand: { brandID: 1 },
  journey: {
    product: 'shared_door',
    private: false,
    upgrade: false,
    fixed: false,
    pax: 2,
    time: '10:30',
    date: '2026-12-24',
    duration: 5400,
    seatsLeft: 7,
  },
  fare: { price: 59.5, currency: 'EUR' },
  origin: { locationID: 1, locationName: 'Geneva Airport', areaID: 1 },
  destination: { locationID: 10, locationName: 'Chamonix', areaID: 3 },
  connection: { date: '2026-12-24', time: '10:30', modeID: 1 },
  customer: null,
  partner: { partnerID: 4, name: 'Ski Club' },
  payment: { card: true, invoice: false },
  promotion: { promotionID: 2, code: 'SKI10', percentage: 10, price: null },
  notices: ['Fewer than 8 seats left', 'Quote "é" \u2028 <script>'],
  status: { statusID: 2 },
} as const;

const location = {
  locationID: 1,
  name: 'Geneva Airport',
  city: 'Geneve',
  country: 'CH',
  timeZone: 'Europe/Zurich',
  kind: 'airport',
  areaID: 1,
  latitude: 46.2381,
  longitude: 6.109,
  addressAtOrigin: false,
  addressAtDestination: true,
} as const;

describe('response serializer compiled from the contract (issue 9 §6)', () => {
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
});
