import { describe, expect, it } from 'vitest';
import { GROUP_MAX_PAX, GROUP_MIN_PAX, splitGroup } from './group-split.ts';

describe('a group splits into parties of at most 50, the largest first', () => {
  it.each([
    [51, [50, 1]],
    [60, [50, 10]],
    [75, [50, 25]],
    [99, [50, 49]],
    [100, [50, 50]],
    [101, [50, 50, 1]],
    [50, [50]],
    [12, [12]],
    [1, [1]],
  ])('%i passengers -> %j', (pax, parties) => {
    expect(splitGroup(pax)).toEqual(parties);
  });

  it('every party of 51-99 is at most 50, the parties add up to the group, and none is empty', () => {
    for (let pax = GROUP_MIN_PAX; pax <= GROUP_MAX_PAX; pax++) {
      const parties = splitGroup(pax);
      expect(
        parties.reduce((a, b) => a + b, 0),
        String(pax),
      ).toBe(pax);
      expect(
        parties.every((p) => p >= 1 && p <= 50),
        String(pax),
      ).toBe(true);
      expect(
        [...parties].sort((a, b) => b - a),
        String(pax),
      ).toEqual(parties);
      expect(parties, String(pax)).toHaveLength(2);
    }
  });

  it('another bound splits by it; nothing to split answers []', () => {
    expect(splitGroup(20, 8)).toEqual([8, 8, 4]);
    expect(splitGroup(0)).toEqual([]);
    expect(splitGroup(-3)).toEqual([]);
    expect(splitGroup(2.5)).toEqual([]);
  });

  it('a group is 51 to 99 passengers', () => {
    expect([GROUP_MIN_PAX, GROUP_MAX_PAX]).toEqual([51, 99]);
  });
});
