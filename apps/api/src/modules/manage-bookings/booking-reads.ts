import type { Language } from '../../i18n/language.ts';
import type { FoundBooking, OwnBooking, PassengerDetail } from '@alpine/contract';
import { fromMinor, travellerMay } from '@alpine/domain';
import { forbidden, notFound } from '../../http/api-error.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { Principal } from '../../http/principal.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import {
  firstDepartureAt,
  legItems,
  mayAct,
  statusOf,
  type BookingsForManagement,
  type LegRecord,
} from '../bookings/ports.ts';
import { policyRefund, refundOf } from './cancellation-policy.ts';

/** 404 of find-booking and passenger detail: the same whether the reference or the e-mail is wrong. */
export const BOOKING_NOT_FOUND = 'We could not find a booking with that reference and e-mail.';
export const PASSENGER_NOT_FOUND = 'We could not find that journey.';

const isPrivate = (product: string) => product.startsWith('private');
const sameEmail = (a: string | undefined, b: string) =>
  a !== undefined && a.trim().toLowerCase() === b.toLowerCase();
const sameReference = (a: string | undefined, b: string) =>
  a !== undefined && a.trim().toUpperCase() === b.toUpperCase();

/** What proves a reader knows a booking without owning it: its reference and its e-mail, both. */
export interface BookingProof {
  email?: string | undefined;
  reference?: string | undefined;
}

/**
 * Manage-my-booking reads (spec part 1 §7 "Find booking", "Passenger detail"; docs/architecture.md §4;
 * ADR 007): personal data only to the matching e-mail or the owning signed-in customer, never to an
 * anonymous token alone.
 */
