import { afterEach, describe, expect, it } from 'vitest';
import { formatLocalDate, formatMonth } from './format-date.ts';
import { i18n, loadAllLanguages } from './i18n.ts';

describe('dates in the UI language (brief: dates per locale; spec part 2 §2.5 and §2.8)', () => {
  afterEach(async () => {
    await i18n.changeLanguage('en');
  });

  it("a trip date keeps the spec's 'ddd DD MMM YY' with the day and month names of each language", async () => {
    await loadAllLanguages();
    await i18n.changeLanguage('en');
    expect(formatLocalDate('2027-01-04')).toBe('Mon 04 Jan 27');
    await i18n.changeLanguage('fr');
    expect(formatLocalDate('2027-01-04')).toBe('lun. 04 janv. 27');
    await i18n.changeLanguage('es');
    expect(formatLocalDate('2027-01-04')).toBe('lun. 04 ene 27');
  });

  it('a month of the bookings filter is written in full in each language, and follows a change of language', async () => {
    await loadAllLanguages();
    await i18n.changeLanguage('fr');
    expect(formatMonth('2027-02')).toBe('février 2027');
    await i18n.changeLanguage('es');
    expect(formatMonth('2027-02')).toBe('febrero 2027');
    await i18n.changeLanguage('en');
    expect(formatMonth('2027-02')).toBe('February 2027');
  });
});
