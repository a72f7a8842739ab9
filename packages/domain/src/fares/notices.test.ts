import { describe, expect, it } from 'vitest';
import type { NoticeCode } from './fare-types.ts';
import { noticeText } from './notices.ts';

const CODES: NoticeCode[] = [
  'shared_delay_policy',
  'shared_return_window',
  'private_waiting_1h',
  'private_waiting_2h',
  'coach_on_request',
  'too_soon',
  'few_seats',
];

describe('quote notices per language (docs/architecture.md §6)', () => {
  it('every notice has a French and a Spanish text that differs from English', () => {
    for (const code of CODES) {
      const en = noticeText(code, 'en', 3);
      expect(noticeText(code, 'fr', 3), code).not.toBe(en);
      expect(noticeText(code, 'es', 3), code).not.toBe(en);
      expect(noticeText(code, 'es', 3), code).not.toBe(noticeText(code, 'fr', 3));
    }
  });

  it('the few-seats notice names the count, kept or not', () => {
    expect(noticeText('few_seats', 'fr', 4)).toBe('Plus que 4 places sur ce départ.');
    expect(noticeText('few_seats', 'es', 250)).toBe('Solo quedan 250 plazas en esta salida.');
    expect(noticeText('few_seats', 'en', null)).toBe('Only 0 seats left on this departure.');
  });
});
