import type { Language } from '../../i18n/language.ts';
import { createHash } from 'node:crypto';
import type { AddLeg, CreateBooking } from '@alpine/contract';
import { beyondSuggestedMaximum, extrasOfWire, extrasRefusal, fromMinor } from '@alpine/domain';
import { ApiError, badRequest, conflict, unprocessable } from '../../http/api-error.ts';
import { errorText } from '../../i18n/errors.ts';
import type { Principal } from '../auth/auth.service.ts';
import { loadOwned } from './booking-access.ts';
import { bookingConfirmationDetails } from './confirmation-details.ts';
import type { BookingsDeps } from './bookings-deps.ts';
import { bookingsForManagement } from './booking-management.ts';
import { bookingPayments } from './booking-payments.ts';
import { bookingReview } from './booking-review.ts';
import { bookingsForOperator } from './booking-operator.ts';
import { bookingDepartures } from './booking-departures.ts';
import { payLinkOpener } from './booking-pay-link-open.ts';
import { newReference } from './booking-reference.ts';
import { priceLegMinor, storedItems } from './leg-pricing.ts';
import { legAddressRefusal } from './leg-addresses.ts';

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

export type { BookingsDeps } from './bookings-deps.ts';

/** Answer of an added leg: price decimal in `currency`; holdExpiresAt ISO UTC (null: private, nothing held). */
export interface LegAdded {
  passengerID: number;
  price: number;
  currency: 'CHF' | 'EUR';
  holdExpiresAt: string | null;
}

/**
 * Bookings (spec part 2 §4, §7, §9; docs/architecture.md §4 authority and safety rules): creates bookings,
 * adds legs priced by the server from their signed quotes, holds seats of shared departures atomically
 * (never overbooking on SQLite or PostgreSQL), releases unpaid holds after HOLD_MINUTES and review
 * holds after their deadline, and offers
 * the payments module `forPayments` (booking-payment-port.ts).
 */
