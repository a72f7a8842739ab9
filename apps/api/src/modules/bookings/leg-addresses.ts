import type { Location } from '@alpine/contract';
import { DOOR_TO_DOOR_RADIUS_KM, originEndRequired, withinDoorToDoor } from '@alpine/domain';
import { errorText } from '../../i18n/errors.ts';
import type { UsableAddress } from '../addresses/addresses.repository.ts';

type Place = Pick<Location, 'latitude' | 'longitude' | 'addressAtOrigin' | 'addressAtDestination'>;

/** One end of a leg as add-leg sees it: the address it names and the end's location. */
export interface LegEnd {
  end: 'origin' | 'destination';
  address: UsableAddress;
  location: Place | undefined;
}

const complete = (a: UsableAddress) =>
  [a.organisation, a.street, a.city, a.postcode].every((field) => field.trim() !== '');

/**
 * Why a leg's ends cannot carry product `product` (English error_description, translated by the
 * error handler), or null when they can (ADR 017, ADR 018):
 * - `shared_fixed`: every end is a fixed stop (a hotel or a typed address never becomes a pick-up
 *   or drop-off the coach does not serve; the site offers only the fixed stops there);
 * - `shared_door`: an end that is not a fixed stop lies within DOOR_TO_DOOR_RADIUS_KM (15 km) of
 *   its location, by the point the server itself found for it;
 * - a typed address has all four fields at the destination end always, and at the origin end when
 *   the spec's id lists ask it (spec part 2 §5, originEndRequired).
 */
export function legAddressRefusal(
  product: string,
  ends: LegEnd[],
  flags: { origin: Place | undefined; destination: Place | undefined },
): string | null {
  for (const { end, address, location } of ends) {
    if (product === 'shared_fixed' && !address.fixed) return errorText('sharedStopsOnly');
    if (product === 'shared_door' && !address.fixed) {
      const point =
        address.latitude === null || address.longitude === null
          ? null
          : { lat: address.latitude, lng: address.longitude };
      const centre = location && { lat: location.latitude, lng: location.longitude };
      if (!centre || !withinDoorToDoor(centre, point)) {
        return errorText('doorToDoorTooFar', { km: DOOR_TO_DOOR_RADIUS_KM });
      }
    }
    const required = end === 'destination' || originEndRequired(flags.origin, flags.destination);
    if (address.typed && required && !complete(address)) return errorText('typedAddressIncomplete');
  }
  return null;
}
