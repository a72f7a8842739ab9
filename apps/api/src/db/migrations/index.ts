import type { Migration } from 'kysely';
import * as networkAndCustomers from './2026112101-network-and-customers.ts';
import * as bookings from './2026112201-bookings.ts';
import * as payments from './2026112202-payments.ts';
import * as accounts from './2026112203-accounts.ts';
import * as cancellations from './2026112204-cancellations.ts';
import * as accountsOwnership from './2026112301-accounts-ownership.ts';
import * as recovery from './2026112302-recovery.ts';
import * as paymentIntentRetries from './2026112303-payment-intent-retries.ts';
import * as reviewDeadlines from './2026112303-review-deadlines.ts';
import * as loginBackoff from './2026112304-login-backoff.ts';
import * as placeNames from './2026112305-place-names.ts';
import * as analyticsAndContact from './2026112305-analytics-and-contact.ts';
import * as operatorCheck from './2026112306-operator-check.ts';
import * as gazetteer from './2026112310-gazetteer.ts';
import * as chamonixStops from './2026112311-chamonix-stops.ts';
import * as operators from './2026112320-operators.ts';
import * as bookingAudit from './2026112321-booking-audit.ts';
import * as departureControls from './2026112322-departure-controls.ts';
import * as promotionControls from './2026112330-promotion-controls.ts';
import * as typedAddressOwner from './2026112501-typed-address-owner.ts';
import * as holdClient from './2026112502-hold-client.ts';
import * as groupRequests from './2026112801-group-requests.ts';
import * as fleet from './2026112901-fleet.ts';
import * as baseNames from './2026112902-base-names.ts';

/** Every migration, by name; names sort in the order they run (a timestamp prefix). */
export const migrations: Record<string, Migration> = {
  '2026112101-network-and-customers': networkAndCustomers,
  '2026112201-bookings': bookings,
  '2026112202-payments': payments,
  '2026112203-accounts': accounts,
  '2026112204-cancellations': cancellations,
  '2026112301-accounts-ownership': accountsOwnership,
  '2026112302-recovery': recovery,
  '2026112303-payment-intent-retries': paymentIntentRetries,
  '2026112303-review-deadlines': reviewDeadlines,
  '2026112304-login-backoff': loginBackoff,
  '2026112305-place-names': placeNames,
  '2026112305-analytics-and-contact': analyticsAndContact,
  '2026112306-operator-check': operatorCheck,
  '2026112310-gazetteer': gazetteer,
  '2026112311-chamonix-stops': chamonixStops,
  '2026112320-operators': operators,
  '2026112321-booking-audit': bookingAudit,
  '2026112322-departure-controls': departureControls,
  '2026112330-promotion-controls': promotionControls,
  '2026112501-typed-address-owner': typedAddressOwner,
  '2026112502-hold-client': holdClient,
  '2026112801-group-requests': groupRequests,
  '2026112901-fleet': fleet,
  '2026112902-base-names': baseNames,
};
