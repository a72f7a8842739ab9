import { expect, test, type Page } from '@playwright/test';
import { CHAMONIX, payWithCard, successReference, toPaymentPage } from './booking-helpers.ts';
import { bookingUrl, inDays, openCard } from './journey-helpers.ts';

/**
 * Issue 10 §6 "No dead ends", as a traveller meets them, at 1280 px and 375 px: a stray visit to
 * the success page, broken /booking links, Back after paying, the success page's e-mail address,
 * the private results table and the return's connection time.
 */

test(
  '/booking-success opened without a booking thanks no one and links to find a booking and to a new search',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/booking-success');
    await expect(page.getByRole('heading', { level: 1, name: 'No completed booking to show' })).toBeVisible();
    await expect(page.getByText('Thank you for booking')).toHaveCount(0);
    await page.getByRole('link', { name: 'Find my booking' }).click();
    await expect(page).toHaveURL(/\/my-account\/login$/);
    await page.goto('/es/booking-success');
    await expect(
      page.getByRole('heading', { level: 1, name: 'No hay ninguna reserva completada que mostrar' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Buscar mi reserva' })).toHaveAttribute(
      'href',
      '/es/my-account/login',
    );
  },
);

const form = (page: Page) => page.getByRole('form', { name: /search/i });

for (const [name, change, field, message] of [
  ['an unknown location', { from: '9999' }, 'From', 'We could not find a place from this link.'],
  ['from = to', { to: '1' }, 'To', 'From and To are the same place.'],
  ['0 passengers', { pax: '0' }, 'Passengers', 'Please choose between 1 and 99 passengers.'],
  ['100 passengers', { pax: '100' }, 'Passengers', 'Please choose between 1 and 99 passengers.'],
  ['a past date', { departDate: '2020-01-15' }, 'Outbound date', 'Dates cannot be in the past.'],
  // minutes come in 5-minute steps (spec part 1 §5, §9): 10:07 is not searched at 10:07
  ['an outbound minute of 07', { departMin: '07' }, 'Minute', 'Times are chosen in 5-minute steps.'],
  ['a return minute of 13', { returnMin: '13' }, 'Minute', 'Times are chosen in 5-minute steps.'],
  [
    'a return before the outbound',
    { returnDate: inDays(20) },
    'Return date',
    'The return date cannot be before the outbound date.',
  ],
] as const) {
  test(
    `a /booking link with ${name} opens the form with the field marked and a clear message`,
    { tag: '@any-width' },
    async ({ page }) => {
      const url = new URL(bookingUrl({ to: CHAMONIX, date: inDays(30), returnDate: inDays(40) }), 'http://x');
      for (const [key, value] of Object.entries(change)) url.searchParams.set(key, value);
      let searched = false;
      page.on('request', (r) => {
        if (r.url().includes('/api/v1/fares/quotes')) searched = true;
      });
      await page.goto(`${url.pathname}${url.search}`);
      await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible();
      const marked = form(page).locator('[aria-invalid="true"], [data-invalid]');
      await expect(marked.first()).toBeVisible();
      if (field === 'From' || field === 'To') {
        await expect(form(page).getByRole('combobox', { name: field, exact: true })).toHaveAttribute(
          'aria-invalid',
          'true',
        );
      }
      if (field === 'Minute') {
        // the minute is asked again: its picker is empty and marked
        const minute = form(page)
          .getByRole('combobox', { name: /, minute$/ })
          .and(page.locator('[aria-invalid="true"]'));
        await expect(minute).toHaveCount(1);
        await expect(minute).toHaveValue('');
      }
      if (field === 'Passengers') {
        await expect(form(page).getByLabel('Passengers').first()).toHaveAttribute('aria-invalid', 'true');
      }
      // no results for a broken link (an unknown place is known only once the network's places load)
      if (field !== 'From') expect(searched).toBe(false);
      await expect(page.getByRole('button', { name: 'Next Step' })).toHaveCount(0);
    },
  );
}

test(
  'Back after paying shows the booking summary, never a step of the paid booking; the success page names the e-mail',
  { tag: '@any-width' },
  async ({ page }) => {
    const email = `backafter.${Date.now()}.${test.info().project.name}@example.com`;
    await toPaymentPage(page, email);
    await payWithCard(page, '4242 4242 4242 4242');
    await expect(page).toHaveURL(/\/booking-success$/);
    await expect(page.getByText(`Your e-tickets were sent to ${email}.`)).toBeVisible();
    const reference = await successReference(page);

    for (let i = 0; i < 3; i++) {
      await page.goBack();
      await page.waitForLoadState('networkidle');
      if (!/\/booking-(personal|flight|address|payment|success)$/.test(new URL(page.url()).pathname)) break;
      await expect(page).toHaveURL(/\/booking-success$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Thank you for booking' })).toBeVisible();
      await expect(page.getByText(reference)).toBeVisible();
      await expect(
        page.getByRole('heading', { name: /Choose your address|Secure Card Payment|Flight & Extras/ }),
      ).toHaveCount(0);
    }
  },
);

test('the private results table has no seat columns, and the return row labels the flight departure time', async ({
  page,
}) => {
  await page.goto(
    bookingUrl({ to: CHAMONIX, returnDate: inDays(40), returnTime: ['17', '45'], shared: false }),
  );
  const card = await openCard(page, /standard private/i);
  const tables = card.getByRole('table');
  await expect(tables.first()).toBeVisible();
  for (const header of await tables.getByRole('columnheader').allInnerTexts()) {
    expect(header).not.toMatch(/Seats left|Per passenger/i);
  }
  const details = page.getByRole('region', { name: 'Return' }).first();
  await expect(details.getByText('Flight departure time')).toBeVisible();
  await expect(details.getByText('17:45')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Outbound' }).first().getByText('Flight arrival time'),
  ).toBeVisible();
});
