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
  'few_vehicles',
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

  it('the few-vehicles notice names the count, one vehicle in the singular (ADR 022)', () => {
    expect(noticeText('few_vehicles', 'en', 1)).toBe('Only 1 vehicle of this kind is free at this time.');
    expect(noticeText('few_vehicles', 'fr', 2)).toBe(
      'Plus que 2 véhicules de ce type disponibles à cette heure.',
    );
    expect(noticeText('few_vehicles', 'es', 1)).toBe('Solo queda 1 vehículo de este tipo a esta hora.');
  });
});
