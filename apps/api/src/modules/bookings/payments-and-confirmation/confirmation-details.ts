import { namedItems } from '@alpine/domain';
import { notFound } from '../../../http/api-error.ts';
import { errorText } from '../../../i18n/errors.ts';
import type { BookingsDeps } from '../bookings-deps.ts';

/** A leg as the confirmation e-mail shows it; priceMinor in the booking's currency. */
export interface ConfirmationLeg {
  originName: string;
  destinationName: string;
  date: string;
  time: string;
  durationMinutes: number;
  pax: number;
  product: string;
  flight: string;
  priceMinor: number;
  /** One line: "organisation, street, postcode city". */
  originAddress: string;
  destinationAddress: string;
  /**
   * IANA time zone of the origin: date and time are local there (e-ticket, .ics; docs/architecture.md §8).
   */
  timeZone?: string;
  /** Extras with a quantity above 0 ('Bag', 'Skis', 'Flexi' ...; namedItems of @alpine/domain). */
  extras?: { item: string; quantity: number }[];
}

/** What the confirmation e-mail of a booking shows; totalMinor in minor units of `currency`. */
export interface ConfirmationDetails {
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  currency: 'CHF' | 'EUR';
  totalMinor: number;
  legs: ConfirmationLeg[];
  /** 'en', 'fr' or 'es': the language the booking was made in (docs/architecture.md §6). */
  language?: string;
}

/**
 * The details a booking's confirmation e-mail shows (spec part 2 §2.7): reference, traveller, total and
 * each leg with its location names and address lines, named in the language the booking was made
 * in (docs/architecture.md §6). Amounts in minor units of `currency`.
 * The function answers 404 for an unknown booking.
 */
export function bookingConfirmationDetails(
  deps: Pick<BookingsDeps, 'repository' | 'addresses' | 'locations'>,
) {
  const { repository } = deps;
  return async (bookingID: number): Promise<ConfirmationDetails> => {
    const booking = await repository.findBooking(bookingID);
    if (!booking) throw notFound(errorText('bookingIDNotFound', { bookingID }));
    const legs = await repository.listLegs(bookingID);
    const addresses = await deps.addresses.getMany(
      legs.flatMap((l) => [l.originAddressID, l.destinationAddressID]),
    );
    const language = booking.language;
    const names = await deps.locations.namer(language);
    const line = (id: number) => {
      const a = addresses.get(id);
      return a ? `${names.address(a.addressID, a.organisation)}, ${a.street}, ${a.postcode} ${a.city}` : '';
    };
    const name = async (id: number) => (await deps.locations.get(id, language))?.name ?? `Location ${id}`;
    const zone = async (id: number) => (await deps.locations.get(id))?.timeZone ?? 'Europe/Zurich';
    return {
      reference: booking.reference,
      firstName: booking.firstName,
      lastName: booking.lastName,
      email: booking.email,
      currency: booking.currency ?? 'EUR',
      totalMinor: booking.totalMinor,
      language,
      legs: await Promise.all(
        legs.map(async (l) => ({
          originName: await name(l.originID),
          destinationName: await name(l.destinationID),
          date: l.date,
          time: l.time,
          durationMinutes: l.durationMinutes,
          pax: l.pax,
          product: l.product,
          flight: l.flight,
          priceMinor: l.priceMinor,
          originAddress: line(l.originAddressID),
          destinationAddress: line(l.destinationAddressID),
          timeZone: await zone(l.originID),
          extras: namedItems(l.items),
        })),
      ),
    };
  };
}
