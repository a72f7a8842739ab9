import { mailTo } from './api-helpers.ts';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { bookingUrl, card, fifteenthOfNextMonth } from './journey-helpers.ts';
import { createOperator, skipExtras } from './booking-helpers.ts';
import { fillPersonalIn, payIn, skipExtrasIn, STEP_WORDS, type Language } from './language-helpers.ts';

/**
 * A traveller's own address at the end of the journey (spec part 2 §2.4, §5, §7; ADR 017, ADR 018):
 * a chalet in no list, typed by hand at the drop-off, is paid for and reaches the confirmation
 * e-mail, the operator's booking detail and, door to door, the departure's manifest; one full paid
 * journey per language. A fixed-stop coach still offers only its stops and the closest-stop tool.
 * The e-ticket's text is read in the API test (leg-addresses.routes.test.ts: the outbox keeps
 * attachment names only).
 */

/** What each traveller reads (apps/web/src/i18n/other-pages/{en,fr,es}.json). */
const WORDS = {
  en: {
    ...STEP_WORDS.en,
    notFound: /address isn't found/,
    manual: ['Hotel or Chalet name', 'Street Address', 'City or town', 'Post Code'],
    private: /standard private transfer/i,
    door: /shared door to door/i,
  },
  fr: {
    ...STEP_WORDS.fr,
    notFound: /adresse est introuvable/,
    manual: ["Nom de l'hôtel ou du chalet", 'Adresse', 'Ville ou commune', 'Code postal'],
    private: /transfert privé standard/i,
    door: /transferts partagés porte à porte/i,
  },
  es: {
    ...STEP_WORDS.es,
    notFound: /no encuentra su dirección/,
    manual: ['Nombre del hotel o chalet', 'Dirección', 'Ciudad o localidad', 'Código postal'],
    private: /traslado privado estándar/i,
    door: /traslados compartidos puerta a puerta/i,
  },
} as const;

/**
 * Geneva Airport -> Chamonix, one way, in `language`: the card of `product`, its first departure
 * (shared), the personal details, no extras; ends on the address step.
 */
async function toAddressStep(page: Page, language: Language, product: 'private' | 'door', email: string) {
  const l = WORDS[language];
  const prefix = language === 'en' ? '' : `/${language}`;
  await page.goto(`${prefix}${bookingUrl({ to: 10, shared: product === 'door' })}`);
  const found = card(page, l[product]);
  await expect(found).toBeVisible();
  const opener = found.getByRole('button', { name: l.opener });
  if (await opener.isVisible().catch(() => false)) await opener.click();
  if (product === 'door') await found.getByRole('button', { name: l.outboundRow }).first().click();
  await found.getByRole('button', { name: l.next }).click();
  await expect(page).toHaveURL(/\/booking-personal$/);
  await fillPersonalIn(page, language, email);
  await skipExtrasIn(page, language);
}

/**
 * On the address step: the pick-up from the search (Geneva Airport's arrivals hall), and at the
 * drop-off a chalet typed in the search, left (the spec's message), then entered by hand.
 */
async function typeChalet(page: Page, language: Language, chalet: string) {
  const l = WORDS[language];
  const pickUp = page.getByRole('group', { name: l.pickUp });
  const from = pickUp.getByRole('combobox');
  await from.fill('Arr');
  await expect(page.getByRole('option').first()).toBeVisible();
  await from.press('ArrowDown');
  await from.press('Enter');
  const dropOff = page.getByRole('group', { name: l.dropOff });
  await dropOff.getByRole('combobox').fill(chalet);
  await dropOff.getByRole('combobox').press('Tab');
  await dropOff.getByRole('checkbox', { name: l.notFound }).check();
  const [name, street, city, postcode] = l.manual;
  await expect(dropOff.getByLabel(name, { exact: true })).toHaveValue(chalet);
  await dropOff.getByLabel(street, { exact: true }).fill('12 Rue Joseph Vallot');
  await dropOff.getByLabel(city, { exact: true }).fill('Chamonix-Mont-Blanc');
  await dropOff.getByLabel(postcode, { exact: true }).fill('74400');
  await page.getByRole('button', { name: l.next }).click();
  await expect(page).toHaveURL(/\/booking-payment$/);
}

/** An operator's console page at the depot's width, logged in. */
async function operatorDesk(browser: Browser) {
  const email = `desk.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@alpine.example`;
  createOperator(email, 'operator-passphrase-12');
  const desk = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
  await desk.goto('/operator');
  await desk.getByLabel('E-mail address').fill(email);
  await desk.getByLabel('Password').fill('operator-passphrase-12');
  await desk.getByRole('button', { name: 'Log in' }).click();
  await expect(desk.getByRole('heading', { name: 'Bookings awaiting review' })).toBeVisible();
  return desk;
}

/** The operator's booking detail of the booking made with `email` (Find a booking). */
async function bookingDetail(desk: Page, email: string) {
  await desk.getByRole('link', { name: 'Find a booking' }).click();
  await desk.getByLabel('Reference, name or e-mail').fill(email);
  await desk.getByRole('button', { name: 'Search' }).click();
  await desk.getByRole('button', { name: new RegExp(email.replace(/\./g, '\\.')) }).click();
  await expect(desk.getByRole('table', { name: 'History' })).toBeVisible();
  return desk.locator('main');
}

