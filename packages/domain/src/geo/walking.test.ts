import { describe, expect, it } from 'vitest';
import { CLOSEST_STOP_MAX_WALK_METRES, estimateRoute, withinWalkingDistance } from './walking.ts';

describe('embedded route: great-circle x 1.3 at 4.8 km/h walking, 50 km/h driving (ADR 018)', () => {
  // One degree of latitude on the spec's sphere is 69.09 miles = 111 189.6 m (part 2 §9).
  const a = { lat: 45, lng: 6 };
  const b = { lat: 45.01, lng: 6 }; // 0.01 degree: 1111.896 m straight

  it('walking 0.01 degree of latitude is 1445 m and 1084 s', () => {
    // 1111.896 m x 1.3 = 1445.46 -> 1445 m; 1.44546 km / 4.8 km/h = 1084.1 s -> 1084 s.
    expect(estimateRoute(a, b, 'walking')).toEqual({ metres: 1445, seconds: 1084 });
  });

  it('driving the same way takes 104 s', () => {
    // 1.44546 km / 50 km/h = 104.07 s.
    expect(estimateRoute(a, b, 'driving')).toEqual({ metres: 1445, seconds: 104 });
  });

  it('the same point is 0 m and 0 s', () => {
    expect(estimateRoute(a, a, 'walking')).toEqual({ metres: 0, seconds: 0 });
  });
});

describe('closest-stop walking distance: a stop is offered up to 2.0 km on foot (ADR 018)', () => {
  it('2000 m is within walking distance, 2001 m is not', () => {
    expect(CLOSEST_STOP_MAX_WALK_METRES).toBe(2000);
    expect(withinWalkingDistance(2000)).toBe(true);
    expect(withinWalkingDistance(2001)).toBe(false);
  });

  it('a Geneva hotel is not within walking distance of a Chamonix stop (88 km)', () => {
    const bergues = { lat: 46.2067, lng: 6.1454 };
    const chamonixSud = { lat: 45.9197, lng: 6.8687 };
    expect(withinWalkingDistance(estimateRoute(bergues, chamonixSud, 'walking').metres)).toBe(false);
  });
});
