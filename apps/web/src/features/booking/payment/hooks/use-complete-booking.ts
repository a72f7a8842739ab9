import { useRef, useState } from 'react';
import type { AddLeg } from '@alpine/contract';
import { BRAND_ID, fromMinor, paymentAmount, wireItemsOf } from '@alpine/domain';
import { ApiRequestError, getToken } from '../../../../lib/api-client.ts';
import { logFailure } from '../../../../lib/log.ts';
import { STORAGE_KEYS } from '../../../../lib/storage-keys.ts';
import type { StepState } from '../../../../booking-state/journey.ts';
import { saveStepState } from '../../../../booking-state/step-state.ts';
import { summaryAmounts } from '../../summary/summary-pricing.ts';
import { addBookingLeg } from '../api/add-booking-leg.ts';
import { addBookingTag } from '../api/add-booking-tag.ts';
import { addPaymentCustomer } from '../api/add-payment-customer.ts';
import { createBooking } from '../api/create-booking.ts';
import { getClientSecret } from '../api/get-client-secret.ts';
import { payByInvoice } from '../api/pay-by-invoice.ts';
import { requestReview } from '../api/request-review.ts';
import type { CardConfirmer } from '../card-outcome.ts';

export type PaymentMethod = 'card' | 'invoice' | 'review';

/** What the success page shows (spec part 2 §2.7). */
export interface CompletedBooking {
  reference: string;
  total: number;
  currency: string;
}

/** The two legs' bodies (spec part 2 §7 "Add booking leg"): the outbound, then the return. */
export function legBodies(state: StepState): AddLeg[] {
  const { param, info } = state;
  const set = param.address;
  if (!set) return [];
  // spec part 2 §3 info (children included) -> §7 items, named once in @alpine/domain extras.ts
  const items = wireItemsOf(info);
  const go = param.go[0]?.quote ?? param.quote;
  const legs: AddLeg[] = [
    {
      quote: { quoteID: go.quoteID },
      flight: info.outNumber,
      origin: { addressID: set.from.addressID },
      destination: { addressID: set.to.addressID },
      items,
    },
  ];
  const back = param.back[0]?.quote ?? param.quote1;
  if (param.return && back && set.from1 && set.to1) {
    legs.push({
      quote: { quoteID: back.quoteID },
      flight: info.returnNumber,
      origin: { addressID: set.from1.addressID },
      destination: { addressID: set.to1.addressID },
      items,
    });
  }
  return legs;
}

/**
 * Complete Booking (spec part 2 §4, §7, §8): payment customer, booking (reused when the page is
 * retried: its id is kept in paymentState), legs, then the client secret and the card
 * confirmation, the invoice payment or the review request, and the marketing tag. One run at a
 * time, so a double click never sends twice.
 */
/** How long the token must stay valid when a booking is created: longer than the 15-minute hold. */
const SESSION_FOR_BOOKING_MS = 20 * 60_000;

export function useCompleteBooking(initial: StepState) {
  const current = useRef(initial);
  const running = useRef(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);

  const save = (next: StepState) => {
    current.current = next;
    saveStepState(STORAGE_KEYS.paymentState, next);
    return next;
  };

  /**
   * A stored booking this session may no longer use (403: another session's, 404: gone) is
   * forgotten, so the next attempt starts a fresh booking instead of failing for ever.
   */
  const forgetUnusableBooking = (e: unknown) => {
    if (!(e instanceof ApiRequestError) || ![403, 404].includes(e.status)) return;
    const { bookingID: _b, reference: _r, legsAdded: _l, ...info } = current.current.info;
    save({ ...current.current, info });
  };

  const run = async (method: PaymentMethod, marketing: boolean, card: CardConfirmer | null) => {
    if (running.current) return null;
    running.current = true;
    setBusy(true);
    setError(null);
    setConflict(false);
    try {
      let state = current.current;
      const { info, param } = state;
      const customer = {
        firstName: info.firstName,
        lastName: info.lastName,
        email: info.email,
        mobile: info.mobile,
      };
      // A new booking belongs to this token's session: make sure it outlives the 15-minute hold.
      const token =
        (await getToken(Date.now(), state.info.bookingID ? undefined : SESSION_FOR_BOOKING_MS)) ?? '';
      let paymentCustomer = '';
      if (method === 'card') {
        const added = await addPaymentCustomer({
          email: customer.email,
          name: `${customer.firstName} ${customer.lastName}`,
          phone: customer.mobile,
          client_token: token,
        });
        paymentCustomer = added.customer_id;
      }
      if (!state.info.bookingID) {
        const customerID = state.customerId ?? info.customer_id;
        if (!customerID) throw new Error('no customer');
        const created = await createBooking({ customerID, brandID: BRAND_ID, ...customer });
        state = save({
          ...state,
          info: { ...state.info, bookingID: created.bookingID, reference: created.reference, legsAdded: 0 },
        });
      }
      const bookingID = state.info.bookingID as number;
      const legs = legBodies(state);
      for (let i = state.info.legsAdded ?? 0; i < legs.length; i += 1) {
        try {
          await addBookingLeg(bookingID, { bookingID, ...legs[i]! });
        } catch (e) {
          if (e instanceof ApiRequestError && e.status === 409) setConflict(true);
          forgetUnusableBooking(e);
          throw e;
        }
        state = save({ ...state, info: { ...state.info, legsAdded: i + 1 } });
      }
      const totalMinor = summaryAmounts(param, info).totalMinor;
      if (method === 'review') await requestReview(bookingID);
      else if (method === 'invoice') await payByInvoice(bookingID);
      else if (card) {
        const secret = await getClientSecret({
          customer_id: paymentCustomer,
          client_token: token,
          booking_id: bookingID,
          ...paymentAmount(totalMinor, param.currency),
        });
        const outcome = await card.confirm(secret);
        if (!outcome.ok) {
          setError(outcome.message);
          return null;
        }
      }
      await addBookingTag(bookingID, marketing).catch((e: unknown) => logFailure('marketing tag failed', e));
      const done: CompletedBooking = {
        reference: state.info.reference ?? '',
        total: fromMinor(totalMinor),
        currency: param.currency,
      };
      return done;
    } catch (e) {
      logFailure('booking failed', e);
      forgetUnusableBooking(e);
      // the server's error_description when present, otherwise the error message (part 2 §8)
      setError(
        e instanceof ApiRequestError && e.error
          ? e.error.error_description
          : e instanceof Error
            ? e.message
            : String(e),
      );
      return null;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };

  return { run, busy, error, conflict };
}
