import { expect, test, type Page, type Request } from '@playwright/test';
import { chooseTransfer, fillPersonal } from './booking-helpers.ts';
import { wcagAxe } from './journey-helpers.ts';

/**
 * Issue 10 §4 acceptance (spec part 2 §2.10): the cookie banner, its two choices, the first-party
 * analytics they allow or forbid, and what the banner may not do to the page (speed, the booking
 * steps' total bar at 375 px, focus). At 1280 px and 375 px (the two projects).
 */

// a first visit: no consent cookie (playwright.config.ts gives the other journeys a declined one)
test.use({ storageState: { cookies: [], origins: [] } });

const ANALYTICS = '/api/v1/analytics/events';
const banner = (page: Page) =>
  page.getByRole('region', { name: /^(Cookie consent|Consentement aux cookies|Consentimiento de cookies)$/ });

/** Every analytics call the page makes, and every request to another host. */
function watch(page: Page) {
  const analytics: Request[] = [];
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === ANALYTICS) analytics.push(request);
    if (url.hostname !== '127.0.0.1') thirdParty.push(request.url());
  });
  return { analytics, thirdParty };
}

test(
  "'I decline' sends no analytics, keeps the choice 365 days in one cookie, and the banner stays gone after reload",
  { tag: '@any-width' },
  async ({ page, context }) => {
    const seen = watch(page);
    await page.goto('/');
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: 'I understand' })).toBeVisible();
    await banner(page).getByRole('button', { name: 'I decline' }).click();
    await expect(banner(page)).toBeHidden();

    const cookies = await context.cookies();
    expect(cookies.map((c) => c.name)).toEqual(['alpine_consent']);
    const [consent] = cookies;
    expect(consent).toMatchObject({ value: 'declined', sameSite: 'Lax', path: '/' });
    const days = (consent!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThanOrEqual(365.01);

    await page.reload();
    await page.goto('/my-account/login');
    await page.goBack();
    await page.waitForLoadState('networkidle');
    await expect(banner(page)).toBeHidden();
    expect(seen.analytics).toEqual([]);
    expect(seen.thirdParty).toEqual([]);
    expect((await context.cookies()).map((c) => c.name)).toEqual(['alpine_consent']);
  },
);

test(
  "'I understand' stores a page view (202), then every route change sends one; the footer event reopens the banner",
  { tag: '@any-width' },
  async ({ page }) => {
    const seen = watch(page);
    await page.goto('/fr/');
    await expect(banner(page).getByRole('button', { name: "J'ai compris" })).toBeVisible();
    const stored = page.waitForResponse((r) => new URL(r.url()).pathname === ANALYTICS);
    await banner(page).getByRole('button', { name: "J'ai compris" }).click();
    const response = await stored;
    expect(response.status()).toBe(202);
    expect(response.request().postDataJSON()).toMatchObject({ type: 'page_view', path: '/fr/' });

    const next = page.waitForResponse((r) => new URL(r.url()).pathname === ANALYTICS);
    await page
      .getByRole('link', { name: /Mon compte|My Account/ })
      .first()
      .click();
    expect((await next).request().postDataJSON()).toMatchObject({
      type: 'page_view',
      path: '/fr/my-account/login',
    });
    expect(seen.thirdParty).toEqual([]);

    // the footer's "Cookie settings" dispatches this event: the banner comes back, focused
    await page.evaluate(() => window.dispatchEvent(new Event('alpine:cookie-settings')));
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name: "J'ai compris" })).toBeFocused();
    // not a focus trap: Tab leaves the banner after its last button
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('.cookie-banner') === null)).toBe(true);
  },
);

test('the banner is not the largest paint, shifts nothing, and passes axe (WCAG 2.2 AA)', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const w = window as unknown as { __lcp: Element | null; __cls: number };
    w.__lcp = null;
    w.__cls = 0;
    new PerformanceObserver((list) => {
      const entries = list.getEntries() as unknown as { element: Element | null }[];
      w.__lcp = entries[entries.length - 1]?.element ?? null;
    }).observe({ type: 'largest-contentful-paint', buffered: true });
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
        if (!e.hadRecentInput) w.__cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await page.waitForTimeout(500);
  const { inBanner, cls } = await page.evaluate(() => {
    const w = window as unknown as { __lcp: Element | null; __cls: number };
    return { inBanner: w.__lcp?.closest('.cookie-banner') != null, cls: w.__cls };
  });
  expect(inBanner).toBe(false);
  expect(cls).toBeLessThanOrEqual(0.05);
  const box = await banner(page).boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.y + box!.height).toBeCloseTo(viewport.height, 0);
  expect(box!.height).toBeLessThan(viewport.height * 0.25);
  const results = await wcagAxe(page).include('.cookie-banner').analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
});

test('the banner paints with the pre-rendered page, before its scripts load; a stored choice keeps it hidden (docs/architecture.md §5: not a late LCP)', async ({
  page,
  context,
}) => {
  // no script of the site ever arrives: only the head's inline consent gate runs
  await page.route('**/assets/*.js', (route) => route.abort());
  for (const [path, name] of [
    ['/my-account/login', 'I understand'],
    ['/fr/', "J'ai compris"],
    ['/es/shared-transfers', 'Entiendo'],
  ] as const) {
    await page.goto(path);
    await expect(banner(page)).toBeVisible();
    await expect(banner(page).getByRole('button', { name })).toBeVisible();
  }
  await context.addCookies([
    { name: 'alpine_consent', value: 'declined', url: new URL('/', page.url()).href },
  ]);
  await page.goto('/my-account/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toBeHidden();
});

test("the banner never hides a booking step's total bar: with the bar at the window's bottom edge the banner moves away and the button takes the tap", async ({
  page,
}) => {
  await chooseTransfer(page);
  await fillPersonal(page, `consent.${Date.now()}.${test.info().project.name}@example.com`);
  await expect(banner(page)).toBeVisible();
  const bar = page.locator('.total-bar');
  const next = bar.getByRole('button', { name: 'Next Step' });
  for (const block of ['end', 'center', 'start'] as const) {
    await bar.evaluate(
      (el, where) =>
        new Promise((done) => {
          el.scrollIntoView({ block: where, behavior: 'instant' });
          setTimeout(() => requestAnimationFrame(() => requestAnimationFrame(done)), 50);
        }),
      block,
    );
    const barBox = (await bar.boundingBox())!;
    const bannerBox = (await banner(page).boundingBox())!;
    const overlap = barBox.y < bannerBox.y + bannerBox.height && bannerBox.y < barBox.y + barBox.height;
    expect(overlap, `bar scrolled to ${block}`).toBe(false);
    // the element at the button's centre is the button itself, not the banner
    const hit = await next.evaluate((el) => {
      const r = el.getBoundingClientRect();
      const top = document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      return top === el || el.contains(top);
    });
    expect(hit, `bar scrolled to ${block}`).toBe(true);
  }
  if (process.env.SHOTS_DIR)
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/totalbar-${test.info().project.name}.png` });
});
