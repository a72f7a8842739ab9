import { OPTION_TITLES, type OptionType } from '@alpine/domain';
import type { ConfirmationDetails, ConfirmationLeg } from '../bookings/confirmation-details.ts';

/**
 * What the confirmation e-mail, the e-ticket and the calendar files show of a booking (issue 3 §6,
 * issue 4 §6): the bookings module answers it (bookings.confirmationDetails; one shape, owned there).
 * Amounts in minor units of `currency`.
 */
export type BookingConfirmationDetails = ConfirmationDetails;
/** One leg of BookingConfirmationDetails: local date 'YYYY-MM-DD' and time 'HH:mm' at the origin. */
export type BookingConfirmationLeg = ConfirmationLeg;

/** The heading of leg `index` (0-based): 'OUTBOUND JOURNEY', then 'RETURN JOURNEY'. */
export const legHeading = (index: number) => (index === 0 ? 'OUTBOUND JOURNEY' : 'RETURN JOURNEY');

/** The ticket of a leg's product as travellers read it ('Shared door to door transfers'), capitalised. */
export function ticketTitle(product: string): string {
  const title = OPTION_TITLES[product as OptionType]?.title ?? product.replace(/_/g, ' ');
  return title.charAt(0).toUpperCase() + title.slice(1);
}