for (const language of ['en', 'es'] as const) {
  test(`a private transfer to a chalet typed by hand pays, and the e-mail and the operator's booking detail name the chalet, in ${language} @any-width`, async ({
    page,
    request,
    browser,
  }) => {
    const email = `chalet.${language}.${Date.now()}@example.com`;
    const chalet = `Chalet Marmotte ${language.toUpperCase()}${Date.now() % 10000}`;
    await toAddressStep(page, language, 'private', email);
    await typeChalet(page, language, chalet);
    await payIn(page, language);
    const mail = await mailTo(request, email);
    expect(mail.text).toContain(chalet);
    expect(mail.text).toContain('12 Rue Joseph Vallot');
    expect(mail.attachments.some((name) => name.endsWith('.pdf'))).toBe(true);
    const detail = await bookingDetail(await operatorDesk(browser), email);
    await expect(detail).toContainText(chalet);
  });
}

test('a shared door-to-door transfer to a chalet typed by hand pays in fr; the e-mail, the booking detail and the departure manifest name it @any-width', async ({
  page,
  request,
  browser,
}) => {
  const email = `door.fr.${Date.now()}@example.com`;
  const chalet = `Chalet Porte ${Date.now() % 10000}`;
  await toAddressStep(page, 'fr', 'door', email);
  // door to door: no stop dropdown, the free search and the note of the 15 km
  await expect(page.getByText(/moins de 15 km/)).toBeVisible();
  await expect(page.locator('select')).toHaveCount(0);
  await typeChalet(page, 'fr', chalet);
  const reference = await payIn(page, 'fr');
  const mail = await mailTo(request, email);
  expect(mail.text).toContain(chalet);
  const desk = await operatorDesk(browser);
  await expect(await bookingDetail(desk, email)).toContainText(chalet);
  await desk.getByRole('link', { name: 'Departures' }).click();
  await desk.getByLabel('Date').fill(fifteenthOfNextMonth());
  const row = desk
    .getByRole('row')
    .filter({ hasText: 'Shared, door to door' })
    .filter({ hasText: /[1-9]\d* sold/ })
    .first();
  await row.getByRole('link', { name: 'Manifest' }).click();
  const line = desk
    .getByRole('table', { name: 'Passengers' })
    .getByRole('row')
    .filter({ hasText: reference });
  await expect(line).toContainText(chalet);
});

test('a fixed-stop shared booking still offers only its stops and the closest-stop tool; its manual form finds a stop @any-width', async ({
  page,
}) => {
  await page.goto(bookingUrl({ to: 10 }));
  const fixed = card(page, /shared fixed point/i);
  const opener = fixed.getByRole('button', { name: WORDS.en.opener });
  if (await opener.isVisible().catch(() => false)) await opener.click();
  await fixed.getByRole('button', { name: WORDS.en.outboundRow }).first().click();
  await fixed.getByRole('button', { name: 'Next Step' }).click();
  await expect(page).toHaveURL(/\/booking-personal$/);
  await page.getByLabel('First Name').fill('Anna');
  await page.getByLabel('Last Name').fill('Keller');
  await page.getByLabel('Email Address', { exact: true }).fill('stops@example.com');
  await page.getByLabel('Confirm Email Address').fill('stops@example.com');
  await page.getByLabel('Phone Number').fill('07900 123456');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page).toHaveURL(/\/booking-flight$/);
  await expect(page.getByLabel('First Name')).toHaveCount(0);
  await skipExtras(page);
  const dropOff = page.getByLabel('Drop-off point');
  await expect(dropOff.locator('option', { hasText: 'Gare Routière de Chamonix Sud' })).toHaveCount(1);
  // a door-to-door hotel of Chamonix is no stop of the coach
  await expect(dropOff.locator('option', { hasText: 'Hôtel Mont-Blanc Chamonix' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /Find your closest stop/ })).toBeVisible();
  await page.getByLabel('Pick-up point').selectOption({ index: 1 });
  const end = page.getByRole('group', { name: 'Drop-off point' });
  await end.getByRole('checkbox', { name: WORDS.en.notFound }).check();
  await expect(end.getByText(/stops only at its stops/)).toBeVisible();
  await end.getByLabel('Hotel or Chalet name').fill('Chalet Sans Arrêt');
  await end.getByLabel('Street Address').fill('12 Rue Joseph Vallot');
  await end.getByLabel('City or town').fill('Chamonix-Mont-Blanc');
  await end.getByLabel('Post Code').fill('74400');
  await page.getByRole('button', { name: 'Next Step' }).click();
  const told = page.getByRole('alertdialog', { name: 'Your shuttle stop' });
  await expect(told).toContainText('Chalet Sans Arrêt');
  await told.getByRole('button', { name: 'OK' }).click();
  // the stop nearest the chalet is chosen, and the leg goes to a stop
  await expect(dropOff.locator('option:checked')).not.toHaveText(/Chalet Sans Arrêt/);
  await expect(dropOff).not.toHaveValue('');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page).toHaveURL(/\/booking-payment$/);
});
