import type {
  CheckIn,
  CheckInResult,
  Manifest,
  ManifestPassenger,
  OperatorDay,
  OperatorDeparture,
} from '@alpine/contract';
import { answeredItems, localDate } from '@alpine/domain';
import { conflict, notFound, unprocessable } from '../../http/api-error.ts';
import { errorText } from '../../i18n/errors.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { ActingOperator, BookingsForOperator } from '../bookings/ports.ts';
import type { LocationsService } from '../locations/locations.service.ts';
import type { ScheduledDeparture } from '../quotes/quotes.service.ts';
import type { BookedLeg, DepartureLoad, DeparturesRepository } from './departures.repository.ts';

/** The columns of the manifest CSV, in order (ADR 019: "its CSV matches" the JSON). */
export const MANIFEST_CSV_COLUMNS = [
  'reference',
  'name',
  'pax',
  'phone',
  'email',
  'pick_up',
  'drop_off',
  'flight',
  'flight_time',
  'extras',
  'checked_in_at',
] as const;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break; a value a
 * spreadsheet would run as a formula (= + - @, tab, carriage return first) is prefixed with '
 * (OWASP CSV injection).
 */
export function csvField(value: string | number | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The extras of a leg as one short text ("bags 2, skis 1, flexi"), for the CSV. */
const extrasText = (e: ManifestPassenger['extras']) =>
  [
    ...Object.entries(e)
      .filter(([k, v]) => k !== 'flexi' && typeof v === 'number' && v > 0)
      .map(([k, v]) => `${k} ${String(v)}`),
    ...(e.flexi ? ['flexi'] : []),
  ].join(', ');

/** What the operator's departures need: the bookings port, its read-only queries, places, the timetables. */
export interface DeparturesDeps {
  bookings: BookingsForOperator;
  repository: DeparturesRepository;
  addresses: Pick<AddressesService, 'getMany'>;
  locations: Pick<LocationsService, 'get'>;
  /** The shared departures the timetables run on a local date (quotes.scheduledDepartures). */
  scheduledDepartures: (date: string) => Promise<ScheduledDeparture[]>;
  now: () => Date;
}

/**
 * The operator's day and departures (ADR 019) and check-in (§4): the day's shared departures
 * with capacity, seats sold and held and load factor, and its private and coach jobs; a departure's
 * manifest as JSON or CSV; capacity changes (never below the seats taken) and closing to sales,
 * each recorded in departure_changes in its transaction; boarding, once, audited on the booking.
 */
export function operatorDepartures(deps: DeparturesDeps) {
  const { repository, bookings } = deps;
  const name = async (id: number) => (await deps.locations.get(id))?.name ?? `Location ${id}`;

  /** The departure_loads row of a scheduled departure, made before its first change (ADR 019). */
  const loadOf = (d: ScheduledDeparture) => ({
    departureKey: d.departureKey,
    timetableID: d.timetableID,
    date: d.date,
    time: d.time,
  });

  async function scheduled(departureID: string): Promise<ScheduledDeparture> {
    const date = departureID.split(':')[1]!;
    const found = (await deps.scheduledDepartures(date)).find((d) => d.departureKey === departureID);
    if (!found) throw notFound(errorText('noDeparture', { departureID }));
    return found;
  }

  async function view(
    d: ScheduledDeparture,
    load: DepartureLoad | undefined,
    seats: { held: number; sold: number } | undefined,
  ): Promise<OperatorDeparture> {
    const capacity = d.capacity - (load?.withheld ?? 0);
    const sold = seats?.sold ?? 0;
    const held = seats?.held ?? 0;
    return {
      departureID: d.departureKey,
      product: d.product,
      origin: await name(d.originID),
      destination: await name(d.destinationID),
      date: d.date,
      time: d.time,
      capacity,
      sold,
      held,
      loadFactor: capacity > 0 ? Math.round(((sold + held) / capacity) * 1000) / 1000 : 0,
      closed: load?.closed ?? false,
    };
  }

  async function departureView(d: ScheduledDeparture): Promise<OperatorDeparture> {
    const loads = await repository.departureLoads([d.departureKey]);
    const seats = await repository.seatsByState(d.date);
    return view(d, loads.get(d.departureKey), seats.get(d.departureKey));
  }

  async function passenger(leg: BookedLeg): Promise<ManifestPassenger> {
    const addresses = await deps.addresses.getMany([leg.originAddressID, leg.destinationAddressID]);
    const line = (id: number) => {
      const a = addresses.get(id);
      return a ? [a.organisation, a.street, `${a.postcode} ${a.city}`.trim()].filter(Boolean).join(', ') : '';
    };
    return {
      bookingID: leg.bookingID,
      reference: leg.reference,
      passengerID: leg.passengerID,
      name: `${leg.firstName} ${leg.lastName}`,
      phone: leg.mobile,
      email: leg.email,
      pax: leg.pax,
      pickUp: line(leg.originAddressID),
      dropOff: line(leg.destinationAddressID),
      flight: leg.flight,
      connectionTime: leg.connectionTime,
      extras: answeredItems(leg.items),
      checkedInAt: leg.checkedInAt,
    };
  }

  async function manifest(departureID: string): Promise<Manifest> {
    const d = await scheduled(departureID);
    const legs = await repository.manifestLegs(departureID);
    return { departure: await departureView(d), passengers: await Promise.all(legs.map(passenger)) };
  }

  return {
    /**
     * GET /api/v1/operator/departures?date= (ADR 019): the day's departures and private and coach
     * jobs, each job with its vehicles held or sold (ADR 022: fleet row and number; `vehicle` the first).
     */
    async day(date: string): Promise<OperatorDay> {
      await bookings.releaseExpired(deps.now());
      const schedule = await deps.scheduledDepartures(date);
      const loads = await repository.departureLoads(schedule.map((d) => d.departureKey));
      const seats = await repository.seatsByState(date);
      const jobs = await repository.privateLegsOn(date);
      const vehicles = await repository.vehiclesOfLegs(jobs.map((l) => l.passengerID));
      return {
        date,
        departures: await Promise.all(
          schedule.map((d) => view(d, loads.get(d.departureKey), seats.get(d.departureKey))),
        ),
        jobs: await Promise.all(
          jobs.map(async (l) => ({
            bookingID: l.bookingID,
            reference: l.reference,
            state: l.state as OperatorDay['jobs'][number]['state'],
            product: l.product,
            origin: await name(l.originID),
            destination: await name(l.destinationID),
            time: l.time,
            pax: l.pax,
            traveller: `${l.firstName} ${l.lastName}`,
            vehicle: vehicles.get(l.passengerID)?.[0] ?? null,
            vehicles: vehicles.get(l.passengerID) ?? [],
          })),
        ),
      };
    },

    /** GET .../manifest (ADR 019): the departure and its confirmed passengers. 404 unknown departure. */
    manifest,

    /** GET .../manifest.csv or Accept: text/csv: the same passengers, one row each (MANIFEST_CSV_COLUMNS). */
    async manifestCsv(departureID: string): Promise<string> {
      const m = await manifest(departureID);
      const rows = m.passengers.map((p) =>
        [
          p.reference,
          p.name,
          p.pax,
          p.phone,
          p.email,
          p.pickUp,
          p.dropOff,
          p.flight,
          p.connectionTime,
          extrasText(p.extras),
          p.checkedInAt,
        ]
          .map(csvField)
          .join(','),
      );
      return `${[MANIFEST_CSV_COLUMNS.join(','), ...rows].join('\r\n')}\r\n`;
    },

    /**
     * POST .../capacity { capacity } (ADR 019): the departure's capacity for sale, never below
     * its seats sold and held (409), the change recorded with the operator. 404 unknown departure.
     */
    async setCapacity(
      departureID: string,
      capacity: number,
      operator: ActingOperator,
    ): Promise<OperatorDeparture> {
      const d = await scheduled(departureID);
      const at = deps.now().toISOString();
      const changed = await bookings.changeDeparture(
        loadOf(d),
        { change: 'capacity', withheld: d.capacity - capacity, timetableCapacity: d.capacity },
        { operatorID: operator.operatorID, at },
      );
      if (!changed.ok) throw conflict(errorText('capacityBelowSold', { seats: changed.seatsTaken }));
      return departureView(d);
    },

    /** POST .../sales { closed } (ADR 019): closes the departure to sales or reopens it, recorded. */
    async setSales(
      departureID: string,
      closed: boolean,
      operator: ActingOperator,
    ): Promise<OperatorDeparture> {
      const d = await scheduled(departureID);
      const at = deps.now().toISOString();
      await bookings.changeDeparture(
        loadOf(d),
        { change: 'sales', closed },
        { operatorID: operator.operatorID, at },
      );
      return departureView(d);
    },

    /**
     * POST /api/v1/operator/check-in { reference, passengerID? } (ADR 019): boards the
     * traveller of a confirmed booking on its leg of today (local date in the Alps), or on
     * `passengerID`'s leg when that is today's, once: a second scan answers alreadyCheckedIn with
     * the first instant. The audit log gets 'checked_in' by the operator in the same transaction.
     * 404 unknown reference; 409 not confirmed, or no leg today (the message gives the leg's date:
     * the next one, else the last); 422 no such leg.
     */
    async checkIn(input: CheckIn, operator: ActingOperator): Promise<CheckInResult> {
      const legs = await repository.legsOfReference(input.reference);
      const first = legs[0];
      if (!first)
        throw notFound(
          errorText('noBookingWithReference', { reference: input.reference.trim().toUpperCase() }),
        );
      if (first.state !== 'confirmed') {
        throw conflict(errorText('cannotBoard', { reference: first.reference, state: first.state }));
      }
      const now = deps.now();
      const today = localDate(now, 'Europe/Zurich');
      const leg =
        input.passengerID !== undefined
          ? legs.find((l) => l.passengerID === input.passengerID)
          : (legs.find((l) => l.date === today) ?? legs.find((l) => l.date > today) ?? legs[legs.length - 1]);
      if (!leg)
        throw unprocessable(
          errorText('noJourneyOnBooking', {
            reference: first.reference,
            passengerID: String(input.passengerID),
          }),
        );
      // A traveller boards on the day of the journey, not weeks before nor after it.
      if (leg.date !== today)
        throw conflict(errorText('boardsOnItsDay', { reference: first.reference, date: leg.date }));
      const at = now.toISOString();
      const boarded = await bookings.board(leg, at, operator);
      return {
        bookingID: leg.bookingID,
        reference: leg.reference,
        passengerID: leg.passengerID,
        name: `${leg.firstName} ${leg.lastName}`,
        pax: leg.pax,
        origin: await name(leg.originID),
        destination: await name(leg.destinationID),
        date: leg.date,
        time: leg.time,
        extras: answeredItems(leg.items),
        checkedInAt: boarded ? at : ((await repository.checkedInAt(leg.passengerID)) ?? at),
        alreadyCheckedIn: !boarded,
      };
    },
  };
}
export type OperatorDepartures = ReturnType<typeof operatorDepartures>;
