import { describe, expect, it } from 'vitest';
import { distanceKm, distanceMetres, distanceMiles, MILES_PER_DEGREE } from './distance.ts';

/**
 * Reference distances computed independently of this code: Vincenty's inverse formula on the WGS84
 * ellipsoid (a = 6378137 m, f = 1/298.257223563), run in Python for these coordinates. The spec's
 * sphere (60 x 1.1515 miles per degree) must stay within 0.5 % of them.
 */
const GENEVA_AIRPORT = { lat: 46.2381, lng: 6.109 };
const CHAMONIX_SUD = { lat: 45.9197, lng: 6.8687 };
const ZURICH_AIRPORT = { lat: 47.4582, lng: 8.5555 };
const ZERMATT = { lat: 46.0207, lng: 7.7491 };
const LYON_AIRPORT = { lat: 45.7256, lng: 5.0811 };
const VAL_THORENS = { lat: 45.2981, lng: 6.58 };
const HOTEL_MONT_BLANC = { lat: 45.9229, lng: 6.8684 };

describe('distance uses 60 x 1.1515 miles per degree (spec part 2 §9)', () => {
  it('one degree of arc is 69.09 miles', () => {
    expect(MILES_PER_DEGREE).toBeCloseTo(69.09, 10);
    expect(distanceMiles({ lat: 0, lng: 0 }, { lat: 1, lng: 0 })).toBeCloseTo(69.09, 9);
    expect(distanceMiles({ lat: 0, lng: 10 }, { lat: 0, lng: 11 })).toBeCloseTo(69.09, 9);
  });

  it.each([
    ['Geneva Airport to Chamonix Sud', GENEVA_AIRPORT, CHAMONIX_SUD, 68_598.9],
    ['Zurich Airport to Zermatt', ZURICH_AIRPORT, ZERMATT, 171_270.3],
    ['Lyon Saint-Exupéry to Val Thorens', LYON_AIRPORT, VAL_THORENS, 126_394.1],
    ['Hôtel Mont-Blanc to Chamonix Sud bus station', HOTEL_MONT_BLANC, CHAMONIX_SUD, 356.4],
  ])('%s is within 0.5 %% of the ellipsoidal distance', (_name, a, b, referenceMetres) => {
    const km = distanceKm(a, b);
    expect(Math.abs(km * 1000 - referenceMetres) / referenceMetres).toBeLessThan(0.005);
    expect(distanceMiles(a, b)).toBeCloseTo(km / 1.609344, 9);
  });

  it('is symmetric, zero for the same point and never NaN', () => {
    expect(distanceMiles(GENEVA_AIRPORT, CHAMONIX_SUD)).toBeCloseTo(
      distanceMiles(CHAMONIX_SUD, GENEVA_AIRPORT),
      9,
    );
    expect(distanceMiles(ZERMATT, ZERMATT)).toBe(0);
    expect(distanceMetres(HOTEL_MONT_BLANC, { ...HOTEL_MONT_BLANC })).toBe(0);
  });

  it('gives whole metres derived from the miles', () => {
    expect(distanceMetres(HOTEL_MONT_BLANC, CHAMONIX_SUD)).toBe(
      Math.round(distanceMiles(HOTEL_MONT_BLANC, CHAMONIX_SUD) * 1609.344),
    );
  });
});
