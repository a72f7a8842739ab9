import { z } from 'zod';
import { extrasCarriedTo, STEP_EXTRAS, type ExtraKey, type Extras } from '@alpine/domain';
import type { ChosenOption, StepState } from '../../../booking-state/journey.ts';
import { readFlightValues } from './hooks/use-flight-values.ts';

/** What another transfer chosen in place of the previous one keeps of its Flight & Extras step. */
export interface CarriedExtras {
  /** The extras still valid for the new transfer, and the flight numbers when the connection is the same. */
  values: Extras & { outNumber: string; returnNumber: string };
  /** The extras removed or lowered, to tell the traveller (spec part 2 §3 info keys). */
  dropped: ExtraKey[];
}

/**
 * The extras and flight numbers of the previous choice (`previous`: its step state; the step's
 * saved flightValues over its info) carried to `option`, another departure or transfer chosen
 * since (spec part 2 §2.3; ADR 017 "Gaps the spec leaves, filled"): extras the new transfer allows
 * stay (@alpine/domain extrasCarriedTo), the others are named in `dropped`; the flight numbers stay
 * when the connection (date, time, mode) is the same and not mode 3 (no flight numbers there).
 */
export function carryExtras(previous: StepState, option: ChosenOption): CarriedExtras {
  const saved = readFlightValues(previous.info);
  const extras = Object.fromEntries(STEP_EXTRAS.map((e) => [e.info, saved[e.info]])) as Extras;
  const carried = extrasCarriedTo(extras, { private: option.private, modeID: option.connection.modeID });
  const was = previous.param.connection;
  const sameFlight =
    option.connection.modeID !== 3 &&
    was.date === option.connection.date &&
    was.time === option.connection.time &&
    was.modeID === option.connection.modeID;
  return {
    values: {
      ...carried.extras,
      outNumber: sameFlight ? saved.outNumber : '',
      returnNumber: sameFlight ? saved.returnNumber : '',
    },
    dropped: carried.dropped,
  };
}

const EXTRA_KEYS = STEP_EXTRAS.map((e) => e.info) as [ExtraKey, ...ExtraKey[]];

/**
 * What the personal step adds to the navigation state of /booking-flight: the extras dropped by
 * carryExtras (spec part 2 §3 info keys; empty when none). Read once, for the notice; not stored.
 */
export const DroppedExtrasStateSchema = z.object({ droppedExtras: z.array(z.enum(EXTRA_KEYS)) });
export type DroppedExtrasState = z.infer<typeof DroppedExtrasStateSchema>;
