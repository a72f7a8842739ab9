import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * axe on `page` with the WCAG 2.0, 2.1 and 2.2 A and AA rules (docs/architecture.md §7); chain `.include()`
 * to check a part, then `.analyze()`. Legacy mode runs axe in the page itself: the default mode
 * opens a blank page after each run to merge the frames' partial results (2.1-3.5 s a run here,
 * against 1.2 s; CI time, docs/architecture.md §5), which only matters for pages with cross-origin iframes,
 * and the site has none (no Stripe frame in sandbox mode, map tiles are images).
 */
export function wcagAxe(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .setLegacyMode(true)
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
}

/**
 * How far the page scrolls sideways, in CSS pixels: the document's layout width beyond the
 * viewport's (0 when it fits). Measured on the layout width, not `innerWidth`, which a phone
 * widens to fit what overflows by zooming the whole page out (docs/architecture.md §5, §6).
 */
export function sidewaysScroll(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

/** Local date "YYYY-MM-DD" `days` from today. */
export function inDays(days: number): string {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The 15th of next month, the date a traveller would pick "next month". */
export function fifteenthOfNextMonth(): string {
  const d = new Date();
  const next = new Date(d.getFullYear(), d.getMonth() + 1, 15);
  return `${next.getFullYear()}-${String(next.getMonth() + 1).padStart(2, '0')}-15`;
}

/** The /booking address of a search (spec part 1 §2.1 query parameters). */
export function bookingUrl(p: {
  from?: number;
  to?: number;
  pax?: number;
  date?: string;
  time?: [string, string];
  returnDate?: string;
  returnTime?: [string, string];
  returnPax?: number;
  shared?: boolean;
}): string {
  const q = new URLSearchParams({
    from: String(p.from ?? 1),
    to: String(p.to ?? 10),
    pax: String(p.pax ?? 2),
    departDate: p.date ?? fifteenthOfNextMonth(),
    departTime: (p.time ?? ['10', '30'])[0],
    departMin: (p.time ?? ['10', '30'])[1],
    tab: p.returnDate ? '0' : '1',
    sharedMode: String(p.shared ?? true),
    connectionType: '1',
  });
  if (p.returnDate) {
    q.set('returnDate', p.returnDate);
    q.set('returnTime', (p.returnTime ?? ['14', '00'])[0]);
    q.set('returnMin', (p.returnTime ?? ['14', '00'])[1]);
    q.set('returnPassenger', String(p.returnPax ?? p.pax ?? 2));
  }
  return `/booking?${q}`;
}

/** Picks a place in the From or To combobox by typing and choosing the only match. */
export async function chooseLocation(
  page: Page,
  field: 'From' | 'To',
  typed: string,
  option: string | RegExp,
) {
  const box = page.getByRole('combobox', { name: field, exact: true });
  await box.click();
  await box.fill(typed);
  await expect(page.getByRole('option', { name: option }).first()).toBeVisible();
  // Choose with the keyboard (the typed text leaves one match): the same path on every device.
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue(typeof option === 'string' ? option : /./);
}

/** Picks a day in a date picker's calendar: opens it, moves `monthsAhead` months, clicks the day. */
export async function chooseDate(
  page: Page,
  label: 'Outbound date' | 'Return date',
  monthsAhead: number,
  day: number,
) {
  await page.getByRole('button', { name: new RegExp(`Open calendar for ${label}`) }).click();
  const dialog = page.getByRole('dialog', { name: label });
  for (let i = 0; i < monthsAhead; i++) await dialog.getByRole('button', { name: 'Next month' }).click();
  await dialog
    .getByRole('grid')
    .getByRole('button', { name: new RegExp(`(^|\\D)${day}(\\D|$)`) })
    .first()
    .click();
}

/** The result card (an article) whose title matches. */
export function card(page: Page, title: RegExp) {
  return page.getByRole('article').filter({ has: page.getByRole('heading', { name: title }) });
}

/** Opens a card's departure tables on desktop ('Choose times') or phone ('View Options'). */
export async function openCard(page: Page, title: RegExp) {
  const c = card(page, title);
  await expect(c).toBeVisible();
  const opener = c.getByRole('button', { name: /Choose times|View Options/ });
  if (await opener.isVisible().catch(() => false)) await opener.click();
  await expect(c.getByText('Choose Outbound').first()).toBeVisible();
  return c;
}
