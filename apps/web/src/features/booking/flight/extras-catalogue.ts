import { EXTRA_COUNT_LIMIT } from '@alpine/contract/light';
import { extraUnitPriceMinor, STEP_EXTRAS, extrasAllowed, type Extras } from '@alpine/domain';

/** The counters of the Flight & Extras step, in the spec's order (part 2 §2.3). */
export type CounterKey = Exclude<keyof Extras, 'flexi'>;

export interface CounterSpec {
  key: CounterKey;
  group: 'luggage' | 'seats';
  /** The suggested maximum (part 2 §5: 495 for luggage, 5 for bikes and pets; seats up to 99). */
  max: number;
  /**
   * The count "+" stops at: `max` for seats (99 passengers, part 2 §9); for luggage, bikes and pets,
   * whose maximum is suggested, not enforced (part 2 §5), the API's sanity bound EXTRA_COUNT_LIMIT
   * (spec part 2 §5): past `max` the step notes that the operator confirms the quantity.
   */
  limit: number;
  /** Price of one item beyond the free allowance, minor units (part 2 §9). */
  priceMinor: number;
}

/**
 * Every count the step chooses in @alpine/domain's extras table (STEP_EXTRAS; flexi, a choice,
 * has its own offer), in its spec part 2 §3 order: luggage, then free child seats.
 */
export const COUNTERS: CounterSpec[] = STEP_EXTRAS.flatMap((e) =>
  e.kind === 'choice'
    ? []
    : [
        {
          key: e.info,
          group: e.priced === 'free' ? ('seats' as const) : ('luggage' as const),
          max: e.max,
          limit: e.enforced ? e.max : EXTRA_COUNT_LIMIT,
          priceMinor: extraUnitPriceMinor(e.info),
        },
      ],
);

/** Is this counter usable? Pets, rear- and front-facing seats need a private transfer (part 2 §2.3). */
export function counterEnabled(key: CounterKey, transfer: { private: boolean; modeID: number }): boolean {
  const allowed = extrasAllowed(transfer);
  if (key === 'pet' || key === 'rear' || key === 'front') return allowed[key];
  return true;
}

/** True when no extra and no flexi is chosen (the 'Important' dialog condition, part 2 §2.3, §4). */
export function nothingChosen(extras: Extras): boolean {
  return extras.flexi === 0 && COUNTERS.every((c) => extras[c.key] === 0);
}
