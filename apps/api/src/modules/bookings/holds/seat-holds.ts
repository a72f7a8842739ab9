import { createHash } from 'node:crypto';
import type { AddLeg, Location } from '@alpine/contract';
import {
  beyondSuggestedMaximum,
  DOOR_TO_DOOR_RADIUS_KM,
  extrasRefusal,
  fromMinor,
  legPriceMinor,
  originEndRequired,
  travellerMay,
  withinDoorToDoor,
} from '@alpine/domain';
import { ApiError, badRequest, conflict, unprocessable } from '../../../http/api-error.ts';
import type { Principal } from '../../../http/principal.ts';
import { errorText } from '../../../i18n/errors.ts';
import type { UsableAddress } from '../../addresses/addresses.service.ts';
import type { Job } from '../../jobs/job-runner.ts';
import { loadOwned } from '../booking-access.ts';
import type { StoredItems } from '../booking-records.ts';
import type { BookingsDeps } from '../bookings-deps.ts';
import { holdVehicles, isPrivateProduct, VEHICLE_GONE, vehicleNeedOf } from './vehicle-holds.ts';

/** Unpaid seat holds last this long (docs/architecture.md §4: 15 min). */
export const HOLD_MINUTES = 15;

/**
 * The most seats held at a time on bookings not yet paid (docs/architecture.md §4: no seat held for nothing;
 * rate limits key on the connection), so that nobody keeps coach after coach off sale for free by
 * starting booking after booking:
 * - `session`: a return of the largest shared vehicle, 2 x 49 seats, so that any one booking the
 *   network can carry passes;
 * - `address`: four such bookings from one connection's address, as many travellers share one
 *   (an airport's Wi-Fi, an agency's office) and each mints sessions freely.
 * Over either, adding a leg answers 429 and holds nothing.
 */
export const MAX_UNPAID_HELD_SEATS = { session: 98, address: 4 * 98 } as const;
/** A booking has the outbound leg and at most a return leg (spec part 2 §7). */
export const MAX_LEGS = 2;
/** 409 messages a traveller reads (spec part 2 §8: shown as the server's error_description). */
export const QUOTE_EXPIRED = 'This quote has expired; please search again.';
export const SEATS_GONE =
  'Sorry, the seats on this departure have just gone; please choose another departure.';

/**
 * Answer of an added leg: price decimal in `currency`; holdExpiresAt ISO UTC, when its unpaid
 * seats or vehicles (ADR 022) are released (null: nothing held, a leg stored before vehicles were
 * held).
 */
export interface LegAdded {
  passengerID: number;
  price: number;
  currency: 'CHF' | 'EUR';
  holdExpiresAt: string | null;
}

/**
 * The hold expiry job's name and period, seconds (docs/architecture.md §4: unpaid holds expire after 15 min).
 */
export const HOLD_EXPIRY_JOB = 'hold-expiry';
export const HOLD_SWEEP_SECONDS = 30;

/**
 * The sweep that releases expired unpaid holds (bookings.releaseExpiredHolds), as a job of the
 * app's job runner (ADR 009: its schedule lives in the jobs table, it runs at start-up and
 * every HOLD_SWEEP_SECONDS in one process at a time).
 */
export function holdExpiryJob(release: (now: Date) => Promise<unknown>): Job {
  return { name: HOLD_EXPIRY_JOB, everySeconds: HOLD_SWEEP_SECONDS, run: release };
}

/**
 * A leg's price in minor units, decided by the server alone (docs/architecture.md §4): legPriceMinor of
 * @alpine/domain (spec part 2 §9) over the signed quote's fare and pax, the promotion's stored
 * rate (percentage, or fixed amount in minor units) and the extras.
 */
export function priceLegMinor(leg: {
  fareMinor: number;
  pax: number;
  promotion: { percentage: number | null; fixedMinor: number | null } | null;
  items: StoredItems;
}): number {
  return legPriceMinor({
    fareMinor: leg.fareMinor,
    pax: leg.pax,
    promotion: leg.promotion,
    extras: leg.items,
  }).totalMinor;
}

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

/**
 * Seat holds of shared departures and vehicle holds of private legs (docs/architecture.md §4: no
 * overbooking; unpaid holds expire; ADR 006, ADR 022): adding a leg priced by the server and
 * holding its seats or vehicles in one transaction, and the sweep of expired unpaid holds of both.
 * `releaseExpiredHolds` is the module's whole sweep (these holds, then the reviews), run before a
 * leg is added.
 */
