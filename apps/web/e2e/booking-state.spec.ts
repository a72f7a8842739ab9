import { expect, test } from '@playwright/test';
import { bookingUrl, openCard } from './journey-helpers.ts';

/**
 * Issue 8 §5, as a traveller with a stale or tampered browser storage meets it: a booking step whose
 * stored state does not parse sends them back to the search with a clear message, not a broken page.
 */

const CHAMONIX = 10;
const MESSAGE = 'Your booking session has expired or was changed. Please search again.';

test('a tampered chosen transfer in storage sends the traveller from Personal Information back to the search with a message', async ({
  page,
}) => {
  await page.goto(bookingUrl({ to: CHAMONIX }));
  const fixed = await openCard(page, /fixed point/i);
  await fixed
    .getByRole('button', { name: /Choose Outbound: departure at/ })
    .first()
    .click();
  await fixed.getByRole('button', { name: 'Next Step' }).click();
  await expect(page).toHaveURL(/\/booking-personal$/);

  // the traveller edits the stored option by hand (the price becomes a word), then opens the step
  // afresh (from the home page, so without the navigation state a reload would keep)
  await page.evaluate(() => {
    // this tab's copy (ADR 017 row 3)
    const option = JSON.parse(window.sessionStorage.getItem('infoState')!) as Record<string, unknown>;
    window.sessionStorage.setItem('infoState', JSON.stringify({ ...option, price: 'free' }));
  });
  await page.goto('/');
  await page.goto('/booking-personal');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alert')).toHaveText(MESSAGE);
});

test('a stored state from an older version sends the traveller from Flight & Extras back to the search with a message', async ({
  page,
}) => {
  await page.goto('/');
  await page.evaluate(() =>
    window.sessionStorage.setItem('flightState', JSON.stringify({ param: { title: 'old' } })),
  );
  await page.goto('/booking-flight');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('alert')).toHaveText(MESSAGE);
});
