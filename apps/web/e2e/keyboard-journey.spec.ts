import { expect, test, type Locator, type Page } from '@playwright/test';

/**
 * Issue 10 §5 acceptance, as a keyboard-only traveller meets it at 1280 px: Tab, Shift+Tab, Enter,
 * Space, arrow keys and typing, never the mouse; and on every route change the focus lands on the
 * new page's heading, so a screen reader reads the new page's title.
 */

/** Whether the focus is on (or inside) an element `target` matches; never waits for `target`. */
async function hasFocus(target: Locator): Promise<boolean> {
  return target.evaluateAll((els) =>
    els.some((el) => el === document.activeElement || el.contains(document.activeElement)),
  );
}

/**
 * Presses Tab until `target` has the focus (at most `max` times), as a keyboard user would. A lazy
 * widget swaps its stand-in for the real control when focused (docs/architecture.md §5) and hands the focus
 * on: while the focus is nowhere (on the body) the swap is under way, so it waits for it rather than
 * pressing Tab again.
 */
async function tabTo(page: Page, target: Locator, max = 80) {
  for (let i = 0; i <= max; i++) {
    if (await hasFocus(target)) return;
    for (let wait = 0; wait < 20; wait++) {
      const settled = await page.evaluate(() => document.activeElement !== document.body);
      if (settled) break;
      await page.waitForTimeout(50);
    }
    if (await hasFocus(target)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/** Moves to a field with Tab and types into it. */
async function tabAndType(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
}

/** The page's h1 has the focus (moved there by the route change). */
async function expectHeadingFocused(page: Page) {
  await expect(page.locator('main h1').first()).toBeFocused();
}

/**
 * Opens the home page with the date picker's code held back (docs/architecture.md §5: it loads on first
 * need), hydrated; returns the function that lets it arrive.
 */
async function homeWithDatePickerHeld(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/date-field-widget-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeEnabled();
  return release;
}

test.skip(({ isMobile }) => isMobile, 'a keyboard journey: the 1280 px project');

test('the focus stays put on the first load and lands on the new heading after a route change and Back', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main h1')).not.toBeFocused();

  await tabTo(page, page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'My Account' }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/my-account\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My Account' })).toBeFocused();

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expectHeadingFocused(page);
});

test('a keyboard user who tabs on to the calendar button while the date picker loads stays on it, and Enter opens the calendar', async ({
  page,
}) => {
  // docs/architecture.md §5 / docs/architecture.md §7: the picker's code arrives while the focus is on its
  // stand-in's calendar button (the keyboard journey met this by chance and pressed Enter on the first date
  // segment); here the chunk is held until the focus is there
  const release = await homeWithDatePickerHeld(page);
  const calendarButton = page.getByRole('button', { name: /Open calendar for Outbound date/ });
  await tabTo(page, calendarButton);
  release();
  // the picker has replaced its stand-in (its segments are spin buttons) and kept the focus there
  await expect(page.getByRole('spinbutton', { name: /day, Outbound date/ })).toBeVisible();
  await expect(calendarButton).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog', { name: 'Outbound date' })).toBeVisible();
});

test('digits typed into the date field while the date picker loads are in the date once it arrives', async ({
  page,
}) => {
  // docs/architecture.md §5: the place fields keep text typed before their code arrives; the date field keeps
  // its digits the same way (they were lost: the picker arrived showing dd/mm/yyyy)
  const release = await homeWithDatePickerHeld(page);
  await tabTo(page, page.getByRole('group', { name: 'Outbound date' }).locator('[tabindex="0"]'));
  const year = new Date().getFullYear() + 1;
  await page.keyboard.type(`2512${year}`);
  release();
  const segment = (name: string) => page.getByRole('spinbutton', { name: `${name}, Outbound date` });
  await expect(segment('day')).toHaveText('25');
  await expect(segment('month')).toHaveText('12');
  await expect(segment('year')).toHaveText(String(year));
  await expect(segment('year')).toBeFocused();
});

test('a keyboard-only traveller books Geneva Airport -> Chamonix one way from the home page to the success page', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();

  // Search (spec part 2 §2.9): one way, From, To, a date next month, the arrival time, 2 passengers
  const journeyType = page.getByRole('radiogroup', { name: 'Journey type' });
  await tabTo(page, journeyType.getByRole('radio', { checked: true }));
  if (!(await journeyType.getByRole('radio', { name: 'One way' }).isChecked()))
    await page.keyboard.press('ArrowRight');
  await expect(journeyType.getByRole('radio', { name: 'One way' })).toBeChecked();

  for (const [field, typed, option] of [
    ['From', 'Geneva Air', 'Geneva Airport'],
    ['To', 'Chamon', /Chamonix/],
  ] as const) {
    const box = page.getByRole('combobox', { name: field, exact: true });
    await tabTo(page, box);
    // the list opens on focus once the combobox's code has loaded (docs/architecture.md §5): then type
    await expect(box).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.type(typed);
    await expect(page.getByRole('option', { name: option }).first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(box).toHaveValue(typeof option === 'string' ? option : /./);
  }

  await tabTo(page, page.getByRole('button', { name: /Open calendar for Outbound date/ }));
  await page.keyboard.press('Enter');
  const calendar = page.getByRole('dialog', { name: 'Outbound date' });
  await expect(calendar).toBeVisible();
  await page.keyboard.press('PageDown');
  await page.keyboard.press('Enter');
  await expect(calendar).toBeHidden();

  const hour = page.getByLabel('Flight Arrival Time, hour');
  await tabAndType(page, hour, '10');
  await expect(hour).toHaveValue('10');
  const minute = page.getByLabel('Flight Arrival Time, minute');
  await tabAndType(page, minute, '30');
  await expect(minute).toHaveValue('30');
  const passengers = page.getByLabel('Passengers').first();
  await tabAndType(page, passengers, '2');
  await expect(passengers).toHaveValue('2');
  await tabTo(page, page.getByRole('button', { name: 'Book Now' }));
  await page.keyboard.press('Enter');

  // Results (part 1 §4): open the fixed-point card, select its first departure, Next Step
  await expect(page).toHaveURL(/\/booking\?/);
  await expectHeadingFocused(page);
  const fixed = page
    .getByRole('article')
    .filter({ has: page.getByRole('heading', { name: /fixed point/i }) });
  await expect(fixed).toBeVisible();
  const chooseTimes = fixed.getByRole('button', { name: 'Choose times' });
  if (await chooseTimes.isVisible()) {
    await tabTo(page, chooseTimes);
    await page.keyboard.press('Enter');
  }
  const firstDeparture = fixed
    .getByRole('button', { name: /^Select – Choose Outbound: departure at/ })
    .first();
  await tabTo(page, firstDeparture);
  await page.keyboard.press('Space');
  await expect(fixed.getByRole('button', { name: /^Selected – Choose Outbound/ })).toBeVisible();
  await tabTo(page, fixed.getByRole('button', { name: 'Next Step' }));
  await page.keyboard.press('Enter');

  // Personal Information (part 2 §2.2)
  await expect(page).toHaveURL(/\/booking-personal$/);
  await expectHeadingFocused(page);
  const email = `keyboard.${Date.now()}@example.com`;
  await tabAndType(page, page.getByLabel('First Name'), 'Anna');
  await tabAndType(page, page.getByLabel('Last Name'), 'Keller');
  await tabAndType(page, page.getByLabel('Email Address', { exact: true }), email);
  await tabAndType(page, page.getByLabel('Confirm Email Address'), email);
  await tabAndType(page, page.getByLabel('Phone Number'), '07900 123456');
  await tabTo(page, page.getByRole('button', { name: 'Next Step' }));
  await page.keyboard.press('Enter');

  // Flight & Extras (part 2 §2.3): no extras, so the 'Important' dialog asks once
  await expect(page).toHaveURL(/\/booking-flight$/);
  await expectHeadingFocused(page);
  await tabTo(page, page.getByRole('button', { name: 'Next Step' }));
  await page.keyboard.press('Enter');
  const important = page.getByRole('alertdialog', { name: 'Important' });
  await expect(important).toBeVisible();
  await tabTo(page, important.getByRole('button', { name: 'Next Step' }), 10);
  await page.keyboard.press('Enter');

  // Pick-up and drop-off (part 2 §2.4): the first stop of each list, by arrow key
  await expect(page).toHaveURL(/\/booking-address$/);
  await expectHeadingFocused(page);
  for (const label of ['Pick-up point', 'Drop-off point']) {
    const select = page.getByLabel(label);
    await tabTo(page, select);
    // the stops arrive after the page: the first entry says 'Loading…' until then (aria-busy)
    await expect(select).not.toHaveAttribute('aria-busy');
    await expect(select.locator('option').nth(1)).toBeAttached();
    if ((await select.inputValue()) === '') await page.keyboard.press('ArrowDown');
    await expect(select).not.toHaveValue('');
  }
  await tabTo(page, page.getByRole('button', { name: 'Next Step' }));
  await page.keyboard.press('Enter');

  // Payment (part 2 §2.6): the test card, the two required tickboxes with Space, Complete Booking
  await expect(page).toHaveURL(/\/booking-payment$/);
  await expectHeadingFocused(page);
  await tabAndType(page, page.getByLabel('Card number'), '4242 4242 4242 4242');
  await tabAndType(page, page.getByLabel('Expiry date (MM/YY)'), '12/30');
  await tabAndType(page, page.getByLabel('CVC'), '123');
  for (const name of [/terms and conditions/, /privacy policy/]) {
    const box = page.getByRole('checkbox', { name });
    await tabTo(page, box);
    await page.keyboard.press('Space');
    await expect(box).toBeChecked();
  }
  await tabTo(page, page.getByRole('button', { name: 'Complete Booking' }));
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/booking-success$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for booking' })).toBeVisible();
});