export function seatHolds(deps: BookingsDeps, releaseExpiredHolds: (now: Date) => Promise<number>) {
  const { repository } = deps;

  /**
   * The pending_payment half of releaseExpiredHolds: how many holds, seat and vehicle (ADR 022),
   * it released.
   */
  async function releaseExpiredPendingHolds(now: Date): Promise<number> {
    const nowIso = now.toISOString();
    let released = 0;
    const expired = [
      ...(await repository.listExpiredHolds(nowIso)).map((h) => ({ ...h, kind: 'seats' as const })),
      ...(await repository.listExpiredVehicleHolds(nowIso)).map((h) => ({ ...h, kind: 'vehicle' as const })),
    ];
    for (const hold of expired) {
      const done = await repository.transaction(async (tx) => {
        // The booking's row first, as confirming and adding a leg lock it (then holds, then
        // loads): one lock order, so that PostgreSQL never deadlocks the sweep with a payment.
        if (!(await tx.lockPending(hold.bookingID))) return false;
        const released =
          hold.kind === 'seats'
            ? await tx.releaseHold(hold.holdID, nowIso)
            : await tx.releaseVehicleHold(hold.holdID, nowIso);
        if (!released) return false;
        if (await tx.expireIfNoHolds(hold.bookingID)) {
          await tx.audit({
            bookingID: hold.bookingID,
            event: 'expired',
            actor: 'system',
            at: nowIso,
          });
        }
        return true;
      });
      if (done) released += 1;
    }
    if (released > 0) deps.quotes.seatsChanged();
    return released;
  }

  /**
   * POST /api/v1/bookings/{bookingID}/passengers: adds a leg priced by legPriceMinor from its
   * signed quote (a client price is never read) and, for a shared departure, holds its seats for
   * HOLD_MINUTES in the same transaction. 404/403 as loadOwned; 400 forged quote; 409 expired
   * quote, seats gone, booking not pending, or confirmed by the operator after review (its pay
   * link pays the legs the operator saw); 422 address of another location, an end
   * the product does not serve or a typed address missing a required field (legAddressRefusal:
   * ADR 017, ADR 018), a third leg or
   * another currency, or extras the transfer cannot carry (spec part 2 §2.3: flexi only on shared
   * transfers outside mode 3; pets, rear- and front-facing seats only on private ones). The same quote added again answers the leg already added.
   * 429 when the seats would take the session's or `clientAddress`'s unpaid held seats past
   * MAX_UNPAID_HELD_SEATS.
   * A private leg (claims.product private_*) holds its vehicles in the same transaction
   * (vehicle-holds.ts, ADR 022): 409 VEHICLE_GONE (in the request's language) when its hub has
   * no base or no vehicle of its class and size is free for its working window, 429 over
   * MAX_UNPAID_HELD_VEHICLES or half the fleet row for one address; a coach (statusID 1) holds its
   * vehicle too, and its review keeps it until the deadline.
   */
  async function addLeg(
    bookingID: number,
    input: AddLeg,
    principal: Principal,
    clientAddress: string | null = null,
  ): Promise<LegAdded> {
    const now = deps.now();
    await releaseExpiredHolds(now);
    const booking = await loadOwned(repository, bookingID, principal);
    if (input.bookingID !== undefined && input.bookingID !== bookingID) {
      throw badRequest(`bookingID ${input.bookingID} in the body differs from the path's ${bookingID}.`);
    }
    if (!travellerMay(booking.state, 'change')) {
      throw conflict(errorText('stateNoJourneyAdded', { state: booking.state }));
    }
    // The operator confirmed these legs and this total (ADR 019): a leg added now would be
    // paid through the pay link without review (a statusID 1 coach never put to the operator).
    const reviewed = () => conflict(errorText('reviewedNoJourneyAdded'));
    if (booking.payLinkExpiresAt !== null) throw reviewed();
    const redeemed = await deps.quotes.redeem(input.quote.quoteID, now);
    if (!redeemed.ok) {
      if (redeemed.error === 'expired') throw conflict(QUOTE_EXPIRED);
      if (redeemed.error === 'no_departure') throw badRequest('quote.quoteID names no departure.');
      if (redeemed.error === 'promotion_unavailable') throw conflict(errorText('promotionUnavailable'));
      throw badRequest(errorText('notOurQuote'));
    }
    const { claims, departure, promotion } = redeemed.quote;

    // the seeded addresses and this session's typed ones only (docs/architecture.md §4): another traveller's
    // typed address gets the same 422 as an unknown id
    const found = await deps.addresses.usableBy(
      [input.origin.addressID, input.destination.addressID],
      principal.sessionID,
    );
    for (const [end, addressID, locationID] of [
      ['origin', input.origin.addressID, claims.origin],
      ['destination', input.destination.addressID, claims.destination],
    ] as const) {
      if (found.get(addressID)?.locationID !== locationID) {
        throw unprocessable(
          `${end}.addressID ${addressID} is not an address of the ${end} (locationID ${locationID}).`,
        );
      }
    }
    const [originPlace, destinationPlace] = await Promise.all([
      deps.locations.get(claims.origin),
      deps.locations.get(claims.destination),
    ]);
    const refusal = legAddressRefusal(
      claims.product,
      [
        { end: 'origin', address: found.get(input.origin.addressID)!, location: originPlace },
        {
          end: 'destination',
          address: found.get(input.destination.addressID)!,
          location: destinationPlace,
        },
      ],
      { origin: originPlace, destination: destinationPlace },
    );
    if (refusal) throw unprocessable(refusal);

    const items = input.items;
    const extrasRefused = extrasRefusal(items, {
      private: claims.product.startsWith('private'),
      modeID: claims.connection.modeID,
    });
    if (extrasRefused) throw unprocessable(extrasRefused);
    const priceMinor = priceLegMinor({ fareMinor: claims.priceMinor, pax: claims.pax, promotion, items });
    const quoteHash = createHash('sha256').update(input.quote.quoteID).digest('base64url');
    const isPrivate = isPrivateProduct(claims.product);
    const vehicles =
      isPrivateProduct(claims.product) && originPlace
        ? await vehicleNeedOf(repository, {
            product: claims.product,
            origin: claims.origin,
            destination: claims.destination,
            date: claims.date,
            time: claims.time,
            pax: claims.pax,
            routeMinutes: claims.durationMinutes,
            originTimeZone: originPlace.timeZone,
          })
        : null;
    // a private leg no base can serve gets no vehicle (ADR 022): nothing is written
    if (isPrivate && !vehicles) throw conflict(VEHICLE_GONE);
    const holdExpiresAt =
      departure || vehicles ? new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString() : null;

    const added = await repository.transaction(async (tx) => {
      if (!(await tx.lockPending(bookingID))) throw conflict('This booking is no longer pending payment.');
      // confirmed by the operator since it was read (sent to review and decided meanwhile)
      if ((await tx.findBooking(bookingID))?.payLinkExpiresAt) throw reviewed();
      const legs = await tx.listLegs(bookingID);
      const same = legs.find((l) => l.quoteHash === quoteHash);
      if (same) {
        const hold =
          (await tx.listHolds(bookingID)).find((h) => h.passengerID === same.passengerID) ??
          (await tx.listVehicleHolds(bookingID)).find((h) => h.passengerID === same.passengerID);
        return { leg: same, holdExpiresAt: hold?.expiresAt ?? null, held: false };
      }
      if (legs.length >= MAX_LEGS) throw unprocessable(errorText('atMostTwoJourneys'));
      if (legs[0] && legs[0].currency !== claims.currency) {
        throw unprocessable(errorText('oneCurrency', { currency: legs[0].currency }));
      }
      const leg = {
        bookingID,
        legIndex: legs.length,
        quoteHash,
        product: claims.product,
        originID: claims.origin,
        destinationID: claims.destination,
        date: claims.date,
        time: claims.time,
        durationMinutes: claims.durationMinutes,
        pax: claims.pax,
        fareMinor: claims.priceMinor,
        promotionID: promotion ? claims.promotionID : null,
        promotionPercentage: promotion?.percentage ?? null,
        promotionFixedMinor: promotion?.fixedMinor ?? null,
        partnerID: claims.partnerID,
        statusID: claims.statusID,
        departureKey: claims.departureKey,
        flight: input.flight,
        originAddressID: input.origin.addressID,
        destinationAddressID: input.destination.addressID,
        items,
        priceMinor,
        currency: claims.currency,
        quoteExpiresAt: new Date(claims.exp * 1000).toISOString(),
        connectionDate: claims.connection.date,
        connectionTime: claims.connection.time,
        needsOperatorCheck: beyondSuggestedMaximum(items),
      };
      const passengerID = await tx.insertLeg(leg);
      if (departure && claims.departureKey && holdExpiresAt) {
        const seats = { departureKey: claims.departureKey, ...departure, seats: claims.pax };
        await tx.lockHolders(booking.ownerSession, clientAddress);
        const holding = await tx.unpaidSeatsHeld(booking.ownerSession, clientAddress, now.toISOString());
        for (const by of ['session', 'address'] as const) {
          const limit = MAX_UNPAID_HELD_SEATS[by];
          if (holding[by] + claims.pax > limit) {
            throw new ApiError(
              429,
              'too_many_requests',
              errorText(by === 'session' ? 'tooManyHeldSeats' : 'tooManyHeldSeatsHere', {
                held: holding[by],
                limit,
              }),
            );
          }
        }
        if (!(await tx.takeSeats(seats))) throw conflict(SEATS_GONE);
        await tx.insertHold({ ...seats, bookingID, passengerID, expiresAt: holdExpiresAt, clientAddress });
        await tx.audit({
          bookingID,
          event: 'held',
          actor: 'traveller',
          at: now.toISOString(),
          detail: holdExpiresAt,
        });
      }
      if (vehicles && holdExpiresAt) {
        await holdVehicles(tx, vehicles, {
          bookingID,
          passengerID,
          ownerSession: booking.ownerSession,
          clientAddress,
          nowIso: now.toISOString(),
          expiresAt: holdExpiresAt,
        });
        await tx.audit({
          bookingID,
          event: 'held',
          actor: 'traveller',
          at: now.toISOString(),
          detail: holdExpiresAt,
        });
      }
      await tx.addToTotal(bookingID, priceMinor, claims.currency);
      return { leg: { ...leg, passengerID }, holdExpiresAt, held: departure !== null || vehicles !== null };
    });
    if (added.held) deps.quotes.seatsChanged();
    return {
      passengerID: added.leg.passengerID,
      price: fromMinor(added.leg.priceMinor),
      currency: added.leg.currency,
      holdExpiresAt: added.holdExpiresAt,
    };
  }

  return { releaseExpiredPendingHolds, addLeg };
}
