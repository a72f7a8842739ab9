import { noticeText } from '@alpine/domain';
import { describe, expect, it } from 'vitest';
import { bannerNotices } from './banner-notices.ts';

const delay = noticeText('shared_delay_policy', 'en');
const window2h = noticeText('shared_return_window', 'en');
const fewSeats = noticeText('few_seats', 'en', 3);
const waiting1h = noticeText('private_waiting_1h', 'en');
const shared = { private: false };
const privateCard = { private: true };

describe('bannerNotices (docs/architecture.md §5: the notices banner not repeated)', () => {
  it('shows a notice carried by both legs once', () => {
    expect(bannerNotices([fewSeats, 'x'], [fewSeats], shared, false)).toEqual([fewSeats, 'x']);
  });

  it('leaves out the delay policy and return window while the shared card states them', () => {
    expect(bannerNotices([delay, window2h, fewSeats], [delay], shared, true)).toEqual([fewSeats]);
  });

  it('keeps the delay policy when the highlighted card is closed (nothing else states it)', () => {
    expect(bannerNotices([delay, window2h], [delay], shared, false)).toEqual([delay, window2h]);
  });

  it('leaves out the free waiting time while the private card lists it, in any language', () => {
    const fr = noticeText('private_waiting_1h', 'fr');
    expect(bannerNotices([waiting1h], undefined, privateCard, true)).toEqual([]);
    expect(bannerNotices([fr], undefined, privateCard, true)).toEqual([]);
  });

  it('does not drop a shared policy from a private card, nor anything without a highlighted card', () => {
    expect(bannerNotices([delay], undefined, privateCard, true)).toEqual([delay]);
    expect(bannerNotices([delay, waiting1h], undefined, undefined, true)).toEqual([delay, waiting1h]);
  });
});
