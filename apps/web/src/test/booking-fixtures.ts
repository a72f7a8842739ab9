import type { Address, Quote } from '@alpine/contract';
import { NO_EXTRAS, type Row } from '@alpine/domain';
import type { BookingInfo, Journey, StepState } from '../booking-state/journey.ts';
import { makeQuote } from './fixtures.ts';

function row(quote: Quote): Row<Quote> {
  return {
    id: quote.quoteID,
    date: quote.journey.date,
    depart: quote.journey.time,
    arrival: '12:15',
    duration: '01:15',
    pax: quote.journey.pax,
    price: quote.fare.price,
    seatPrice: quote.fare.price / quote.journey.pax,
    seatsLeft: quote.journey.seatsLeft,
    vehiclesLeft: quote.journey.vehiclesLeft,
    statusID: quote.status.statusID,
    quote,
  };
}

/** A chosen journey (the results screen's option) with sensible defaults. */
export function makeJourney(
  overrides: {
    product?: Quote['journey']['product'];
    isReturn?: boolean;
    statusID?: 1 | 2;
    modeID?: number;
    promotion?: Quote['promotion'];
    payment?: Quote['payment'];
    partner?: Quote['partner'];
    destinationId?: number;
  } = {},
): Journey {
  const go = makeQuote({
    product: overrides.product,
    statusID: overrides.statusID,
    promotion: overrides.promotion,
  });
  go.connection.modeID = overrides.modeID ?? 1;
  if (overrides.payment) go.payment = overrides.payment;
  if (overrides.partner !== undefined) go.partner = overrides.partner;
  const back =
    overrides.isReturn === false
      ? null
      : makeQuote({ product: overrides.product, back: true, promotion: overrides.promotion });
  return {
    title: 'shared fixed point transfers',
    type: go.journey.product,
    icon: 'van',
    currency: 'EUR',
    private: go.journey.private,
    pax: 2,
    returnPax: back ? 2 : null,
    return: back !== null,
    returnDate: back?.connection.date ?? null,
    origin: 'Geneva Airport',
    destination: 'Chamonix',
    originId: 1,
    destinationId: overrides.destinationId ?? 10,
    connection: go.connection,
    price: 156,
    originalPrice: 156,
    go: [row(go)],
    back: back ? [row(back)] : [],
    quote: go,
    quote1: back,
    promotion: overrides.promotion ?? null,
  };
}

export const CUSTOMER = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  mobile: '+447900123456',
};

export function makeInfo(overrides: Partial<BookingInfo> = {}): BookingInfo {
  return {
    ...NO_EXTRAS,
    ...CUSTOMER,
    children: 0,
    outNumber: '',
    returnNumber: '',
    customer_id: 7,
    ...overrides,
  };
}

export function makeState(journey: Journey = makeJourney(), info: Partial<BookingInfo> = {}): StepState {
  return { param: journey, customerId: 7, info: makeInfo(info) };
}

export function makeAddress(
  addressID: number,
  locationID: number,
  organisation: string,
  city = 'Chamonix',
): Address {
  return {
    addressID,
    locationID,
    organisation,
    street: 'Place de la Gare',
    city,
    postcode: '74400',
    country: 'FR',
    latitude: null,
    longitude: null,
    fixed: true,
  };
}
