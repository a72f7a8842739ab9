import { expect, test } from '@playwright/test';
import { CHAMONIX, chooseTransfer, fillPersonal } from './booking-helpers.ts';
import { bookingUrl, openCard } from './journey-helpers.ts';

/**
 * What the traveller chose on the results stays chosen (spec part 1 §2.1, §4; part 2 §2.3; ADR 017):
 * the return passengers follow the outbound's, a promo code survives a mode switch, and extras
 * survive a change of departure where the new one still allows them. Width-independent: one width.
 */

test(
  'the return passengers follow the outbound until set on their own',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/');
    const outbound = page.locator('#outbound-pax');
    const back = page.locator('#return-pax');
    await outbound.selectOption('3');
    await expect(back).toHaveValue('3');
    await back.selectOption('2');
    await outbound.selectOption('5');
    await expect(back).toHaveValue('2');
  },
);

test(
  'a promo code survives Shared -> Private -> Shared and applies to the private cards too',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto(bookingUrl({ to: CHAMONIX }));
    const fixed = await openCard(page, /fixed point/i);
    await fixed.getByRole('textbox', { name: /promo code/i }).fill('SKI10');
    await fixed.getByRole('button', { name: 'Apply' }).click();
    await expect(fixed.getByText(/Do you have a promotion code/)).toBeVisible();
    const modes = page.getByRole('radiogroup', { name: 'Transfer type' });
    // the toolbar is drawn anew for each mode: a press on the visible label
    await modes.getByText('Private Transfer', { exact: true }).click();
    await expect(
      page
        .getByRole('article', { name: /standard private/i })
        .locator('del')
        .first(),
    ).toBeVisible();
    await modes.getByText('Shared Transfer', { exact: true }).click();
    const again = await openCard(page, /fixed point/i);
    await expect(again.getByText(/Do you have a promotion code/)).toBeVisible();
    await expect(again.getByRole('button', { name: 'SKI10' })).toBeVisible();
    await expect(again.locator('del').first()).toBeVisible();
  },
);

test('extras survive a change of departure where still valid', { tag: '@any-width' }, async ({ page }) => {
  await chooseTransfer(page);
  await fillPersonal(page, `extras.${Date.now()}@example.com`);
  for (let i = 0; i < 2; i++) await page.getByRole('button', { name: 'Add one: Ski bags' }).click();
  await page.getByRole('radio', { name: 'Yes, add Flexi' }).check({ force: true });
  // back to the results (personal step, then the search) and another outbound departure
  await page.goBack();
  await page.goBack();
  const fixed = await openCard(page, /fixed point/i);
  await fixed
    .getByRole('button', { name: /Choose Outbound: departure at/ })
    .nth(1)
    .click();
  await fixed
    .getByRole('button', { name: /Choose Return: departure at/ })
    .first()
    .click();
  await fixed.getByRole('button', { name: 'Next Step' }).click();
  await expect(page).toHaveURL(/\/booking-personal$/);
  await page.getByRole('button', { name: 'Next Step' }).click();
  await expect(page).toHaveURL(/\/booking-flight$/);
  await expect(page.getByRole('group', { name: 'Ski bags' }).getByText('2', { exact: true })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Yes, add Flexi' })).toBeChecked();
  await expect(page.getByText(/your extras were kept/)).toHaveCount(0);
});
