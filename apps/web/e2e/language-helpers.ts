import { expect, type Page } from '@playwright/test';
import { successReference } from './booking-helpers.ts';

/**
 * The booking steps (spec part 2 §2.2-§2.6) as an English, French or Spanish traveller reads them
 * (apps/web/src/i18n/{en,fr,es}.json), and the steps walked with those words.
 */
export const STEP_WORDS = {
  en: {
    opener: /Choose times|View Options/,
    outboundRow: /Choose Outbound: departure at \d\d:\d\d/,
    next: 'Next Step',
    firstName: 'First Name',
    lastName: 'Last Name',
    email: 'Email Address',
    confirmEmail: 'Confirm Email Address',
    phone: 'Phone Number',
    important: 'Important',
    pickUp: 'Pick-up point',
    dropOff: 'Drop-off point',
    cardNumber: 'Card number',
    expiry: 'Expiry date (MM/YY)',
    terms: /terms and conditions/,
    privacy: /privacy policy/,
    complete: 'Complete Booking',
  },
  fr: {
    opener: /Choisir les horaires|Voir les options/,
    outboundRow: /Choisissez l’aller : départ à \d\d:\d\d/,
    next: 'Étape suivante',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Adresse e-mail',
    confirmEmail: "Confirmez l'adresse e-mail",
    phone: 'Numéro de téléphone',
    important: 'Important',
    pickUp: 'Lieu de prise en charge',
    dropOff: 'Lieu de dépose',
    cardNumber: 'Numéro de carte',
    expiry: "Date d'expiration (MM/AA)",
    terms: /conditions générales/,
    privacy: /politique de confidentialité/,
    complete: 'Finaliser la réservation',
  },
  es: {
    opener: /Elegir horarios|Ver opciones/,
    outboundRow: /Elija la ida: salida a las \d\d:\d\d/,
    next: 'Siguiente paso',
    firstName: 'Nombre',
    lastName: 'Apellido',
    email: 'Correo electrónico',
    confirmEmail: 'Confirme el correo electrónico',
    phone: 'Número de teléfono',
    important: 'Importante',
    pickUp: 'Punto de recogida',
    dropOff: 'Punto de llegada',
    cardNumber: 'Número de tarjeta',
    expiry: 'Fecha de caducidad (MM/AA)',
    terms: /términos y condiciones/,
    privacy: /política de privacidad/,
    complete: 'Completar la reserva',
  },
} as const;
export type Language = keyof typeof STEP_WORDS;

/** Personal details (spec part 2 §2.2) in `language`: Anna Keller, `email`, a phone; ends on the flight step. */
export async function fillPersonalIn(page: Page, language: Language, email: string) {
  const l = STEP_WORDS[language];
  await page.getByLabel(l.firstName, { exact: true }).fill('Anna');
  await page.getByLabel(l.lastName, { exact: true }).fill('Keller');
  await page.getByLabel(l.email, { exact: true }).fill(email);
  await page.getByLabel(l.confirmEmail).fill(email);
  await page.getByLabel(l.phone).fill('07900 123456');
  await page.getByRole('button', { name: l.next }).click();
  await expect(page).toHaveURL(/\/booking-flight$/);
  // the personal form gone: a Next Step press lands on the flight step's button
  await expect(page.getByLabel(l.firstName, { exact: true })).toHaveCount(0);
}

/** No extras in `language` (spec part 2 §2.3): Next Step, then the 'Important' dialog's; ends on the address step. */
export async function skipExtrasIn(page: Page, language: Language) {
  const l = STEP_WORDS[language];
  await page.getByRole('button', { name: l.next }).click();
  const important = page.getByRole('alertdialog', { name: l.important });
  await expect(important).toBeVisible();
  await important.getByRole('button', { name: l.next }).click();
  await expect(page).toHaveURL(/\/booking-address$/);
}

/** Pays with the sandbox's 4242 card in `language` (spec part 2 §2.6); the booking reference of the success page. */
export async function payIn(page: Page, language: Language): Promise<string> {
  const l = STEP_WORDS[language];
  await page.getByLabel(l.cardNumber).fill('4242 4242 4242 4242');
  await page.getByLabel(l.expiry).fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('checkbox', { name: l.terms }).check({ force: true });
  await page.getByRole('checkbox', { name: l.privacy }).check({ force: true });
  await page.getByRole('button', { name: l.complete }).click();
  await expect(page).toHaveURL(/\/booking-success/, { timeout: 30_000 });
  return successReference(page);
}
