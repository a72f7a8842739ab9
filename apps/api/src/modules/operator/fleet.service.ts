import type { FleetJob, FleetRow } from '@alpine/contract';
import { addDays, localDateTime, localToUtc, type VehicleClass } from '@alpine/domain';
import { conflict, notFound } from '../../http/api-error.ts';
import { errorText, type ErrorKey } from '../../i18n/errors.ts';
import type { Language } from '../../i18n/language.ts';
import type { ActingOperator, BookingsForOperator } from '../bookings/ports.ts';
import type { LocationsService, PlaceNamer } from '../locations/locations.service.ts';
import type { FleetRecord, FleetRepository } from './fleet.repository.ts';

/** The local day of the console's timeline (the Alps, as the day's departures). */
const ALPS = 'Europe/Zurich';

/** The refusal's text per vehicle class (ADR 022: the clash names its instant, base and class). */
const CLASH_TEXT: Record<VehicleClass, ErrorKey> = {
  standard: 'fleetClashStandard',
  premium: 'fleetClashPremium',
  coach: 'fleetClashCoach',
};

/** What the operator's fleet needs: the bookings port (changes), its read-only queries, place names. */
export interface FleetDeps {
  bookings: BookingsForOperator;
  repository: FleetRepository;
  locations: Pick<LocationsService, 'get' | 'namer'>;
  now: () => Date;
}

/**
 * A fleet row on the wire (FleetRowSchema): no time zone; the base and its home location named in
 * the request's language (place_names, docs/architecture.md §6).
 */
const rowOf = (r: FleetRecord, names: PlaceNamer): FleetRow => ({
  fleetID: r.fleetID,
  baseID: r.baseID,
  baseLocationID: r.baseLocationID,
  baseName: names.base(r.baseID, r.baseName),
  baseLocation: names.location(r.baseLocationID, r.baseLocation),
  vehicleClass: r.vehicleClass,
  size: r.size,
  seats: r.seats,
  vehicles: r.vehicles,
});

/**
 * The operator's fleet (ADR 022 "What the operator can change"): the fleet rows per base, class
 * and size; a row's count changed through the bookings module's port (never below the standing
 * jobs, refused naming the first clash; audited); and the standing vehicle jobs of a local day,
 * for the console's timeline. Bases and places are named in `language` (the request's
 * Accept-Language), in the rows and in the refusal alike.
 */
export function operatorFleet(deps: FleetDeps) {
  const { repository, bookings } = deps;
  const name = async (id: number, language: Language) =>
    (await deps.locations.get(id, language))?.name ?? `Location ${id}`;

  return {
    /** GET /api/v1/operator/fleet: every fleet row, by base, class and size. */
    async list(language: Language = 'en'): Promise<FleetRow[]> {
      const names = await deps.locations.namer(language);
      return (await repository.list()).map((r) => rowOf(r, names));
    },

    /**
     * PATCH /api/v1/operator/fleet/{fleetID} { vehicles }: sets the row's count (ADR 022). 404
     * unknown row; 409 when a vehicle numbered above `vehicles` has a standing job from now on,
     * naming the first ("YYYY-MM-DD HH:mm" local at the base's home location, base, class).
     * Unpaid holds past their expiry are released first, as before any operator list.
     */
    async change(
      fleetID: number,
      vehicles: number,
      operator: ActingOperator,
      language: Language = 'en',
    ): Promise<FleetRow> {
      const row = await repository.find(fleetID);
      if (!row) throw notFound(errorText('noFleetRow', { fleetID }));
      const now = deps.now();
      await bookings.releaseExpired(now);
      const outcome = await bookings.changeFleet(fleetID, vehicles, {
        operatorID: operator.operatorID,
        at: now.toISOString(),
      });
      if (!outcome.ok && outcome.reason === 'unknown') throw notFound(errorText('noFleetRow', { fleetID }));
      const names = await deps.locations.namer(language);
      if (!outcome.ok && outcome.reason === 'clash') {
        throw conflict(
          errorText(CLASH_TEXT[row.vehicleClass], {
            vehicles,
            number: outcome.clash.number,
            base: names.base(row.baseID, row.baseName),
            when: localDateTime(new Date(outcome.clash.startsAt), row.timeZone),
          }),
        );
      }
      return rowOf({ ...row, vehicles }, names);
    },

    /**
     * GET /api/v1/operator/fleet/jobs?date=: the standing vehicle jobs (held or sold) whose window
     * touches local day `date` in the Alps, by fleet row, vehicle number and start.
     */
    async jobs(date: string, language: Language = 'en'): Promise<FleetJob[]> {
      await bookings.releaseExpired(deps.now());
      const from = localToUtc(date, '00:00', ALPS).toISOString();
      const to = localToUtc(addDays(date, 1), '00:00', ALPS).toISOString();
      const found = await repository.jobsBetween(from, to);
      return Promise.all(
        found.map(async (j) => ({
          fleetID: j.fleetID,
          number: j.number,
          startsAt: j.startsAt,
          endsAt: j.endsAt,
          hold: j.hold,
          bookingID: j.bookingID,
          reference: j.reference,
          state: j.state as FleetJob['state'],
          passengerID: j.passengerID,
          product: j.product,
          origin: await name(j.originID, language),
          destination: await name(j.destinationID, language),
          date: j.date,
          time: j.time,
          pax: j.pax,
        })),
      );
    },
  };
}
export type OperatorFleet = ReturnType<typeof operatorFleet>;
