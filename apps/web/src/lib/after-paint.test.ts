import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterContentfulPaint, CONTENTFUL_PAINT_FALLBACK_MS } from './after-paint.ts';

/** A stand-in for the browser's PerformanceObserver that the test feeds paint entries by hand. */
class FakePaintObserver {
  static supportedEntryTypes: readonly string[] = ['paint'];
  static instances: FakePaintObserver[] = [];
  observed: PerformanceObserverInit | undefined;
  disconnected = false;
  constructor(private readonly callback: PerformanceObserverCallback) {
    FakePaintObserver.instances.push(this);
  }
  observe(init: PerformanceObserverInit) {
    this.observed = init;
  }
  disconnect() {
    this.disconnected = true;
  }
  /** Delivers paint entries of these names, as the browser does once a frame is presented. */
  deliver(...names: string[]) {
    const entries = names.map((name) => ({ name, entryType: 'paint' }));
    const list = { getEntriesByName: (n: string) => entries.filter((e) => e.name === n) };
    this.callback(list as unknown as PerformanceObserverEntryList, this as unknown as PerformanceObserver);
  }
}

/** Whether the promise has settled after the pending timers and microtasks ran. */
async function settled(promise: Promise<void>, advanceMs: number): Promise<boolean> {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(advanceMs);
  await Promise.resolve(); // the then() above runs as a microtask after the timer resolved the promise
  return done;
}

describe('page chunks are requested only after the first contentful paint (docs/architecture.md §5)', () => {
  let frames: FrameRequestCallback[];
  beforeEach(() => {
    vi.useFakeTimers();
    frames = [];
    FakePaintObserver.instances = [];
    vi.stubGlobal('requestAnimationFrame', (cb: FrameRequestCallback) => frames.push(cb));
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('waits past the first frame for the first-contentful-paint entry, then resolves in a new task', async () => {
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    const waiting = afterContentfulPaint();
    const [observer] = FakePaintObserver.instances;
    expect(observer?.observed).toEqual({ type: 'paint', buffered: true });
    frames.splice(0).forEach((frame) => frame(0));
    // the main thread has painted, but the frame is not presented yet: still waiting
    expect(await settled(waiting, 10)).toBe(false);
    observer!.deliver('first-paint');
    expect(await settled(waiting, 10)).toBe(false);
    observer!.deliver('first-contentful-paint');
    expect(await settled(waiting, 0)).toBe(true);
    expect(observer!.disconnected).toBe(true);
  });

  it('goes on after one frame and the fallback when the browser reports no contentful paint', async () => {
    vi.stubGlobal('PerformanceObserver', FakePaintObserver);
    const waiting = afterContentfulPaint();
    expect(await settled(waiting, CONTENTFUL_PAINT_FALLBACK_MS * 2)).toBe(false); // no frame yet (hidden tab)
    frames.splice(0).forEach((frame) => frame(0));
    expect(await settled(waiting, CONTENTFUL_PAINT_FALLBACK_MS - 1)).toBe(false);
    expect(await settled(waiting, 1)).toBe(true);
    expect(FakePaintObserver.instances[0]!.disconnected).toBe(true);
  });

  it('without paint timing it resolves in the task after the first frame', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const waiting = afterContentfulPaint();
    expect(await settled(waiting, 50)).toBe(false);
    frames.splice(0).forEach((frame) => frame(0));
    expect(await settled(waiting, 0)).toBe(true);
  });
});
