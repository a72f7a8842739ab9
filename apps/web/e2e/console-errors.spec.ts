import { expect, test, type Page } from '@playwright/test';
import { chooseStops, chooseTransfer, fillPersonal, payWithCard, skipExtras } from './booking-helpers.ts';

/**
 * Issue 9 §5 "No console errors on any page": what Lighthouse's best-practices audit counts
 * (console errors, uncaught exceptions, CSP violations such as zod's eval probe, browser log
 * errors) stays empty along a whole sandbox booking and on the login, French terms and French and
 * Spanish home pages, and the about and contact pages that show the operator's contact details
 * (pre-rendered, docs/architecture.md §5); and in sandbox mode nothing asks for Stripe.js.
 */

interface Problems {
  errors: string[];
  stripe: string[];
}

async function watch(page: Page): Promise<Problems> {
  const problems: Problems = { errors: [], stripe: [] };
  page.on('console', (m) => {
    if (m.type() === 'error') problems.errors.push(`console: ${m.text()} (${page.url()})`);
  });
  page.on('pageerror', (e) => problems.errors.push(`pageerror: ${e.message} (${page.url()})`));
  page.on('request', (r) => {
    if (/stripe\.com/.test(r.url())) problems.stripe.push(r.url());
  });
  // CSP violations reach the browser's log, not the page console: listen for them in the page
  await page.exposeFunction('__reportViolation', (text: string) =>
    problems.errors.push(`csp: ${text} (${page.url()})`),
  );
  await page.addInitScript(() =>
    document.addEventListener('securitypolicyviolation', (e) =>
      (window as unknown as { __reportViolation: (t: string) => void }).__reportViolation(
        `${e.violatedDirective} ${e.sourceFile}:${e.lineNumber}`,
      ),
    ),
  );
  // and the browser log itself (what Lighthouse reads: network and security errors)
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Log.entryAdded', ({ entry }) => {
    if (entry.level === 'error') problems.errors.push(`log: ${entry.text} ${entry.url ?? ''}`);
  });
  await cdp.send('Log.enable');
  return problems;
}

test('no page logs a console error', async ({ page }) => {
  const problems = await watch(page);
  const seen: string[] = [];
  const settle = async () => {
    await page.waitForLoadState('networkidle');
    seen.push(new URL(page.url()).pathname);
  };

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Book Now' })).toBeVisible();
  await settle();
  await chooseTransfer(page); // results, then the personal step
  await settle();
  await fillPersonal(page, `console.${Date.now()}.${test.info().project.name}@example.com`);
  await settle();
  await skipExtras(page);
  await settle();
  await chooseStops(page);
  await expect(page.getByText(/Test mode: nothing is charged/)).toBeVisible();
  await settle();
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/booking-success$/);
  await expect(page.getByRole('heading', { name: 'Thank you for booking' })).toBeVisible();
  await settle();
  // pre-rendered pages, the last two showing the operator's contact details (from the
  // configuration, after hydrating)
  const pages = ['/my-account/login', '/fr/terms-conditions', '/fr/', '/es/', '/about-us', '/es/contact-us'];
  for (const path of pages) {
    await page.goto(path);
    await expect(page.locator('#main h1, #main h2').first()).toBeVisible();
    await settle();
  }

  expect(seen).toEqual([
    '/',
    '/booking-personal',
    '/booking-flight',
    '/booking-address',
    '/booking-payment',
    '/booking-success',
    ...pages,
  ]);
  expect(problems.errors).toEqual([]);
  expect(problems.stripe, 'Stripe.js requested in sandbox mode').toEqual([]);
});
