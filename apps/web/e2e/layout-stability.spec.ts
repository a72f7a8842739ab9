import { expect, test, type Page } from '@playwright/test';
import { CHAMONIX } from './booking-helpers.ts';
import { bookingUrl, card, inDays, openCard } from './journey-helpers.ts';

/**
 * Issue 9 §4 "No layout shift": the results screen keeps still while the search answers (space
 * reserved for the results, the summary bar's route kept two lines on phones), and the notices
 * banner does not repeat the delay policy. Run at 1280 px and 375 px (the two projects).
 */

/** Acceptance bound of docs/architecture.md §5 (Lighthouse CLS <= 0.05). */
const MAX_CLS = 0.05;

/** Sums every layout shift not caused by input since the page started (buffered observer). */
async function startShiftLog(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    w.__cls = 0;
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node | null }[];
      }[]) {
        if (entry.hadRecentInput) continue;
        w.__cls += entry.value;
        const nodes = (entry.sources ?? []).map((s) =>
          s.node instanceof Element ? `${s.node.tagName}.${s.node.className}` : String(s.node?.nodeName),
        );
        w.__shifts.push(`${entry.value.toFixed(4)} ${nodes.join(', ')}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function shifts(page: Page): Promise<{ cls: number; shifts: string[] }> {
  return page.evaluate(() => {
    const w = window as unknown as { __cls: number; __shifts: string[] };
    return { cls: w.__cls, shifts: w.__shifts };
  });
}

for (const [name, shared, title] of [
  ['shared return', true, /fixed point/i],
  ['private return', false, /standard private/i],
] as const) {
  test(`results do not shift when they arrive (${name})`, async ({ page }) => {
    await startShiftLog(page);
    // The search answers late, as on airport Wi-Fi: the page paints its waiting state first.
    await page.route('**/api/v1/fares/quotes', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1200));
      await route.continue();
    });
    await page.goto(bookingUrl({ to: CHAMONIX, returnDate: inDays(40), shared }));
    await expect(page.getByText('Loading…').first()).toBeVisible();
    await expect(card(page, title)).toBeVisible();
    // let late work (location names, fonts, effects) land before reading the total
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    const { cls, shifts: list } = await shifts(page);
    expect(cls, `layout shifts:\n${list.join('\n')}`).toBeLessThanOrEqual(MAX_CLS);
  });
}

test('the delay policy shows once', async ({ page }) => {
  await page.goto(bookingUrl({ to: CHAMONIX, returnDate: inDays(40) }));
  const fixed = await openCard(page, /fixed point/i);
  await fixed
    .getByRole('button', { name: /Choose Outbound: departure at/ })
    .first()
    .click();
  await fixed
    .getByRole('button', { name: /Choose Return: departure at/ })
    .first()
    .click();
  await expect(fixed).toHaveClass(/is-highlighted/);
  // both selected quotes carry the delay policy; the open card states it, nothing repeats it
  await expect(page.getByText(/delayed by more than an hour/)).toHaveCount(1);
  await expect(fixed.getByText(/delayed by more than an hour/)).toBeVisible();
});
