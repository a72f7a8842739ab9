import { expect, test, type Page } from '@playwright/test';
import { payWithCard, successReference, toPaymentPage } from './booking-helpers.ts';

/**
 * Two tabs and fresh tabs (ADR 017 rows 3 and 10), as a traveller meets them: each tab keeps its
 * own booking steps, a success clears only its own, a tab whose booking another tab completed says
 * so with the reference, and a step opened in a new tab reaches every earlier step inside the site.
 */

const email = (who: string) => `${who}.${Date.now()}.${test.info().project.name}@example.com`;

/** From the results to the payment page of the shared Chamonix return for `pax` passengers. */
async function toPayment(page: Page, pax: number, extras: 'none' | 'some' = 'none') {
  await toPaymentPage(page, email('tabs'), { pax, extras: extras === 'some' });
  await expect(page.getByRole('heading', { level: 1, name: 'Secure Card Payment' })).toBeVisible();
}

const passengers = (page: Page) =>
  page.getByRole('complementary', { name: 'Order Summary' }).getByText(/^\d+$/).first();

test('two tabs book two journeys in turn and each ends on its own success page; a duplicated tab is told the reference @any-width', async ({
  page,
}) => {
  const context = page.context();
  // tab A reaches the payment page of a booking for 2
  await toPayment(page, 2);
  await expect(passengers(page)).toHaveText('2');

  // tab C is A duplicated by the browser (Chrome's "Duplicate tab" copies sessionStorage)
  const tabA = await page.evaluate(() => JSON.stringify(Object.entries(window.sessionStorage)));
  const duplicate = await context.newPage();
  await duplicate.addInitScript((entries: string) => {
    if (window.sessionStorage.getItem('bookingTab')) return;
    for (const [key, value] of JSON.parse(entries) as [string, string][])
      window.sessionStorage.setItem(key, value);
  }, tabA);
  await duplicate.goto('/booking-payment');
  await expect(duplicate.getByRole('heading', { level: 1, name: 'Secure Card Payment' })).toBeVisible();

  // tab B books and pays another journey, for 3
  const tabB = await context.newPage();
  await toPayment(tabB, 3);
  await payWithCard(tabB, '4242 4242 4242 4242');
  await expect(tabB).toHaveURL(/\/booking-success$/);
  const referenceB = await successReference(tabB);

  // tab A, reloaded, still holds its own booking and pays it
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Secure Card Payment' })).toBeVisible();
  await expect(passengers(page)).toHaveText('2');
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/booking-success$/);
  await expect(page.getByRole('heading', { name: 'Thank you for booking' })).toBeVisible();
  const referenceA = await successReference(page);
  expect(referenceA).not.toBe(referenceB);

  // the duplicate, reloaded, is told plainly that its booking was completed, with the reference
  await duplicate.reload();
  await expect(
    duplicate.getByRole('heading', { level: 1, name: 'This booking is already complete' }),
  ).toBeVisible();
  await expect(duplicate.getByRole('status')).toContainText(`Reservation Number: ${referenceA}`);
  await expect(duplicate.getByLabel('Card number')).toHaveCount(0);
});

test('a payment page opened in a new tab reaches every progress step and Edit link inside the site @any-width', async ({
  page,
}) => {
  await toPayment(page, 2, 'some');
  const fresh = await page.context().newPage();
  await fresh.goto('/booking-payment');
  await expect(fresh.getByRole('heading', { level: 1, name: 'Secure Card Payment' })).toBeVisible();
  const steps: [string, RegExp, string][] = [
    ['Address', /\/booking-address$/, 'Choose your address'],
    ['Flight & Extras', /\/booking-flight$/, 'Flight & Extras'],
    ['Contact Details', /\/booking-personal$/, 'Personal Information'],
    ['Transfers', /\/booking\?.*to=10/, 'Choose your transfer'],
  ];
  for (const [step, url, heading] of steps) {
    await fresh
      .getByRole('navigation', { name: 'Booking progress' })
      .getByRole('button', { name: step })
      .click();
    await expect(fresh).toHaveURL(url);
    await expect(fresh.getByRole('heading', { level: 1, name: heading })).toBeAttached();
    await fresh.goBack();
    await expect(fresh).toHaveURL(/\/booking-payment$/);
  }
  const summary = fresh.getByRole('complementary', { name: 'Order Summary' });
  await summary.getByRole('button', { name: 'Edit luggage and extras' }).click();
  await expect(fresh).toHaveURL(/\/booking-flight$/);
  await fresh.goBack();
  await fresh
    .getByRole('complementary', { name: 'Order Summary' })
    .getByRole('button', { name: 'Edit journey' })
    .click();
  await expect(fresh).toHaveURL(/\/booking\?.*to=10/);
  // the results show the journey's search again
  await expect(fresh.getByRole('article', { name: /fixed point/i })).toBeVisible();
});
