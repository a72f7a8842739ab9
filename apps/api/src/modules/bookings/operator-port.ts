import type { BookingsDeps } from './bookings-deps.ts';
import type { BookingsForOperator } from './ports.ts';
import { reviewDecisions } from './review/review-decisions.ts';

/** Thrown inside a capacity change to roll it back when the seats taken would not fit. */
class BelowSeatsTaken extends Error {
  constructor(readonly seatsTaken: number) {
    super('capacity below the seats taken');
  }
}

/**
 * BookingsForOperator (ports.ts; ADR 013) on the bookings repository: the reads the operator's
 * console needs from this module, the review decisions (review/review-decisions.ts), boarding
 * and the departure changes, each write in one transaction with its audit or change line.
 * `releaseExpired` is the module's expiry sweep (bookingsService's releaseExpiredHolds).
 */
export function bookingsForOperator(
  deps: BookingsDeps & { releaseExpired: (now: Date) => Promise<number> },
): BookingsForOperator {
  const { repository } = deps;
  const decisions = reviewDecisions(deps);
  return {
    releaseExpired: deps.releaseExpired,
    findBooking: (bookingID) => repository.findBooking(bookingID),
    listLegs: (bookingID) => repository.listLegs(bookingID),
    history: (bookingID) => repository.listAudit(bookingID),
    confirmReview: decisions.confirmReview,
    declineReview: decisions.declineReview,

    board: (leg, at, operator) =>
      repository.transaction(async (tx) => {
        if (!(await tx.checkIn(leg.passengerID, at, operator.operatorID))) return false;
        await tx.audit({
          bookingID: leg.bookingID,
          event: 'checked_in',
          actor: 'operator',
          operatorID: operator.operatorID,
          at,
          detail: leg.date,
        });
        return true;
      }),

    async changeDeparture(load, change, by) {
      const outcome = await repository
        .transaction(async (tx) => {
          await tx.ensureLoad(load);
          const before = (await tx.departureLoad(load.departureKey)) ?? { seatsTaken: 0, withheld: 0 };
          const record = { departureKey: load.departureKey, operatorID: by.operatorID, at: by.at };
          if (change.change === 'capacity') {
            const capacity = change.timetableCapacity;
            if (!(await tx.setWithheld(load.departureKey, change.withheld, capacity))) {
              throw new BelowSeatsTaken(before.seatsTaken);
            }
            await tx.recordDepartureChange({
              ...record,
              change: 'capacity',
              from: capacity - before.withheld,
              to: capacity - change.withheld,
            });
          } else {
            await tx.setClosed(load.departureKey, change.closed);
            await tx.recordDepartureChange({
              ...record,
              change: change.closed ? 'closed' : 'reopened',
              from: null,
              to: null,
            });
          }
          return { ok: true as const };
        })
        .catch((err: unknown) => {
          if (err instanceof BelowSeatsTaken) return { ok: false as const, seatsTaken: err.seatsTaken };
          throw err;
        });
      if (outcome.ok) deps.quotes.seatsChanged();
      return outcome;
    },
  };
}
