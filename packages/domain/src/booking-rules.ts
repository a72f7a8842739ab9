import { STEP_EXTRAS, type ExtraKey, type Extras } from './extras.ts';

/**
 * Validation rules and messages of the booking flow (spec part 2 §5, §8), word for word.
 * Each returns the message to show, or null when the value is accepted.
 */

export const BOOKING_MESSAGES = {
  required: 'Required',
  emailNotMatched: 'Email address is not matched.',
  invalidFirstName: 'Invalid first name',
  invalidLastName: 'Invalid last name',
  invalidMobile: 'Invalid Mobile',
  invalidEmail: 'Invalid Email',
  flightNumber: 'Only letters, numbers and special characters (max 7 characters)',
  terms: 'You must accept our terms and conditions and privacy policy to continue with your booking.',
  pendingReview:
    'We are currently looking at your booking. Your booking is currently not confirmed. We will contact you as soon as possible to confirm if we have availability.',
  unexpected: 'An unexpected error occured.',
  selectPickUp: 'Please select pick up location',
  fillManual: 'Please fill manual address!',
  selectFromList: 'Please select an address from the list or enable manual entry.',
  addressNotFound: 'Address Not Found',
  noCustomer: 'no customer',
} as const;

/** Limits of part 2 §9: names at least 2 characters, phone 6 to 11 digits, flight number at most 7. */
export const BOOKING_LIMITS = {
  nameMin: 2,
  phoneMin: 6,
  phoneMax: 11,
  flightNumberMax: 7,
  defaultDialCode: '+44',
} as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const FLIGHT_NUMBER = /^[A-Za-z0-9\-#@!$%&*.+_]{1,7}$/;

/** Personal information fields (spec part 2 §2.2). */
export interface PersonalInfo {
  firstName: string;
  lastName: string;
  email: string;
  confirmEmail: string;
  phone: string;
}

/** Field -> message for every broken rule of part 2 §5 "Personal information"; {} when valid. */
export function validatePersonalInfo(v: PersonalInfo): Partial<Record<keyof PersonalInfo, string>> {
  const errors: Partial<Record<keyof PersonalInfo, string>> = {};
  const first = v.firstName.trim();
  const last = v.lastName.trim();
  if (!first) errors.firstName = BOOKING_MESSAGES.required;
  else if (first.length < BOOKING_LIMITS.nameMin) errors.firstName = BOOKING_MESSAGES.invalidFirstName;
  if (!last) errors.lastName = BOOKING_MESSAGES.required;
  else if (last.length < BOOKING_LIMITS.nameMin) errors.lastName = BOOKING_MESSAGES.invalidLastName;
  if (!v.email.trim()) errors.email = BOOKING_MESSAGES.required;
  else if (!EMAIL.test(v.email.trim())) errors.email = BOOKING_MESSAGES.invalidEmail;
  if (!v.confirmEmail.trim()) errors.confirmEmail = BOOKING_MESSAGES.required;
  else if (v.confirmEmail.trim().toLowerCase() !== v.email.trim().toLowerCase()) {
    errors.confirmEmail = BOOKING_MESSAGES.emailNotMatched;
  }
  if (!v.phone) errors.phone = BOOKING_MESSAGES.required;
  else if (v.phone.length < BOOKING_LIMITS.phoneMin || !/^\d+$/.test(v.phone)) {
    // a dial code left half typed in the number ('+41791') is not a number of digits
    errors.phone = BOOKING_MESSAGES.invalidMobile;
  }
  return errors;
}

/**
 * The phone input: digits only, at most 11, leading zeros removed (spec part 2 §2.2, §5).
 * Full-width digits count as digits (Unicode NFKC), as phones' keyboards may type them.
 */
export function normalisePhoneInput(typed: string): string {
  return typed.normalize('NFKC').replace(/\D/g, '').replace(/^0+/, '').slice(0, BOOKING_LIMITS.phoneMax);
}

/**
 * A flight number as typed or pasted on a phone, before its rule is checked (ADR 017): spaces
 * (also non-breaking) dropped, full-width characters made plain (Unicode NFKC) and letters upper
 * case, so 'lx 345' or 'ＥＺＳ １２３４' read as 'LX345' and 'EZS1234' rather than being refused.
 */
export function normaliseFlightNumber(typed: string): string {
  return typed.normalize('NFKC').replace(/\s+/g, '').toUpperCase();
}

/** Flight number rule (spec part 2 §5): empty is allowed; otherwise at most 7 of letters, digits and - # @ ! $ % & * . + _. */
export function validateFlightNumber(value: string): string | null {
  return value === '' || FLIGHT_NUMBER.test(value) ? null : BOOKING_MESSAGES.flightNumber;
}

/** Which extras a transfer allows (spec part 2 §2.3): flexi for non-private outside mode 3; pets, rear- and front-facing seats only private. */
export function extrasAllowed(transfer: { private: boolean; modeID: number }) {
  return {
    flexi: !transfer.private && transfer.modeID !== 3,
    pet: transfer.private,
    rear: transfer.private,
    front: transfer.private,
    flightNumbers: transfer.modeID !== 3,
  };
}

/** The server's sentences for extras the spec's screen cannot offer on a transfer (spec part 2 §2.3). */
export const EXTRAS_REFUSALS = {
  flexi: 'The Flexi ticket is offered only on shared transfers, and not when travelling by other means.',
  pet: 'Pets travel only on private transfers.',
  seats: 'Rear-facing and front-facing child seats are fitted only on private transfers.',
} as const;

/**
 * Why a leg's items cannot be booked on its transfer, or null when they can (spec part 2 §2.3):
 * flexi chosen on a private transfer or in connection mode 3; pets, rear- or front-facing seats on
 * a shared transfer. `items` under their spec part 2 §7 names, as the server receives them; counts
 * are items, `flexi` is 0 or 1. The API answers 422 with this sentence, so another client cannot
 * book what the site's screen does not offer.
 */
export function extrasRefusal(
  items: { flexi: number; pets: number; seatsR: number; seatsF: number },
  transfer: { private: boolean; modeID: number },
): string | null {
  const allowed = extrasAllowed(transfer);
  if (items.flexi > 0 && !allowed.flexi) return EXTRAS_REFUSALS.flexi;
  if (items.pets > 0 && !allowed.pet) return EXTRAS_REFUSALS.pet;
  if ((items.seatsR > 0 && !allowed.rear) || (items.seatsF > 0 && !allowed.front))
    return EXTRAS_REFUSALS.seats;
  return null;
}

/**
 * `extras` with what the transfer cannot carry set to 0 (spec part 2 §2.3): flexi off on private
 * transfers and in mode 3; pets, rear- and front-facing seats 0 on shared ones. The Flight & Extras
 * step reads saved values through it, so a choice kept from another journey is neither shown,
 * priced nor sent (the API refuses it: extrasRefusal).
 */
export function allowedExtrasOnly<E extends { flexi: 0 | 1; pet: number; rear: number; front: number }>(
  extras: E,
  transfer: { private: boolean; modeID: number },
): E {
  const allowed = extrasAllowed(transfer);
  const kept = {
    ...extras,
    flexi: allowed.flexi ? extras.flexi : 0,
    pet: allowed.pet ? extras.pet : 0,
    rear: allowed.rear ? extras.rear : 0,
    front: allowed.front ? extras.front : 0,
  };
  const changed = (['flexi', 'pet', 'rear', 'front'] as const).some((k) => kept[k] !== extras[k]);
  return changed ? kept : extras;
}

/**
 * The extras of one transfer carried to another chosen in its place, e.g. another departure
 * (spec part 2 §2.3; ADR 017 "Gaps the spec leaves, filled"): what the new transfer allows stays,
 * counts within their enforced maximum (EXTRA_ITEMS `enforced`: seats 99, flexi 1); flexi on a
 * private transfer or in mode 3, pets and rear- or front-facing seats on a shared one are dropped.
 * `dropped` names each extra removed or lowered, in the EXTRA_ITEMS order (to tell the traveller).
 */
export function extrasCarriedTo(
  extras: Extras,
  transfer: { private: boolean; modeID: number },
): { extras: Extras; dropped: ExtraKey[] } {
  const allowed = allowedExtrasOnly(extras, transfer);
  const kept = { ...allowed };
  for (const e of STEP_EXTRAS) {
    if (e.enforced && kept[e.info] > e.max) (kept as Record<ExtraKey, number>)[e.info] = e.max;
  }
  const dropped = STEP_EXTRAS.filter((e) => kept[e.info] !== extras[e.info]).map((e) => e.info);
  return { extras: kept, dropped };
}
