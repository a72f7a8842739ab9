import { FARE_ENGINE, FREE_WAITING_HOURS } from '../constants.ts';
import type { Language } from '../languages.ts';
import type { NoticeCode } from './fare-types.ts';

/** A notice's text; `n` is the count it names (seats or vehicles left), null for the others. */
type Catalogue = Record<NoticeCode, (n: number | null) => string>;

/**
 * Notice texts a quote carries (spec part 1 §2.1 policy texts, §4 "notices in a banner";
 * ADR 004; few_vehicles: ADR 022). English follows the spec's shared-transfer and free-waiting
 * policies.
 */
const NOTICES: Record<Language, Catalogue> = {
  en: {
    shared_delay_policy: () =>
      'If your flight is delayed by more than an hour, we will move you onto the next transfer at no charge.',
    shared_return_window: () => 'Return pick-ups aim to reach the airport 2-3 hours before your flight.',
    private_waiting_1h: () =>
      `Standard private transfer: ${FREE_WAITING_HOURS.private_standard} hour free waiting after your arrival time.`,
    private_waiting_2h: () =>
      `Premium private transfer: ${FREE_WAITING_HOURS.private_premium} hours free waiting after your arrival time.`,
    coach_on_request: () =>
      'Private coaches are confirmed on request: we will check availability and contact you to confirm.',
    too_soon: () =>
      `This departure is less than ${FARE_ENGINE.tooSoonHours} hours away: we will confirm it manually as soon as possible.`,
    few_seats: (n) => `Only ${n ?? 0} seats left on this departure.`,
    few_vehicles: (n) =>
      n === 1
        ? 'Only 1 vehicle of this kind is free at this time.'
        : `Only ${n ?? 0} vehicles of this kind are free at this time.`,
  },
  fr: {
    shared_delay_policy: () =>
      'Si votre vol a plus d’une heure de retard, nous vous plaçons sans frais sur le transfert suivant.',
    shared_return_window: () =>
      'Les prises en charge retour visent une arrivée à l’aéroport 2 à 3 heures avant votre vol.',
    private_waiting_1h: () =>
      `Transfert privé standard : ${FREE_WAITING_HOURS.private_standard} heure d’attente gratuite après votre heure d’arrivée.`,
    private_waiting_2h: () =>
      `Transfert privé premium : ${FREE_WAITING_HOURS.private_premium} heures d’attente gratuite après votre heure d’arrivée.`,
    coach_on_request: () =>
      'Les autocars privés sont confirmés sur demande : nous vérifions la disponibilité et vous contactons.',
    too_soon: () =>
      `Ce départ a lieu dans moins de ${FARE_ENGINE.tooSoonHours} heures : nous le confirmerons manuellement au plus vite.`,
    few_seats: (n) => `Plus que ${n ?? 0} places sur ce départ.`,
    few_vehicles: (n) =>
      n === 1
        ? 'Plus qu’un véhicule de ce type disponible à cette heure.'
        : `Plus que ${n ?? 0} véhicules de ce type disponibles à cette heure.`,
  },
  es: {
    shared_delay_policy: () =>
      'Si su vuelo se retrasa más de una hora, le pasamos sin coste al siguiente traslado.',
    shared_return_window: () =>
      'Las recogidas de vuelta buscan llegar al aeropuerto 2-3 horas antes de su vuelo.',
    private_waiting_1h: () =>
      `Traslado privado estándar: ${FREE_WAITING_HOURS.private_standard} hora de espera gratuita tras su hora de llegada.`,
    private_waiting_2h: () =>
      `Traslado privado premium: ${FREE_WAITING_HOURS.private_premium} horas de espera gratuita tras su hora de llegada.`,
    coach_on_request: () =>
      'Los autocares privados se confirman bajo petición: comprobamos la disponibilidad y le contactamos.',
    too_soon: () =>
      `Esta salida es dentro de menos de ${FARE_ENGINE.tooSoonHours} horas: la confirmaremos manualmente lo antes posible.`,
    few_seats: (n) => `Solo quedan ${n ?? 0} plazas en esta salida.`,
    few_vehicles: (n) =>
      n === 1
        ? 'Solo queda 1 vehículo de este tipo a esta hora.'
        : `Solo quedan ${n ?? 0} vehículos de este tipo a esta hora.`,
  },
};

/** Seat and vehicle counts whose 'few seats' / 'few vehicles' text is written once and kept. */
const KEPT_SEAT_COUNTS = 100;

/**
 * Every notice text written once per language at start (docs/architecture.md §6: the search hot path looks
 * texts up, it builds no string): fixed texts by code, 'few seats' and 'few vehicles' by count 0-99.
 */
const WRITTEN = Object.fromEntries(
  (Object.keys(NOTICES) as Language[]).map((language) => {
    const catalogue = NOTICES[language];
    const fixed = Object.fromEntries(
      (Object.keys(catalogue) as NoticeCode[]).map((code) => [code, catalogue[code](null)]),
    ) as Record<NoticeCode, string>;
    const counted = (code: 'few_seats' | 'few_vehicles') =>
      Array.from({ length: KEPT_SEAT_COUNTS }, (_, n) => catalogue[code](n));
    return [language, { fixed, few_seats: counted('few_seats'), few_vehicles: counted('few_vehicles') }];
  }),
) as Record<Language, { fixed: Record<NoticeCode, string>; few_seats: string[]; few_vehicles: string[] }>;

/**
 * Text of a notice in a language (falls back to English), looked up from the written texts.
 * `count` is what few_seats and few_vehicles name: the fare's seatsLeft or vehiclesLeft.
 */
export function noticeText(code: NoticeCode, language: Language, count: number | null = null): string {
  const written = WRITTEN[language] ?? WRITTEN.en;
  if (code !== 'few_seats' && code !== 'few_vehicles') return written.fixed[code];
  const n = count ?? 0;
  return written[code][n] ?? (NOTICES[language] ?? NOTICES.en)[code](n);
}
