import type { ConfirmationDetails, ConfirmationLeg } from '../bookings/ports.ts';

/**
 * What the confirmation e-mail, the e-ticket and the calendar files show of a booking (spec part 2 §2.7,
 * docs/architecture.md §8): the bookings module answers it (bookings.confirmationDetails; one shape, owned
 * there). Amounts in minor units of `currency`; names and texts in the booking's `language`
 * (docs/architecture.md §6).
 */
export type BookingConfirmationDetails = ConfirmationDetails;
/** One leg of BookingConfirmationDetails: local date 'YYYY-MM-DD' and time 'HH:mm' at the origin. */
export type BookingConfirmationLeg = ConfirmationLeg;
