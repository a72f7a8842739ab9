/**
 * The spec's user-facing messages, verbatim in English (spec part 1 §8, part 2 §5/§8). The site
 * translates them by key; the English catalogue must equal these texts (tested).
 */
export const MESSAGES = {
  promoNotFound: 'Promo code not found',
  noPrivate: 'NO PRIVATE TRANSFERS AVAILABLE: Sorry we have no private transfers on this date.',
  privateOver50: 'Sorry, we have no private transfers for more than 50 passengers on this date.',
  onlyPrivate:
    'ONLY PRIVATE TRANSFERS AVAILABLE: Sorry we have no shared transfers on this date; please choose a standard private transfer.',
  onlyPrivateReturn:
    'ONLY PRIVATE TRANSFERS AVAILABLE: Sorry we have no shared transfers on this date please choose a private transfer.',
  /** Ours (the spec is silent on a search with nothing at all in shared mode). */
  noTransfers: 'NO TRANSFERS AVAILABLE: Sorry, we have no transfers on this date.',
  transferTime: 'Please enter your transfer time',
  /** Ours (ADR 017): a time of today already gone, named as such rather than "no transfers on this date". */
  timePast: 'This time has already passed today; please choose a later time.',
  outboundTimeTip: 'Please select the arrival/departure time for your Flight/Train/Other connection.',
  connectionTip: 'Please note this time is based on the average travel time to your location',
} as const;
export type MessageKey = keyof typeof MESSAGES;
