import { expect, test, type Locator } from '@playwright/test';
import {
  bookingUrl,
  card,
  chooseDate,
  chooseLocation,
  fifteenthOfNextMonth,
  inDays,
  openCard,
  sidewaysScroll,
} from './journey-helpers.ts';

/**
 * Issue 2 acceptance, as a new user would try it (spec part 1 §2.1, §4, §5, §8, §9; part 2 §2.9),
 * at 1280 px (project desktop) and 375 px (project mobile).
 */

const CHAMONIX = 10;
const euro = /€\d+\.\d{2}/;

test('a traveller searches Geneva Airport -> Chamonix from the home page and sees shared departures with prices', async ({
  page,
}) => {
  await page.goto('/');
  await chooseLocation(page, 'From', 'Geneva Air', 'Geneva Airport');
  await chooseLocation(page, 'To', 'Chamon', /Chamonix/);
  await page.getByRole('radio', { name: 'One way' }).check({ force: true });
  await chooseDate(page, 'Outbound date', 1, 15);
  await page.getByLabel('Flight Arrival Time, hour').selectOption('10');
  await page.getByLabel('Flight Arrival Time, minute').selectOption('30');
  await page.getByLabel('Passengers').first().selectOption('2');
  await page.getByRole('button', { name: 'Book Now' }).click();

  await expect(page).toHaveURL(/\/booking\?/);
  const url = new URL(page.url());
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    from: '1',
    to: String(CHAMONIX),
    pax: '2',
    departDate: fifteenthOfNextMonth(),
    departTime: '10',
    departMin: '30',
    tab: '1',
    sharedMode: 'true',
    connectionType: '1',
  });
  const fixed = await openCard(page, /fixed point/i);
  const rows = fixed.getByRole('button', { name: /Choose Outbound: departure at \d\d:\d\d/ });
  await expect(rows.first()).toBeVisible();
  const firstRow = fixed
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /Choose Outbound: departure at/ }) })
    .first();
  // price for 2 and per-passenger price, 2 decimals with the euro sign (spec part 1 §9)
  await expect(firstRow.getByText(euro)).toHaveCount(2);
  const [total, each] = (await firstRow.getByText(euro).allInnerTexts()).map((t) =>
    Number(t.replace('€', '')),
  );
  expect(each).toBeCloseTo(total! / 2, 2);
  // departures after the 10:30 arrival, and arrival = departure + duration
  const [depart, duration, arrival] = (await firstRow.getByRole('cell').allInnerTexts()).map((t) =>
    t.replace(/^[^\d]*/, '').trim(),
  );
  expect(depart! > '10:30').toBe(true);
  const toMin = (s: string) => Number(s.slice(0, 2)) * 60 + Number(s.slice(3, 5));
  expect(toMin(arrival!)).toBe((toMin(depart!) + toMin(duration!)) % 1440);
});

test(
  'the calendar and an info tip open on the first press, even one held while their code arrives (docs/architecture.md §5)',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('combobox', { name: 'From', exact: true })).toBeEnabled();
    // a slow press: hovering fetches the widget's code, which then arrives between the pointer's
    // down and up; the press must still end on the button it began on and open what it opens
    const slowPress = async (button: Locator) => {
      const box = (await button.boundingBox())!;
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await page.waitForTimeout(300);
      await page.mouse.up();
    };
    await slowPress(page.getByRole('button', { name: /Open calendar for Outbound date/ }));
    const calendar = page.getByRole('dialog', { name: 'Outbound date' });
    await expect(calendar).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(calendar).toBeHidden();
    await slowPress(page.getByRole('button', { name: 'About the outbound time' }));
    await expect(page.getByRole('dialog', { name: 'About the outbound time' })).toBeVisible();
  },
);

test(
  'text typed into From before its code and the places arrive (a slow connection) shows the places it matches once they do',
  { tag: '@any-width' },
  async ({ page }) => {
    // the list's code and the places' answer are each held until released
    const hold = (pattern: string) => {
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      void page.route(pattern, async (route) => {
        await released;
        await route.continue();
      });
      return release;
    };
    const releaseCode = hold('**/assets/location-combobox-widget-*.js');
    const releasePlaces = hold('**/api/v1/locations/public?*');
    await page.goto('/');
    const from = page.getByRole('combobox', { name: 'From', exact: true });
    await from.click();
    await from.fill('Chamon');
    releaseCode();
    const list = page.getByRole('listbox');
    await expect(list).toContainText('Loading…');
    await expect(from).toHaveValue('Chamon');
    releasePlaces();
    // filtered by what was typed, not every place
    await expect(list.getByRole('option', { name: /Chamonix/ }).first()).toBeVisible();
    await expect(list.getByRole('option', { name: 'Geneva Airport' })).toHaveCount(0);
    await from.press('ArrowDown');
    await from.press('Enter');
    await expect(from).toHaveValue(/Chamonix/);
  },
);

