import type { Account, FoundBooking, OwnBooking, PassengerDetail } from '@alpine/contract';
import { saveUserSession } from '../lib/user-session.ts';

/** Signs a customer in, as a successful login would (remembered unless told otherwise). */
export function signIn(remember = true, expiresIn = 1800) {
  return saveUserSession(
    { access_token: 'user-token', token_type: 'Bearer', expires_in: expiresIn },
    'ada@example.com',
    remember,
  );
}

export const ME: Account = {
  customerID: 7,
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  mobile: '+447900123456',
  emailVerified: true,
  pendingEmail: null,
  partnerID: null,
};

export const FOUND: FoundBooking = {
  bookingID: 41,
  reference: 'K7PX3QNA',
  state: 'confirmed',
  total: { price: 240.5, currency: 'CHF' },
  passengers: [501, 502],
};

const place = (locationID: number, locationName: string, organisation: string) => ({
  locationID,
  locationName,
  address: { organisation, street: 'Route 1', city: locationName, postcode: '1000' },
});

export function makePassenger(overrides: Partial<PassengerDetail> = {}): PassengerDetail {
  return {
    passengerID: 501,
    bookingID: 41,
    reference: 'K7PX3QNA',
    fare: { price: 120.25, currency: 'CHF' },
    pax: 3,
    private: true,
    connection: { date: '2099-03-10', time: '09:30', flight: 'LX123' },
    origin: place(1, 'Geneva Airport', 'Geneva Airport Arrivals'),
    destination: place(2, 'Verbier', 'Hotel Montpelier'),
    items: [
      { item: 'Seat (rear)', quantity: 2 },
      { item: 'Seat (booster)', quantity: 1 },
      { item: 'Bag', quantity: 3 },
      { item: 'Skis', quantity: 2 },
      { item: 'Pet', quantity: 1 },
    ],
    needsOperatorCheck: false,
    departure: { date: '2099-03-10', time: '10:15' },
    ...overrides,
  };
}

const leg = (passengerID: number, date: string, flexi: boolean) => ({
  passengerID,
  origin: { locationID: 1, locationName: 'Geneva Airport' },
  destination: { locationID: 2, locationName: 'Verbier' },
  date,
  time: '10:15',
  pax: 2,
  product: 'shared_door',
  private: false,
  flight: '',
  flexi,
  needsOperatorCheck: false,
});

export function makeBooking(
  bookingID: number,
  date: string,
  overrides: Partial<OwnBooking> = {},
): OwnBooking {
  return {
    bookingID,
    reference: `REF${bookingID}`,
    state: 'confirmed',
    total: { price: 200, currency: 'CHF' },
    createdAt: '2020-01-01T10:00:00.000Z',
    legs: [leg(bookingID * 10, date, false)],
    refundIfCancelled: null,
    refund: null,
    ...overrides,
  };
}

export function flexiLeg(passengerID: number, date: string) {
  return leg(passengerID, date, true);
}
