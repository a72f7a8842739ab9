import { expect, test, type Page } from '@playwright/test';
import { bookingUrl, inDays, openCard } from './journey-helpers.ts';

/**
 * Issue 3 acceptance: a guest books and pays (spec part 2 §1-§9), at 1280 px and 375 px.
 */

const CHAMONIX = 10;

/** Chooses the first outbound and return departures of the shared fixed-point card and moves on. */
async function chooseTransfer(page: Page, opts: { pax?: number; shared?: boolean; partner?: number } = {}) {
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

async function fillPersonal(page: Page, email: string) {
  await page.getByLabel('First Name').fill('Anna');
  await page.getByLabel('Last Name').fill('Keller');
  await page.getByLabel('Email Address', { exact: true }).fill(email);
  await page.getByLabel('Confirm Email Address').fill(email);
  await page.getByLabel('Phone Number').fill('07900 123456');
  await expect(page.getByLabel('Phone Number')).toHaveValue('7900123456');
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page).toHaveURL(/\/booking-flight$/);
}

async function addExtras(page: Page) {
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
async function skipExtras(page: Page) {
  await page.getByRole('button', { name: 'Next Step' }).click();
  const important = page.getByRole('alertdialog', { name: 'Important' });
  await expect(important).toBeVisible();
  await important.getByRole('button', { name: 'Next Step' }).click();
  await expect(page).toHaveURL(/\/booking-address$/);
}

async function chooseStops(page: Page) {
  await page.getByLabel('Pick-up point').selectOption({ index: 1 });
  const dropOff = page.getByLabel('Drop-off point');
  if ((await dropOff.inputValue()) === '') await dropOff.selectOption({ index: 1 });
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page).toHaveURL(/\/booking-payment$/);
}

/** Private (not fixed) journeys: typed addresses at both ends via the manual entry (spec part 2 §2.4). */
async function fillPrivateAddresses(page: Page) {
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

async function payWithCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('CVC').fill('123');
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check({ force: true });
  await page.getByRole('checkbox', { name: /privacy policy/ }).check({ force: true });
  await page.getByRole('button', { name: 'Complete Booking' }).click();
}

/** The order summary's TOTAL as a number. */
async function summaryTotal(page: Page): Promise<number> {
  const text = await page
    .getByRole('complementary', { name: 'Order Summary' })
    .getByText(/TOTAL/i)
    .locator('xpath=..')
    .innerText();
  const amounts = [...text.matchAll(/(?:CHF |€)(\d+\.\d{2})/g)].map((m) => Number(m[1]));
  return amounts[amounts.length - 1]!;
}

test('a guest books Geneva Airport -> Chamonix return for 2 with ski bags, a bike, a booster and flexi, pays with 4242 and gets the e-mail', async ({
  page,
  request,
}) => {
  const email = `anna.${Date.now()}.${test.info().project.name}@example.com`;
  await chooseTransfer(page);
  await page.reload();
  await fillPersonal(page, email);
  await page.reload();
  await addExtras(page);
  await page.reload();
  await chooseStops(page);
  await page.reload();
  await expect(page.getByText(/Test mode: nothing is charged/)).toBeVisible();
  const total = await summaryTotal(page);
  await payWithCard(page, '4242 4242 4242 4242');

  await expect(page).toHaveURL(/\/booking-success$/);
  await expect(page.getByRole('heading', { name: 'Thank you for booking' })).toBeVisible();
  const reference = (
    await page
      .getByText(/^[2-9A-HJ-NP-Z]{8}$/)
      .first()
      .innerText()
  ).trim();
  expect(reference).toMatch(/^[2-9A-HJ-NP-Z]{8}$/);

  const outbox = (await (await request.get('/api/v1/dev/outbox')).json()) as {
    data: { to: string; subject: string; text: string }[];
  };
  const mail = outbox.data.find((m) => m.to.includes(email));
  expect(mail?.subject).toContain(reference);
  // The e-mail's total is the amount charged: the order summary's (formulas of spec part 2 §9).
  expect(mail?.text).toContain(total.toFixed(2));
});

test('a declined card shows the provider message and the booking can be paid again', async ({ page }) => {
  await chooseTransfer(page);
  await fillPersonal(page, `decline.${Date.now()}@example.com`);
  await skipExtras(page);
  await chooseStops(page);
  await payWithCard(page, '4000 0000 0000 0002');
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
  await payWithCard(page, '4000 0000 0000 9995');
  await expect(
    page.getByRole('alert').filter({ hasText: 'Your card has insufficient funds.' }),
  ).toBeVisible();
  await payWithCard(page, '4000 0027 6000 3184');
  const auth = page.getByRole('dialog', { name: 'Authenticate payment' });
  await expect(auth).toBeVisible();
  await auth.getByRole('button', { name: 'Complete authentication' }).click();
  await expect(page).toHaveURL(/\/booking-success$/);
});

test('the terms and privacy tickboxes are required', async ({ page }) => {
  await chooseTransfer(page);
  await fillPersonal(page, `terms.${Date.now()}@example.com`);
  await skipExtras(page);
  await chooseStops(page);
  await page.getByRole('button', { name: 'Complete Booking' }).click();
  await expect(
    page.getByText(
      'You must accept our terms and conditions and privacy policy to continue with your booking.',
    ),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/booking-payment$/);
});

test('a private coach booking (statusID 1) takes the Continue path without card entry', async ({
  page,
  request,
}) => {
  const email = `coach.${Date.now()}.${test.info().project.name}@example.com`;
  await chooseTransfer(page, { pax: 40, shared: false });
  await fillPersonal(page, email);
  await skipExtras(page);
  await fillPrivateAddresses(page);
  await expect(
    page.getByText(
      'We are currently looking at your booking. Your booking is currently not confirmed. We will contact you as soon as possible to confirm if we have availability.',
    ),
  ).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expect(
    page.getByRole('navigation', { name: 'Booking progress' }).getByText('Payment Completed'),
  ).toBeVisible();
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check({ force: true });
  await page.getByRole('checkbox', { name: /privacy policy/ }).check({ force: true });
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/booking-success$/);
  const outbox = (await (await request.get('/api/v1/dev/outbox')).json()) as { data: { to: string }[] };
  expect(outbox.data.some((m) => m.to.includes(email))).toBe(false);
});

test("a partner's quote can be paid by invoice", async ({ page, request }) => {
  const email = `invoice.${Date.now()}.${test.info().project.name}@example.com`;
  await chooseTransfer(page, { partner: 1 });
  await fillPersonal(page, email);
  await skipExtras(page);
  await chooseStops(page);
  await page.getByRole('radio', { name: 'Invoice' }).check({ force: true });
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check({ force: true });
  await page.getByRole('checkbox', { name: /privacy policy/ }).check({ force: true });
  await page.getByRole('button', { name: 'Complete Booking' }).click();
  await expect(page).toHaveURL(/\/booking-success$/);
  const outbox = (await (await request.get('/api/v1/dev/outbox')).json()) as { data: { to: string }[] };
  expect(outbox.data.some((m) => m.to.includes(email))).toBe(true);
});
