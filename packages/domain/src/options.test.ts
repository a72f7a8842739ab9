import { describe, expect, it } from 'vitest';
import { buildOptions, optionTypeOf, resultsMessage, type QuoteLike } from './options.ts';
import { MESSAGES } from './messages.ts';

let n = 0;
function quote(
  kind: 'coach' | 'premium' | 'standard' | 'fixed' | 'door',
  time: string,
  over: Partial<QuoteLike['journey']> = {},
  price = 78,
): QuoteLike {
  const priv = kind === 'coach' || kind === 'premium' || kind === 'standard';
  return {
    quoteID: `q${++n}`,
    journey: {
      private: priv,
      upgrade: kind === 'premium',
      fixed: kind === 'fixed',
      pax: kind === 'coach' ? 40 : 2,
      time,
      date: '2026-12-19',
      duration: 4500,
      seatsLeft: priv ? null : 10,
      vehiclesLeft: priv ? 3 : null,
      ...over,
    },
    fare: { price, currency: 'EUR' },
    connection: { time: '10:30' },
    status: { statusID: kind === 'coach' ? 1 : 2 },
    notices: [],
  };
}

describe('option types derived from quotes, in card order (spec part 1 §3)', () => {
  it.each([
    [quote('coach', '10:30'), 'private_coach'],
    [quote('premium', '10:30'), 'private_premium'],
    [quote('standard', '10:30'), 'private_standard'],
    [quote('fixed', '11:00'), 'shared_fixed'],
    [quote('door', '11:00'), 'shared_door'],
  ])('%# classifies as %s', (q, type) => {
    expect(optionTypeOf(q)).toBe(type);
  });

  it('puts private cards in the order coach, premium, standard and shared in fixed, door to door', () => {
    const out = [
      quote('door', '11:00'),
      quote('standard', '10:30'),
      quote('fixed', '11:00'),
      quote('premium', '11:00'),
    ];
    expect(buildOptions(out, null, 'private').map((o) => o.title)).toEqual([
      'premium private transfer',
      'standard private transfer',
    ]);
    expect(buildOptions(out, null, 'shared').map((o) => o.title)).toEqual([
      'shared fixed point transfers',
      'shared door to door transfers',
    ]);
  });
});

describe('rows (spec part 1 §3 "Row", §9)', () => {
  it('gives depart, duration HH:mm, arrival = departure + duration and seatPrice = price / pax, sorted by time', () => {
    const [card] = buildOptions([quote('fixed', '12:00'), quote('fixed', '11:00')], null, 'shared');
    expect(card!.go.map((r) => [r.depart, r.duration, r.arrival, r.seatPrice])).toEqual([
      ['11:00', '01:15', '12:15', 39],
      ['12:00', '01:15', '13:15', 39],
    ]);
  });

  it('keeps only the first return row for private trips above 32 passengers (spec part 1 §2.1)', () => {
    const back = [quote('coach', '10:00'), quote('coach', '10:30'), quote('coach', '11:00')];
    const [coach] = buildOptions([quote('coach', '10:30')], back, 'private');
    expect(coach!.back.map((r) => r.depart)).toEqual(['10:00']);
  });

  it('leaves out a card with no return row on a return search', () => {
    expect(buildOptions([quote('fixed', '11:00')], [], 'shared')).toEqual([]);
  });
});

describe('the messages of spec part 1 §8', () => {
  const priv = [quote('standard', '10:30')];
  const shared = [quote('fixed', '11:00')];
  it.each([
    ['no private transfers on the date', [] as QuoteLike[], null, 'private' as const, 2, MESSAGES.noPrivate],
    [
      'more than 50 passengers in private mode',
      [] as QuoteLike[],
      null,
      'private' as const,
      60,
      MESSAGES.privateOver50,
    ],
    ['only private available', priv, null, 'shared' as const, 2, MESSAGES.onlyPrivate],
    [
      'return shared view without return rows',
      [...priv, ...shared],
      priv,
      'shared' as const,
      2,
      MESSAGES.onlyPrivateReturn,
    ],
    ['nothing at all', [] as QuoteLike[], null, 'shared' as const, 2, MESSAGES.noTransfers],
    ['shared cards to choose from', shared, null, 'shared' as const, 2, null],
  ])('%s', (_n, out, back, mode, pax, message) => {
    expect(resultsMessage(out, back, mode, pax)).toBe(message);
  });

  it('uses the spec wording verbatim', () => {
    expect(MESSAGES.promoNotFound).toBe('Promo code not found');
    expect(MESSAGES.privateOver50).toBe(
      'Sorry, we have no private transfers for more than 50 passengers on this date.',
    );
    expect(MESSAGES.noPrivate).toBe(
      'NO PRIVATE TRANSFERS AVAILABLE: Sorry we have no private transfers on this date.',
    );
    expect(MESSAGES.onlyPrivate).toBe(
      'ONLY PRIVATE TRANSFERS AVAILABLE: Sorry we have no shared transfers on this date; please choose a standard private transfer.',
    );
  });
});
