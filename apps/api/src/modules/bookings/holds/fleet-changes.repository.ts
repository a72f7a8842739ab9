import type { Kysely } from 'kysely';
import type { Database } from '../../../db/schema.ts';

/** A standing vehicle job (held or sold) of a fleet row: its number and window (UTC ms, end exclusive). */
export interface StandingVehicleJob {
  number: number;
  startsAt: number;
  endsAt: number;
}

/**
 * The operator's changes of a fleet row's count (ADR 022 "What the operator can change"), the
 * bookings module's SQL since the count and the vehicle holds are one capacity rule (ADR 013,
 * ADR 006): lock the row, read its standing jobs, set the count and record the change. Used by
 * bookings.repository.ts, inside its transaction (operator-port.ts changeFleet).
 */
export function fleetChangeQueries(db: Kysely<Database>) {
  return {
    /**
     * The standing jobs (vehicle holds held or sold) of fleet row `fleetID` on a vehicle numbered
     * above `number` and not over at `now` (ISO UTC): those that keep the row from going down to `number`.
     */
    async standingJobsAbove(fleetID: number, number: number, now: string): Promise<StandingVehicleJob[]> {
      const rows = await db
        .selectFrom('vehicle_holds')
        .select(['vehicle_number', 'starts_at', 'ends_at'])
        .where('fleet_id', '=', fleetID)
        .where('state', 'in', ['held', 'sold'])
        .where('vehicle_number', '>', number)
        .where('ends_at', '>', now)
        .execute();
      return rows.map((r) => ({
        number: r.vehicle_number,
        startsAt: Date.parse(r.starts_at),
        endsAt: Date.parse(r.ends_at),
      }));
    },

    /** Sets fleet row `fleetID`'s count (the row is locked by lockFleetRowForChange). */
    async setFleetVehicles(fleetID: number, vehicles: number): Promise<void> {
      await db.updateTable('fleet').set({ vehicles }).where('fleet_id', '=', fleetID).execute();
    },

    /** Records a change of a fleet row's count by an operator at `at` (ISO UTC) in fleet_changes. */
    async recordFleetChange(c: {
      fleetID: number;
      from: number;
      to: number;
      operatorID: number;
      at: string;
    }): Promise<void> {
      await db
        .insertInto('fleet_changes')
        .values({
          fleet_id: c.fleetID,
          from_value: c.from,
          to_value: c.to,
          operator_id: c.operatorID,
          at: c.at,
        })
        .execute();
    },
  };
}
