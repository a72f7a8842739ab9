import { describe, expect, it } from 'vitest';
import { DOOR_TO_DOOR_RADIUS_KM, originEndRequired, withinDoorToDoor } from './door-to-door.ts';

const CHAMONIX = { lat: 45.9237, lng: 6.8694 };

describe('door to door (ADR 017, ADR 018)', () => {
  it('serves a place within 15 km of the location by the spec distance, not one beyond or one not on the map', () => {
    expect(DOOR_TO_DOOR_RADIUS_KM).toBe(15);
    expect(withinDoorToDoor(CHAMONIX, { lat: 45.9251, lng: 6.8699 })).toBe(true);
    // Argentière, about 9 km up the valley
    expect(withinDoorToDoor(CHAMONIX, { lat: 45.9826, lng: 6.9276 })).toBe(true);
    // Geneva, about 60 km away
    expect(withinDoorToDoor(CHAMONIX, { lat: 46.2044, lng: 6.1432 })).toBe(false);
    expect(withinDoorToDoor(CHAMONIX, null)).toBe(false);
  });

  it('spec part 2 §5 address: the origin-end set is required when the origin has addressAtOrigin or the destination addressAtDestination', () => {
    const plain = { addressAtOrigin: false, addressAtDestination: false };
    expect(originEndRequired(plain, plain)).toBe(false);
    expect(originEndRequired({ ...plain, addressAtOrigin: true }, plain)).toBe(true);
    expect(originEndRequired(plain, { ...plain, addressAtDestination: true })).toBe(true);
    expect(originEndRequired(undefined, undefined)).toBe(false);
  });
});
