import { describe, expect, it } from 'vitest';
import { CANCELLATION_POLICY_TEXT, cancellationRefund } from './cancellation-policy.ts';

const travelAt = new Date('2027-02-20T09:30:00Z');
const daysBefore = (days: number, extraMs = 0) => new Date(travelAt.getTime() - days * 86_400_000 + extraMs);

describe('cancellation refund (ADR 007, spec part 2 §2.3)', () => {
  it.each([
    ['flexi: 100% well before travel', true, daysBefore(40), 100, 'flexi-full'],
    ['flexi: 100% exactly 7 days before travel', true, daysBefore(7), 100, 'flexi-full'],
    ['flexi: nothing one minute inside 7 days', true, daysBefore(7, 60_000), 0, 'flexi-none'],
    ['flexi: nothing the day before', true, daysBefore(1), 0, 'flexi-none'],
    ['standard: 100% exactly 30 days before travel', false, daysBefore(30), 100, 'standard-full'],
    ['standard: 50% one minute inside 30 days', false, daysBefore(30, 60_000), 50, 'standard-half'],
    ['standard: 50% exactly 7 days before travel', false, daysBefore(7), 50, 'standard-half'],
    ['standard: nothing inside 7 days', false, daysBefore(6), 0, 'standard-none'],
    ['nothing once departed (flexi)', true, daysBefore(0), 0, 'departed'],
    ['nothing once departed (standard)', false, daysBefore(-1), 0, 'departed'],
  ] as const)('%s', (_rule, flexi, now, percent, rule) => {
    const refund = cancellationRefund({ flexi, totalMinor: 12_345, travelAt, now });
    expect(refund).toEqual({
      percent,
      rule,
      refundMinor: Math.floor((12_345 * percent) / 100),
    });
  });
  it('rounds a half refund down to the minor unit', () => {
    expect(
      cancellationRefund({ flexi: false, totalMinor: 999, travelAt, now: daysBefore(10) }).refundMinor,
    ).toBe(499);
  });
  it('measures across the October DST change in absolute time', () => {
    const travel = new Date('2026-11-01T08:00:00Z');
    const now = new Date('2026-10-25T08:00:00Z');
    expect(cancellationRefund({ flexi: true, totalMinor: 100, travelAt: travel, now }).percent).toBe(100);
  });
  it('states each rule in the policy text', () => {
    const text = CANCELLATION_POLICY_TEXT.join('\n');
    expect(text).toContain('up to 7 days before travel for a 100% refund');
    expect(text).toContain('free up to 4 days');
    expect(text).toContain('30 days or more before travel for a 100% refund');
    expect(text).toContain('50%');
  });
});
