import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { prefetchScreen, resetScreenPrefetch, SCREEN_FILES_META, type ScreenFiles } from './step-prefetch.ts';

const LIST: ScreenFiles = {
  screens: {
    'booking-personal': {
      scripts: ['assets/booking-personal-1.js', 'assets/zod-2.js'],
      styles: ['assets/step-layout-3.css'],
    },
    'booking-flight': { scripts: ['assets/booking-flight-4.js', 'assets/zod-2.js'], styles: [] },
  },
};

/** The href of every link the head holds with `rel`. */
const links = (rel: string) =>
  [...document.head.querySelectorAll(`link[rel="${rel}"]`)].map((link) => link.getAttribute('href'));

let fetchList: ReturnType<typeof vi.fn>;

beforeEach(() => {
  // the module is shared with the other component files (isolate: false), whose renders may have asked
  resetScreenPrefetch();
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  fetchList = vi.fn(async () => new Response(JSON.stringify(LIST), { status: 200 }));
  vi.stubGlobal('fetch', fetchList);
  document.head.insertAdjacentHTML(
    'beforeend',
    `<meta name="${SCREEN_FILES_META}" content="/assets/screen-files-1.json">`,
  );
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetScreenPrefetch();
  document.head.querySelectorAll('link, meta').forEach((element) => element.remove());
});

/** Past the idle moment and the list's fetch. */
async function settle() {
  await vi.advanceTimersByTimeAsync(200);
}

describe('prefetchScreen (docs/architecture.md §5: the next booking step fetched before Next Step)', () => {
  it("adds the step's scripts as modulepreload and its stylesheets as prefetch, after the asking task", async () => {
    prefetchScreen('booking-personal');
    // not in the press or render that asked
    expect(fetchList).not.toHaveBeenCalled();
    expect(links('modulepreload')).toEqual([]);
    await settle();
    expect(fetchList).toHaveBeenCalledWith('/assets/screen-files-1.json');
    expect(links('modulepreload')).toEqual(['/assets/booking-personal-1.js', '/assets/zod-2.js']);
    expect(links('prefetch')).toEqual(['/assets/step-layout-3.css']);
    expect(document.head.querySelector('link[rel="prefetch"]')?.getAttribute('as')).toBe('style');
  });

  it('fetches the list once, asks for each step once, and leaves out what the page already has', async () => {
    prefetchScreen('booking-personal');
    prefetchScreen('booking-personal');
    await settle();
    prefetchScreen('booking-flight');
    await settle();
    expect(fetchList).toHaveBeenCalledTimes(1);
    expect(links('modulepreload')).toEqual([
      '/assets/booking-personal-1.js',
      '/assets/zod-2.js',
      '/assets/booking-flight-4.js',
    ]);
  });

  it('does nothing when the browser asks to save data', async () => {
    vi.stubGlobal('navigator', { ...navigator, connection: { saveData: true } });
    prefetchScreen('booking-personal');
    await settle();
    expect(fetchList).not.toHaveBeenCalled();
    expect(links('modulepreload')).toEqual([]);
  });

  it('does nothing, and throws nothing, without the list, when it fails or when it is not a list', async () => {
    document.head.querySelector('meta')?.remove();
    prefetchScreen('booking-personal');
    await settle();
    expect(fetchList).not.toHaveBeenCalled();
    for (const answer of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      async () => new Response('Not Found', { status: 404 }),
      async () => new Response('<!doctype html>', { status: 200 }),
      async () =>
        new Response(JSON.stringify({ screens: { 'booking-personal': { scripts: 'x', styles: [7] } } })),
    ]) {
      resetScreenPrefetch();
      document.head.insertAdjacentHTML(
        'beforeend',
        `<meta name="${SCREEN_FILES_META}" content="/assets/l.json">`,
      );
      fetchList.mockImplementationOnce(answer);
      prefetchScreen('booking-personal');
      await settle();
      expect(links('modulepreload')).toEqual([]);
      document.head.querySelector('meta')?.remove();
    }
    expect(fetchList).toHaveBeenCalledTimes(4);
  });
});
