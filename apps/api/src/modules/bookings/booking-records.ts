import { randomBytes } from 'node:crypto';
import { namedItems, type WireItems } from '@alpine/domain';
import type { BookingState, PassengerDetail } from '@alpine/contract';
import type { Language } from '../../i18n/language.ts';

/**
 * Rows of the bookings module as named types (docs/architecture.md §12.5). Money in integer minor units;
 * dates local "YYYY-MM-DD", times local "HH:mm", instants ISO UTC text.
 */

/** A booking (docs/architecture.md §4). `currency` is null until its first leg. */
export interface BookingRecord {
  bookingID: number;
  reference: string;
  customerID: number;
  ownerSession: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  state: BookingState;
  currency: 'CHF' | 'EUR' | null;
  /** Sum of the stored legs' priceMinor, recomputed on read (ADR 006, ADR 014); 0 without legs. */
  totalMinor: number;
  createdAt: string;
  confirmedAt: string | null;
  paidReference: string | null;
  marketingTag: string | null;
  /** 'en', 'fr' or 'es': the language the booking was made in, for its e-mails (docs/architecture.md §6). */
  language: Language;
  /**
   * Set when the operator confirmed the booking after its review (ADR 019): the end (ISO UTC)
   * of the pay link e-mailed to the traveller; it may then be paid online. Null otherwise.
   */
  payLinkExpiresAt: string | null;
}

/** What a new booking is created with (state pending_payment, total 0). */
export interface NewBooking {
  reference: string;
  customerID: number;
  ownerSession: string;
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  createdAt: string;
  /** The language of the request that made it ('en' when not given; docs/architecture.md §6). */
  language?: Language;
}

/** Items of a leg as sent (parsed), priced and stored: the domain's WireItems, flexi 0 or 1. */
export type StoredItems = WireItems;

/** A leg to insert: the claims of its signed quote, the traveller's choices and the server's price. */
export interface NewLeg {
  bookingID: number;
  legIndex: number;
  quoteHash: string;
  product: string;
  originID: number;
  destinationID: number;
  date: string;
  time: string;
  durationMinutes: number;
  pax: number;
  /** The quote's price before promotion (spec part 2 §9 base price). */
  fareMinor: number;
  promotionID: number | null;
  promotionPercentage: number | null;
  promotionFixedMinor: number | null;
  partnerID: number | null;
  statusID: number;
  departureKey: string | null;
  flight: string;
  originAddressID: number;
  destinationAddressID: number;
  items: StoredItems;
  /** legPriceMinor(...).totalMinor of @alpine/domain. */
  priceMinor: number;
  currency: 'CHF' | 'EUR';
  quoteExpiresAt: string;
  /** The connection (flight, train) date and time the quote was searched with (ADR 007). */
  connectionDate?: string | null;
  connectionTime?: string | null;
  /**
   * True when a count passes its suggested maximum (spec part 2 §5: 495 luggage, 5 bikes and pets,
   * not enforced): the operator confirms the quantity (spec part 2 §5). Absent reads as false.
   */
  needsOperatorCheck?: boolean;
}

/** A stored leg. */
export interface LegRecord extends NewLeg {
  passengerID: number;
  needsOperatorCheck: boolean;
}

/** A seat hold to record for a shared leg; expiresAt ISO UTC. */
export interface NewHold {
  bookingID: number;
  passengerID: number;
  departureKey: string;
  timetableID: number;
  date: string;
  time: string;
  seats: number;
  expiresAt: string;
  /** The connection's address that asked for it (request.ip), or null when unknown. */
  clientAddress: string | null;
}

/** A stored hold: held (counted, may expire), sold (paid) or released (seats given back). */
export interface HoldRecord {
  holdID: number;
  bookingID: number;
  passengerID: number;
  departureKey: string;
  timetableID: number;
  date: string;
  time: string;
  seats: number;
  state: 'held' | 'sold' | 'released';
  expiresAt: string | null;
}

/** The items of a leg with a quantity above 0, named as spec part 1 §3 (namedItems of @alpine/domain). */
export const legItems = (items: StoredItems): PassengerDetail['items'] => namedItems(items);

/**
 * 32 letters and digits without 0/O/1/I, so that a reference is typeable and unambiguous
 * (docs/architecture.md §4).
 */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** Length of a booking reference. */
export const REFERENCE_LENGTH = 8;

/** A random booking reference, e.g. "K7Q2MZ9D": 8 characters, 40 bits from node:crypto (unbiased: 256 % 32 = 0). */
export function newReference(): string {
  const bytes = randomBytes(REFERENCE_LENGTH);
  let reference = '';
  for (const byte of bytes) reference += REFERENCE_ALPHABET[byte % REFERENCE_ALPHABET.length];
  return reference;
}
