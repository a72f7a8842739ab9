import type { ConfirmationDetails, ConfirmationLeg } from '../bookings/ports.ts';

/**
 * What the confirmation e-mail, the e-ticket and the calendar files show of a booking (issue 3 §6,
 * issue 4 §6): the bookings module answers it (bookings.confirmationDetails; one shape, owned there).
 * Amounts in minor units of `currency`; names and texts in the booking's `language` (issue 10 §3).
 */
export type BookingConfirmationDetails = ConfirmationDetails;
/** One leg of BookingConfirmationDetails: local date 'YYYY-MM-DD' and time 'HH:mm' at the origin. */
export type BookingConfirmationLeg = ConfirmationLeg;
