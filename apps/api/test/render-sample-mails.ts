import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { OperatorContact } from '../src/config.ts';
import type { BookingConfirmationDetails } from '../src/modules/mail/confirmation-details.ts';
import { renderBookingConfirmation } from '../src/modules/mail/templates/booking-confirmation.ts';
import { renderCancellation } from '../src/modules/mail/templates/cancellation.ts';
import { renderVerificationMail } from '../src/modules/mail/templates/email-verification.ts';

/**
 * Writes the confirmation, cancellation and verification e-mails in en, fr and es as HTML files
 * (`<folder>/<mail>-<language>.html`, the folder from the command line), to look at them in a
 * browser at a phone's and a desktop's width, and prints the time one e-mail takes:
 *   npx tsx apps/api/test/render-sample-mails.ts /tmp/mails
 *   node /work/shared/tools/shot.mjs file:///tmp/mails/confirmation-fr.html out.png --width 375 --full
 */
const operator: OperatorContact = {
  name: 'Alpine Transfers',
  phone: '+41 22 555 01 00',
  email: 'hello@alpine-transfers.example',
};
const leg = {
  originName: 'Aéroport de Genève',
  destinationName: 'Chamonix-Mont-Blanc',
  date: '2026-01-05',
  time: '10:30',
  durationMinutes: 75,
  pax: 2,
  product: 'shared_door',
  flight: 'EZY1234',
  priceMinor: 7_800,
  originAddress: 'Aéroport de Genève, hall des arrivées, Route de l’Aéroport 21, 1215 Genève',
  destinationAddress: 'Chalet Les Pins, 12 Route du Bouchet, 74400 Chamonix-Mont-Blanc',
};
const details = (language: string): BookingConfirmationDetails => ({
  reference: 'K7PX4M2Q',
  email: 'ann.smith-long-address@example.com',
  firstName: 'Ann',
  lastName: 'Smith <3',
  currency: 'EUR',
  totalMinor: 15_600,
  language,
  legs: [
    leg,
    {
      ...leg,
      originName: leg.destinationName,
      destinationName: leg.originName,
      originAddress: leg.destinationAddress,
      destinationAddress: leg.originAddress,
      date: '2026-01-12',
      time: '08:00',
      flight: '',
    },
  ],
});

const folder = process.argv[2] ?? 'sample-mails';
mkdirSync(folder, { recursive: true });
const started = performance.now();
let count = 0;
for (const language of ['en', 'fr', 'es']) {
  const mails = {
    confirmation: renderBookingConfirmation(details(language)),
    cancellation: renderCancellation(
      {
        bookingID: 3,
        reference: 'K7PX4M2Q',
        firstName: 'Ann',
        lastName: 'Smith',
        email: 'ann@example.com',
        currency: 'CHF',
        totalMinor: 15_600,
        refundMinor: 7_800,
        percent: 50,
        language,
      },
      operator,
    ),
    verification: renderVerificationMail(
      {
        firstName: 'Zoë',
        link: `https://alpine.example/${language}/verify-email?token=abc123def456`,
        language,
      },
      operator,
    ),
  };
  for (const [name, mail] of Object.entries(mails)) {
    writeFileSync(join(folder, `${name}-${language}.html`), mail.html);
    count += 1;
  }
}
const first = (performance.now() - started) / count;
const repeat = 200;
const again = performance.now();
for (let i = 0; i < repeat; i += 1) renderBookingConfirmation(details('fr'));
const each = (performance.now() - again) / repeat;
console.log(
  `${count} e-mails in ${folder} (${first.toFixed(1)} ms each, first calls); a confirmation then takes ${each.toFixed(2)} ms`,
);
