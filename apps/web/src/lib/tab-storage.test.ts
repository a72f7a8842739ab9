import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readStored, removeStored, writeStored } from './storage.ts';
import { STORAGE_KEYS } from './storage-keys.ts';

/** Another tab: its id in the shared copy, as tabWrite leaves it. */
function anotherTabWrote(values: Record<string, unknown>) {
  window.localStorage.setItem(STORAGE_KEYS.bookingTab, 'another-tab');
  for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, JSON.stringify(value));
}

describe('each tab keeps its own booking steps (ADR 017 row 3)', () => {
  it('a new tab starts from the booking last worked on in this browser, then keeps its own', () => {
    anotherTabWrote({ paymentState: 'booking A', flightState: 'A flight' });
    expect(readStored(STORAGE_KEYS.paymentState, z.string())).toBe('booking A');
    // the other tab moves on: this tab's copy does not follow
    window.localStorage.setItem('paymentState', JSON.stringify('booking A, changed'));
    expect(readStored(STORAGE_KEYS.paymentState, z.string())).toBe('booking A');
    expect(window.sessionStorage.getItem('paymentState')).toBe('"booking A"');
  });

  it("what this tab writes goes to its own storage and becomes the whole shared copy, never a mix of two tabs' bookings", () => {
    window.sessionStorage.setItem(STORAGE_KEYS.bookingTab, 'this-tab');
    window.sessionStorage.setItem('infoState', JSON.stringify('B option'));
    anotherTabWrote({ infoState: 'A option', addressValues: 'A addresses' });
    writeStored(STORAGE_KEYS.flightState, 'B flight');
    expect(window.sessionStorage.getItem('flightState')).toBe('"B flight"');
    expect(window.localStorage.getItem('flightState')).toBe('"B flight"');
    expect(window.localStorage.getItem('infoState')).toBe('"B option"');
    expect(window.localStorage.getItem('addressValues')).toBeNull();
    expect(window.localStorage.getItem(STORAGE_KEYS.bookingTab)).toBe('this-tab');
  });

  it("a removal in this tab leaves another tab's shared copy alone", () => {
    window.sessionStorage.setItem(STORAGE_KEYS.bookingTab, 'this-tab');
    window.sessionStorage.setItem('paymentState', JSON.stringify('B'));
    anotherTabWrote({ paymentState: 'A' });
    removeStored(STORAGE_KEYS.paymentState);
    expect(window.sessionStorage.getItem('paymentState')).toBeNull();
    expect(window.localStorage.getItem('paymentState')).toBe('"A"');
  });

  it('the session and the language are not booking data: shared by every tab', () => {
    window.sessionStorage.setItem(STORAGE_KEYS.bookingTab, 'this-tab');
    writeStored(STORAGE_KEYS.language, 'fr');
    expect(window.localStorage.getItem('language')).toBe('"fr"');
    expect(window.sessionStorage.getItem('language')).toBeNull();
  });
});
