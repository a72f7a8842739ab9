import { afterEach, describe, expect, it } from 'vitest';
import { formatLocalDate, formatMonth } from './format-date.ts';
import { i18n, loadAllLanguages, type Language } from './i18n.ts';

/** Each language's trip date (spec part 2 §2.5 'ddd DD MMM YY') and bookings-filter month (§2.8). */
const EXPECTED: [Language, string, string][] = [
  ['fr', 'lun. 04 janv. 27', 'février 2027'],
  ['es', 'lun. 04 ene 27', 'febrero 2027'],
  ['en', 'Mon 04 Jan 27', 'February 2027'],
];

describe('dates in the UI language (brief: dates per locale; spec part 2 §2.5 and §2.8)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("trip dates keep the spec's 'ddd DD MMM YY' and months are written in full, in each language, following a change of language", async () => {
    await loadAllLanguages();
    for (const [language, date, month] of EXPECTED) {
      await i18n.changeLanguage(language);
      expect([formatLocalDate('2027-01-04'), formatMonth('2027-02')], language).toEqual([date, month]);
    }
  });
});