export function bookingsService(deps: BookingsDeps) {
  const { repository } = deps;

  /**
   * Releases the expired `held` holds of pending_payment bookings, one conditional UPDATE per hold
   * (never twice), gives their seats back and marks a booking 'expired' when none of its holds is
   * held and it is unpaid; then expires the reviews past their deadline (releaseExpiredReviews,
   * booking-review.ts). The one sweep a timer or job runner calls with the current time. Returns
   * how many pending holds and reviews it released.
   */
  async function releaseExpiredHolds(now: Date): Promise<number> {
    return (await releaseExpiredPendingHolds(now)) + (await review.releaseExpiredReviews(now));
  }

  /** The pending_payment half of releaseExpiredHolds: how many holds it released. */
  async function releaseExpiredPendingHolds(now: Date): Promise<number> {
    const nowIso = now.toISOString();
    let released = 0;
    for (const hold of await repository.listExpiredHolds(nowIso)) {
      const done = await repository.transaction(async (tx) => {
        // The booking's row first, as confirming and adding a leg lock it (then holds, then
        // loads): one lock order, so that PostgreSQL never deadlocks the sweep with a payment.
        if (!(await tx.lockPending(hold.bookingID))) return false;
        if (!(await tx.releaseHold(hold.holdID, nowIso))) return false;
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

  const review = bookingReview(deps, releaseExpiredHolds);
  const payLinkPayment = payLinkOpener(deps);

  return {
    releaseExpiredHolds,
    releaseExpiredReviews: review.releaseExpiredReviews,

    /**
     * POST /api/v1/bookings -> { bookingID, reference } in state pending_payment, owned by the
     * token's session and, when a signed-in account makes it, by that account (a 'made' claim in
     * the same transaction; ADR 008). 422 'customerID N is not a known customer.' unless the
     * customer is a guest row of this session or the signed-in account itself (unknown and
     * others' ids answer the same). `language` (the request's) is kept for its e-mails
     * (docs/architecture.md §6).
     */
    async create(
      input: CreateBooking,
      principal: Principal,
      language: Language = 'en',
    ): Promise<{ bookingID: number; reference: string }> {
      if (!(await deps.customers.mayBookAs(input.customerID, principal))) {
        throw unprocessable(`customerID ${input.customerID} is not a known customer.`);
      }
      const at = deps.now().toISOString();
      for (let attempt = 0; attempt < 5; attempt += 1) {
        const reference = newReference();
        const bookingID = await repository.transaction(async (tx) => {
          const id = await tx.insertBooking({
            reference,
            customerID: input.customerID,
            ownerSession: principal.sessionID,
            firstName: input.firstName,
            lastName: input.lastName,
            email: input.email.toLowerCase(),
            mobile: input.mobile,
            createdAt: at,
            language,
          });
          if (id !== null && principal.kind === 'customer') {
            await tx.insertClaim(id, principal.customerID, 'made', at);
          }
          if (id !== null) await tx.audit({ bookingID: id, event: 'created', actor: 'traveller', at });
          return id;
        });
        if (bookingID !== null) return { bookingID, reference };
      }
      throw new Error('Could not draw a free booking reference in 5 attempts');
    },
    /**
     * Gives account `customerID` the bookings made with `email` before `madeBefore` (ISO UTC: when
     * the link that proved the e-mail was sent; ADR 008). Answers how many it added.
     */
    async claimByEmail(customerID: number, email: string, madeBefore: string): Promise<number> {
      return repository.claimByEmail(customerID, email.toLowerCase(), madeBefore, deps.now().toISOString());
    },

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
     */
    async addLeg(
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
      if (booking.state !== 'pending_payment') {
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

      // the seeded addresses and this session's typed ones only (docs/architecture.md §4): another
      // traveller's typed address gets the same 422 as an unknown id
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

      const items = storedItems(input.items);
      const extrasRefused = extrasRefusal(extrasOfWire(items), {
        private: claims.product.startsWith('private'),
        modeID: claims.connection.modeID,
      });
      if (extrasRefused) throw unprocessable(extrasRefused);
      const priceMinor = priceLegMinor({ fareMinor: claims.priceMinor, pax: claims.pax, promotion, items });
      const quoteHash = createHash('sha256').update(input.quote.quoteID).digest('base64url');
      const holdExpiresAt = departure ? new Date(now.getTime() + HOLD_MINUTES * 60_000).toISOString() : null;

      const added = await repository.transaction(async (tx) => {
        if (!(await tx.lockPending(bookingID))) throw conflict('This booking is no longer pending payment.');
        // confirmed by the operator since it was read (sent to review and decided meanwhile)
        if ((await tx.findBooking(bookingID))?.payLinkExpiresAt) throw reviewed();
        const legs = await tx.listLegs(bookingID);
        const same = legs.find((l) => l.quoteHash === quoteHash);
        if (same) {
          const hold = (await tx.listHolds(bookingID)).find((h) => h.passengerID === same.passengerID);
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
        await tx.addToTotal(bookingID, priceMinor, claims.currency);
        return { leg: { ...leg, passengerID }, holdExpiresAt, held: departure !== null };
      });
      if (added.held) deps.quotes.seatsChanged();
      return {
        passengerID: added.leg.passengerID,
        price: fromMinor(added.leg.priceMinor),
        currency: added.leg.currency,
        holdExpiresAt: added.holdExpiresAt,
      };
    },

    /**
     * POST /api/v1/bookings/{bookingID}/review (booking-review.ts; ADR 010): awaiting_review until a
     * deadline.
     */
    requestReview: review.requestReview,

    /** POST /api/v1/bookings/{bookingID}/tags (spec part 2 §7): stores the marketing opt-in or opt-out. */
    async tag<T extends string>(bookingID: number, tag: T, principal: Principal): Promise<{ tag: T }> {
      await loadOwned(repository, bookingID, principal);
      await repository.setTag(bookingID, tag);
      return { tag };
    },

    /** What the confirmation e-mail of a booking shows (confirmation-details.ts). 404 unknown. */
    confirmationDetails: bookingConfirmationDetails(deps),

    /** The port the payments module uses (booking-payment-port.ts). */
    forPayments: bookingPayments(deps),

    /** The port the manage-bookings module uses (management-port.ts; ADR 013). */
    forManagement: bookingsForManagement(deps),

    /** The port the operator module uses (booking-operator.ts; ADR 019). */
    forOperator: bookingsForOperator({ ...deps, releaseExpired: releaseExpiredHolds }),

    /** The operator's departures, manifests and check-in (booking-departures.ts; ADR 019). */
    forDepartures: bookingDepartures({ ...deps, releaseExpired: releaseExpiredHolds }),

    /** POST /api/v1/bookings/pay-link (booking-pay-link-open.ts; ADR 019). */
    openPayLink: payLinkPayment,
  };
}
export type BookingsService = ReturnType<typeof bookingsService>;
