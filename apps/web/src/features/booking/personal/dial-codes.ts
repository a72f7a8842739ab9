import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js';
import { BOOKING_LIMITS } from '@alpine/domain';

/** A country or territory of the dial-code dropdown (spec part 2 §3 "Country code": name, code). */
export interface DialCode {
  id: CountryCode;
  name: string;
  code: string;
}

/** The default: United Kingdom +44 (spec part 2 §2.2, §9). */
export const DEFAULT_COUNTRY: CountryCode = 'GB';

const cache = new Map<string, DialCode[]>();

/**
 * Every country and territory with its calling code (libphonenumber-js), named in the UI language
 * (Intl.DisplayNames) and sorted by name (spec part 2 §2.2).
 */
export function dialCodes(language: string): DialCode[] {
  const cached = cache.get(language);
  if (cached) return cached;
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([language], { type: 'region' });
  } catch {
    names = null;
  }
  const list = getCountries()
    .map((id) => ({ id, name: names?.of(id) ?? id, code: `+${getCountryCallingCode(id)}` }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
  cache.set(language, list);
  return list;
}

/** The dial code of a country ('GB' -> '+44'); the default for an unknown one. */
export function dialCodeOf(country: string): string {
  try {
    return `+${getCountryCallingCode(country as CountryCode)}`;
  } catch {
    return BOOKING_LIMITS.defaultDialCode;
  }
}
