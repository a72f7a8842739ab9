import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';
import { BOOKING_LIMITS, normalisePhoneInput } from '@alpine/domain';

/** What the Phone Number field keeps of what was typed or pasted, and what else it learnt. */
export interface PhoneEntry {
  /** The field's value: digits only, no leading zero, at most 11 (spec part 2 §2.2, §5). */
  phone: string;
  /** The country whose dial code the text began with ('+41 ...', '0041 ...'), or null. */
  country: CountryCode | null;
  /** True when digits beyond the 11th were dropped: the field says so rather than keep quiet. */
  cut: boolean;
}

/** The main country of a calling code where the number names none ('+44 7700 900123' -> GB). */
const MAIN_COUNTRY: Record<string, CountryCode> = {
  '1': 'US',
  '44': 'GB',
  '7': 'RU',
  '39': 'IT',
  '47': 'NO',
};

function countryOfCode(callingCode: string): CountryCode | null {
  return (
    MAIN_COUNTRY[callingCode] ?? getCountries().find((c) => getCountryCallingCode(c) === callingCode) ?? null
  );
}

/**
 * Reads the Phone Number field of Personal Information (spec part 2 §2.2: digits only, max 11,
 * leading zeros removed) as a traveller on a phone types or pastes it: full-width digits and
 * non-breaking spaces count as digits and spaces (Unicode NFKC); a number that starts with its
 * dial code ('+41 79 123 45 67', '0041 (0)79 ...') gives the country, whose dial code the
 * dropdown then shows, and its national number, so the dial code is never doubled; while such a
 * number is still being typed ('+41 7'), '+' and its digits stay as typed (the form refuses them
 * as 'Invalid Mobile' if sent so). Digits past the 11th are cut and `cut` says so.
 */
export function readPhoneEntry(typed: string): PhoneEntry {
  const text = typed.normalize('NFKC').trim();
  if (/^(\+|00)/.test(text)) {
    const parsed = parsePhoneNumberFromString(text.replace(/^00/, '+'));
    const country = parsed ? (parsed.country ?? countryOfCode(parsed.countryCallingCode)) : null;
    if (parsed && country && parsed.isPossible()) {
      return { ...national(parsed.nationalNumber), country };
    }
    return {
      phone: `+${text.replace(/^00/, '').replace(/\D/g, '')}`.slice(0, 16),
      country: null,
      cut: false,
    };
  }
  return { ...national(text), country: null };
}

function national(text: string): { phone: string; cut: boolean } {
  const digits = text.replace(/\D/g, '').replace(/^0+/, '');
  return { phone: normalisePhoneInput(digits), cut: digits.length > BOOKING_LIMITS.phoneMax };
}
