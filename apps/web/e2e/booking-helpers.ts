import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { bookingUrl, inDays, openCard } from './journey-helpers.ts';

/** Steps of the booking flow shared by the journeys (spec part 2 §2.2-§2.6). */

export const CHAMONIX = 10;

/** Chooses the first outbound and return departures of the shared fixed-point card and moves on. */
export async function chooseTransfer(
  page: Page,
  opts: { pax?: number; shared?: boolean; partner?: number } = {},
) {
  let url = bookingUrl({
    to: CHAMONIX,
    returnDate: inDays(40),
    pax: opts.pax ?? 2,
    shared: opts.shared ?? true,
  });
  if (opts.partner) url += `&partner=${opts.partner}`;
  await page.goto(url);
  const title =
    opts.shared === false ? ((opts.pax ?? 2) > 32 ? /private coach/i : /standard private/i) : /fixed point/i;
  const card = await openCard(page, title);
  if (opts.shared !== false) {
    await card
      .getByRole('button', { name: /Choose Outbound: departure at/ })
      .first()
      .click();
    await card
      .getByRole('button', { name: /Choose Return: departure at/ })
      .first()
      .click();
  }
  await card.getByRole('button', { name: 'Next Step' }).click();
  await expect(page).toHaveURL(/\/booking-personal$/);
}

export async function fillPersonal(page: Page, email: string) {
  await page.getByLabel('First Name').fill('Anna');
  await page.getByLabel('Last Name').fill('Keller');
  await page.getByLabel('Email Address', { exact: true }).fill(email);
  await page.getByLabel('Confirm Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('07900 123456');
  await expect(page.getByLabel('Phone Number')).toHaveValue('7900123456');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page).toHaveURL(/\/booking-flight$/);
  // the address changes before the next step renders (the router's transition): until the
  // personal form has gone, a 'Next Step' press would land on its button, not on the flight step's
  await expect(page.getByLabel('First Name')).toHaveCount(0);
}

export async function addExtras(page: Page) {
  await page.getByLabel('Outbound Flight Number').fill('EZS1234');
  await page.getByLabel('Return Flight Number').fill('EZS1235');
  await page.getByRole('radio', { name: 'Yes, add Flexi' }).check({ force: true });
  for (let i = 0; i < 3; i++) await page.getByRole('button', { name: 'Add one: Ski bags' }).click();
  await page.getByRole('button', { name: 'Add one: Bikes' }).click();
  await page.getByRole('button', { name: 'Add one: Booster seats' }).click();
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page).toHaveURL(/\/booking-address$/);
}

/** Next Step with no extras: the 'Important' dialog asks once; its Next Step moves on (spec part 2 §2.3). */
export async function skipExtras(page: Page) {
  await page.getByRole('button', { name: 'Next Step' }).click();
  const important = page.getByRole('alertdialog', { name: 'Important' });
  await expect(important).toBeVisible();
  await important.getByRole('button', { name: 'Next Step' }).click();
  await expect(page).toHaveURL(/\/booking-address$/);
}

export async function chooseStops(page: Page) {
  await page.getByLabel('Pick-up point').selectOption({ index: 1 });
  const dropOff = page.getByLabel('Drop-off point');
  if ((await dropOff.inputValue()) === '') await dropOff.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page).toHaveURL(/\/booking-payment$/);
}

/** Private (not fixed) journeys: typed addresses at both ends via the manual entry (spec part 2 §2.4). */
export async function fillPrivateAddresses(page: Page) {
  for (const [field, option] of [
    ['Pick-up point', /Arrivals|Geneva Airport/],
    ['Drop-off point', /Chamonix|Hôtel|Hotel|Chalet/],
  ] as const) {
    const box = page.getByRole('combobox', { name: field });
    await box.click();
    await box.fill(field === 'Pick-up point' ? 'Arr' : 'Ch');
    await expect(page.getByRole('option', { name: option }).first()).toBeVisible();
    await box.press('ArrowDown');
    await box.press('Enter');
  }
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page).toHaveURL(/\/booking-payment$/);
}

/**
 * From the results to the payment page (spec part 2 §2.1-§2.5): the shared Chamonix return
 * (chooseTransfer, `pax` 2 unless given), personal details with `email`, extras when `extras` is
 * set (addExtras) or none, then the first stops.
 */
export async function toPaymentPage(
  page: Page,
  email: string,
  opts: { pax?: number; extras?: boolean } = {},
) {
  await chooseTransfer(page, opts.pax === undefined ? {} : { pax: opts.pax });
  await fillPersonal(page, email);
  if (opts.extras) await addExtras(page);
  else await skipExtras(page);
  await chooseStops(page);
}

/** The booking reference the success page shows (8 characters of the reference alphabet). */
export async function successReference(page: Page): Promise<string> {
  return (
    await page
      .getByText(/^[2-9A-HJ-NP-Z]{8}$/)
      .first()
      .innerText()
  ).trim();
}

export async function payWithCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check({ force: true });
  await page.getByRole('checkbox', { name: /privacy policy/ }).check({ force: true });
  await page.getByRole('button', { name: 'Complete Booking' }).click();
}

/** The order summary's TOTAL as a number. */
export async function summaryTotal(page: Page): Promise<number> {
  const text = await page
    .getByRole('complementary', { name: 'Order Summary' })
    .getByText(/TOTAL/i)
    .locator('xpath=..')
    .innerText();
  const amounts = [...text.matchAll(/(?:CHF |€)(\d+\.\d{2})/g)].map((m) => Number(m[1]));
  return amounts[amounts.length - 1]!;
}

/** Logs in at /my-account/login (spec part 1 §2.2) and waits for My Account. */
export async function logIn(page: Page, email: string, password: string) {
  await page.goto('/my-account/login');
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email Address').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/my-account$/);
}

/**
 * Runs an account command of the API (apps/api/src/cli/<script>) against the database of this
 * worker's e2e server (<E2E_DATA_DIR>/w<TEST_PARALLEL_INDEX>, as playwright.config.ts starts it).
 */
function runAccountCommand(script: string, args: string[]) {
  const root = process.env.E2E_DATA_DIR;
  if (!root) throw new Error('E2E_DATA_DIR is not set (playwright.config.ts sets it)');
  const dataDir = join(root, `w${process.env.TEST_PARALLEL_INDEX ?? 0}`);
  execFileSync(process.execPath, ['--import', 'tsx', `apps/api/src/cli/${script}`, ...args], {
    cwd: fileURLToPath(new URL('../../..', import.meta.url)),
    env: { ...process.env, DATABASE_URL: `sqlite:${join(dataDir, 'e2e.sqlite')}`, DATA_DIR: dataDir },
    stdio: 'pipe',
  });
}

/** Makes a partner's user with `npm run partner:create` (ADR 008) on this worker's server's database. */
export function createPartnerUser(email: string, password: string, partner: number) {
  runAccountCommand('create-partner-user.ts', [
    '--email',
    email,
    '--password',
    password,
    '--partner',
    String(partner),
  ]);
}

/** Makes an operator with `npm run operator:create` (ADR 019) on this worker's server's database. */
export function createOperator(email: string, password: string) {
  runAccountCommand('create-operator.ts', ['--email', email, '--password', password]);
}
