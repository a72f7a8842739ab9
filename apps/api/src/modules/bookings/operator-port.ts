import type { BookingsDeps } from './bookings-deps.ts';
import { firstFleetClash } from '@alpine/domain';
import type { BookingsForOperator, FleetChangeOutcome } from './ports.ts';
import { reviewDecisions } from './review/review-decisions.ts';

/** Thrown inside a capacity change to roll it back when the seats taken would not fit. */
class BelowSeatsTaken extends Error {
  constructor(readonly seatsTaken: number) {
    super('capacity below the seats taken');
  }
}

/** Thrown inside a fleet change to roll it back when a standing job clashes (ADR 022). */
class FleetClash extends Error {
  constructor(readonly outcome: FleetChangeOutcome) {
    super('fleet below its standing jobs');
  }
}

/**
 * BookingsForOperator (ports.ts; ADR 013) on the bookings repository: the reads the operator's
 * console needs from this module, the review decisions (review/review-decisions.ts), boarding
 * the departure changes and the fleet's counts (ADR 022), each write in one transaction with its
 * audit or change line.
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

    async changeFleet(fleetID, vehicles, by) {
      const outcome = await repository
        .transaction(async (tx): Promise<FleetChangeOutcome> => {
          const row = await tx.lockFleetRowByID(fleetID);
          if (!row) return { ok: false, reason: 'unknown' };
          if (vehicles < row.vehicles) {
            const jobs = await tx.standingJobsAbove(fleetID, vehicles, by.at);
            const clash = firstFleetClash(vehicles, jobs, Date.parse(by.at));
            if (clash) throw new FleetClash({ ok: false, reason: 'clash', clash });
          }
          if (vehicles !== row.vehicles) {
            await tx.setFleetVehicles(fleetID, vehicles);
            await tx.recordFleetChange({ fleetID, from: row.vehicles, to: vehicles, ...by });
          }
          return { ok: true, from: row.vehicles, to: vehicles };
        })
        .catch((err: unknown) => {
          if (err instanceof FleetClash) return err.outcome;
          throw err;
        });
      if (outcome.ok) deps.quotes.seatsChanged();
      return outcome;
    },
  };
}
