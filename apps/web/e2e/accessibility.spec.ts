import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { bookingUrl, openCard } from './journey-helpers.ts';

/** The search and results screens pass axe without serious or critical violations (brief: pleasant to use). */
test.describe('accessibility', () => {
  for (const [name, url] of [
    ['home', '/'],
    ['results', bookingUrl({ to: 10 })],
  ] as const) {
    test(`the ${name} page has no serious accessibility violations`, async ({ page }) => {
      await page.goto(url);
      if (name === 'results') await openCard(page, /fixed point/i);
      else await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    });
  }
});