test(
  'Book Now with nothing chosen highlights the missing fields and asks for the transfer time',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Book Now' }).click();
    await expect(page.getByText('Please enter your transfer time')).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'From', exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(page).toHaveURL(/\/$/);
  },
);

test('a return trip shows both Choose Outbound and Choose Return tables, and Next Step moves on with the choice saved', async ({
  page,
}) => {
  await page.goto(bookingUrl({ to: CHAMONIX, returnDate: inDays(40) }));
  const fixed = await openCard(page, /fixed point/i);
  await expect(fixed.getByText('Choose Return').first()).toBeVisible();
  await fixed
    .getByRole('button', { name: /Choose Outbound: departure at/ })
    .first()
    .click();
  await fixed
    .getByRole('button', { name: /Choose Return: departure at/ })
    .first()
    .click();
  await expect(fixed.getByText(/delayed by more than an hour/)).toBeVisible();
  await fixed.getByRole('button', { name: 'Next Step' }).click();
  await expect(page).toHaveURL(/\/booking-personal$/);
  const saved = await page.evaluate(() => window.sessionStorage.getItem('infoState'));
  expect(JSON.parse(saved!)).toMatchObject({ originId: 1, destinationId: CHAMONIX });
});

test('Next Step without a chosen departure does not move on', { tag: '@any-width' }, async ({ page }) => {
  await page.goto(bookingUrl({ to: CHAMONIX }));
  const fixed = await openCard(page, /fixed point/i);
  await fixed.getByRole('button', { name: 'Next Step' }).click();
  await expect(page).toHaveURL(/\/booking\?/);
});

test(
  'private mode shows the standard and premium private transfers',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto(bookingUrl({ to: CHAMONIX, shared: false }));
    await expect(card(page, /premium private transfer/i)).toBeVisible();
    await expect(card(page, /standard private transfer/i)).toBeVisible();
    await expect(card(page, /fixed point/i)).toHaveCount(0);
  },
);

test(
  '40 passengers in private mode shows the private coach, on request',
  { tag: '@any-width' },
  async ({ page }) => {
    await page.goto(bookingUrl({ to: CHAMONIX, pax: 40, shared: false }));
    await expect(card(page, /private coach/i)).toBeVisible();
    await expect(card(page, /standard private transfer/i)).toHaveCount(0);
  },
);

test("60 passengers in private mode shows the spec's message", { tag: '@any-width' }, async ({ page }) => {
  await page.goto(bookingUrl({ to: CHAMONIX, pax: 60, shared: false }));
  await expect(
    page.getByText('Sorry, we have no private transfers for more than 50 passengers on this date.'),
  ).toBeVisible();
});

test("an unknown promo code shows 'Promo code not found'; a valid one strikes through the original price", async ({
  page,
}) => {
  await page.goto(bookingUrl({ to: CHAMONIX }));
  const fixed = await openCard(page, /fixed point/i);
  await fixed.getByRole('textbox', { name: /promo code/i }).fill('NOSUCHCODE');
  await fixed.getByRole('button', { name: 'Apply' }).click();
  await expect(fixed.getByText('Promo code not found')).toBeVisible();

  await fixed.getByRole('textbox', { name: /promo code/i }).fill('SKI10');
  await fixed.getByRole('button', { name: 'Apply' }).click();
  await expect(fixed.getByText(/Do you have a promotion code/)).toBeVisible();
  const original = fixed.locator('del').first();
  await expect(original).toBeVisible();
  const was = Number((await original.innerText()).replace('€', ''));
  const now = Number(
    (await original.locator('xpath=..').locator('.money__amount').innerText()).replace('€', ''),
  );
  expect(now).toBeCloseTo(Math.round(was * 90) / 100, 2);
});

test('Swiss routes are priced in CHF', { tag: '@any-width' }, async ({ page }) => {
  const zermatt = 41;
  await page.goto(bookingUrl({ from: 93, to: zermatt }));
  const fixed = await openCard(page, /fixed point/i);
  await expect(fixed.getByText(/CHF \d+\.\d{2}/).first()).toBeVisible();
});

test('the French site shows the search in French', { tag: '@any-width' }, async ({ page }) => {
  await page.goto('/fr');
  await expect(page.getByRole('button', { name: /Réserver/i })).toBeVisible();
});

test('the Spanish results with the search open do not scroll sideways (ADR 015 acceptance: no horizontal scroll at 375 px)', async ({
  page,
  isMobile,
}) => {
  test.skip(!isMobile, 'the width check is at 375 px');
  // a deep link without a date opens the results page with its search form unfolded, where the
  // Shared/Private toggle ('Traslado compartido' / 'Traslado privado') is at its longest; the
  // layout width, not innerWidth, which a mobile browser widens to fit what overflows
  await page.goto(`/es/booking?from=1&to=${CHAMONIX}&pax=2`);
  await expect(page.getByRole('radio', { name: 'Traslado privado' })).toBeAttached();
  expect(await sidewaysScroll(page)).toBeLessThanOrEqual(0);
});