export function bookingReads(deps: {
  /** The bookings module's port (bookings/ports.ts; ADR 013). */
  bookings: BookingsForManagement;
  addresses: Pick<AddressesService, 'getMany'>;
  locations: Pick<LocationsService, 'get' | 'namer'>;
  now: () => Date;
}) {
  const { bookings, locations } = deps;
  const locationName = async (id: number, language: Language = 'en') =>
    (await locations.get(id, language))?.name ?? `Location ${id}`;

  return {
    /** GET /api/v1/bookings/{reference}?email= : 404 BOOKING_NOT_FOUND unless both match. */
    async findByReference(reference: string, email: string): Promise<FoundBooking[]> {
      const bookingID = await bookings.bookingIDByReference(reference);
      const booking = bookingID === null ? null : await bookings.findBooking(bookingID);
      if (!booking || !sameEmail(email, booking.email)) throw notFound(BOOKING_NOT_FOUND);
      const legs = await bookings.listLegs(booking.bookingID);
      return [{ ...statusOf(booking), passengers: legs.map((l) => l.passengerID) }];
    },

    /**
     * GET /api/v1/passengers/{id}?reference=&email= : one leg, to whoever proves the booking as
     * find-booking does (its reference and its e-mail, both: docs/architecture.md §4; an e-mail and a
     * sequential id are not proof), to the session that made it (mayAct) or to its signed-in owner
     * (customerOwns); 404 PASSENGER_NOT_FOUND otherwise, the same for every missing proof, so that
     * an id reveals nothing.
     */
    async passengerDetail(
      passengerID: number,
      proof: BookingProof,
      principal: Principal,
      language: Language = 'en',
    ): Promise<PassengerDetail[]> {
      const bookingID = await bookings.bookingIDOfPassenger(passengerID);
      const booking = bookingID === null ? null : await bookings.findBooking(bookingID);
      if (!booking) throw notFound(PASSENGER_NOT_FOUND);
      const proven =
        sameEmail(proof.email, booking.email) && sameReference(proof.reference, booking.reference);
      if (!proven && !mayAct(booking, principal) && !(await bookings.customerOwns(booking, principal))) {
        throw notFound(PASSENGER_NOT_FOUND);
      }
      const leg = (await bookings.listLegs(booking.bookingID)).find((l) => l.passengerID === passengerID);
      if (!leg) throw notFound(PASSENGER_NOT_FOUND);
      const found = await deps.addresses.getMany([leg.originAddressID, leg.destinationAddressID]);
      const names = await locations.namer(language);
      const place = async (locationID: number, addressID: number) => {
        const a = found.get(addressID);
        return {
          locationID,
          locationName: await locationName(locationID, language),
          address: {
            organisation: a ? names.address(a.addressID, a.organisation) : '',
            street: a?.street ?? '',
            city: a?.city ?? '',
            postcode: a?.postcode ?? '',
          },
        };
      };
      return [
        {
          passengerID: leg.passengerID,
          bookingID: booking.bookingID,
          reference: booking.reference,
          fare: { price: fromMinor(leg.priceMinor), currency: leg.currency },
          pax: leg.pax,
          private: isPrivate(leg.product),
          connection: {
            date: leg.connectionDate ?? leg.date,
            time: leg.connectionTime ?? leg.time,
            flight: leg.flight,
          },
          origin: await place(leg.originID, leg.originAddressID),
          destination: await place(leg.destinationID, leg.destinationAddressID),
          items: legItems(leg.items),
          needsOperatorCheck: leg.needsOperatorCheck,
          departure: { date: leg.date, time: leg.time },
        },
      ];
    },

    /**
     * GET /api/v1/bookings?customerID= : the signed-in account's own bookings (403 for another
     * customerID or an anonymous token): those it made or claimed with a link (ADR 008);
     * confirmed, awaiting review and cancelled, sorted by first departure.
     */
    async listOwn(
      customerID: number,
      principal: Principal,
      language: Language = 'en',
    ): Promise<OwnBooking[]> {
      if (principal.kind !== 'customer' || principal.customerID !== customerID) {
        throw forbidden('Sign in to see your bookings: a customer sees only their own.');
      }
      // Only the bookings the account owns (ADR 008): made while signed in, or proved by a link.
      const ids = await bookings.listedBookingIDs(customerID);
      const now = deps.now();
      const listed = await Promise.all(
        ids.map(async (bookingID) => {
          const booking = (await bookings.findBooking(bookingID))!;
          const legs = await bookings.listLegs(bookingID);
          const cancellation = await bookings.cancellationOf(bookingID);
          const preview = travellerMay(booking.state, 'cancel')
            ? await policyRefund(booking, legs, locations, now)
            : null;
          const item: OwnBooking = {
            ...statusOf(booking),
            createdAt: booking.createdAt,
            legs: await Promise.all(legs.map((l) => legSummary(l, language))),
            refundIfCancelled: preview
              ? refundOf(preview.refundMinor, preview.percent, booking.currency)
              : null,
            refund:
              booking.state === 'cancelled'
                ? refundOf(cancellation.refundMinor ?? 0, cancellation.refundPercent ?? 0, booking.currency)
                : null,
          };
          const at = (await firstDepartureAt(legs, locations))?.getTime() ?? Number.MAX_SAFE_INTEGER;
          return { item, at };
        }),
      );
      return listed.sort((a, b) => a.at - b.at).map((l) => l.item);
    },
  };

  async function legSummary(l: LegRecord, language: Language): Promise<OwnBooking['legs'][number]> {
    return {
      passengerID: l.passengerID,
      origin: { locationID: l.originID, locationName: await locationName(l.originID, language) },
      destination: {
        locationID: l.destinationID,
        locationName: await locationName(l.destinationID, language),
      },
      date: l.date,
      time: l.time,
      pax: l.pax,
      product: l.product,
      private: isPrivate(l.product),
      flight: l.flight,
      flexi: l.items.flexi === 1,
      needsOperatorCheck: l.needsOperatorCheck,
    };
  }
}
export type BookingReads = ReturnType<typeof bookingReads>;
