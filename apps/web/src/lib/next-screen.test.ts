import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEXT_SCREEN_TEMPLATE_ID, prefetchNextScreen } from './next-screen.ts';

const LINK = '<link rel="modulepreload" crossorigin href="/assets/booking-1.js">';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  document.getElementById(NEXT_SCREEN_TEMPLATE_ID)?.remove();
});

describe('prefetchNextScreen (docs/architecture.md §5: the search screen fetched while the form is filled in)', () => {
  it("moves the page's listed links into the head once, after the triggering event's task", () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    document.head.insertAdjacentHTML(
      'beforeend',
      `<template id="${NEXT_SCREEN_TEMPLATE_ID}">${LINK}</template>`,
    );
    prefetchNextScreen();
    prefetchNextScreen();
    // not in the focus or press that triggered it
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
    vi.advanceTimersByTime(200);
    const links = document.head.querySelectorAll('link[rel="modulepreload"]');
    expect([...links].map((link) => link.getAttribute('href'))).toEqual(['/assets/booking-1.js']);
    expect(document.getElementById(NEXT_SCREEN_TEMPLATE_ID)).toBeNull();
  });

  it('does nothing on a page without the list (the search screen itself, a page without the form)', () => {
    expect(() => prefetchNextScreen()).not.toThrow();
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  });

  it('does nothing when the browser asks to save data', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    document.head.insertAdjacentHTML(
      'beforeend',
      `<template id="${NEXT_SCREEN_TEMPLATE_ID}">${LINK}</template>`,
    );
    prefetchNextScreen();
    vi.advanceTimersByTime(1000);
    expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(0);
  });
});
