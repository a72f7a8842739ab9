import { expect, test, type Page } from '@playwright/test';

/**
 * Issue 9 §1: a tab opened before a deploy asks for a route chunk of the old build, which the
 * server no longer has (404). The page reloads itself once and shows the page asked for; if the
 * chunk still fails after that reload, the error page shows inside the site's header and footer.
 */

/** The code chunk of the login page (built as assets/login-<hash>.js). */
const LOGIN_CHUNK = /\/assets\/login-[^/]*\.js$/;

/**
 * Answers 404 for the login page's chunk (its modulepreload and its import alike) until the page
 * has reloaded `reloads` times, then lets it through. `reloads()` counts the documents the tab
 * loaded since (navigation requests of the main frame).
 */
async function goneFromServer(page: Page, failUntilReloads: number) {
  let reloads = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) reloads += 1;
  });
  await page.route(LOGIN_CHUNK, async (route) => {
    if (reloads < failUntilReloads)
      await route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found\n' });
    else await route.fallback();
  });
  return { reloads: () => reloads };
}

/** Marks the current document, so that a reload (a new document) can be told apart. */
async function markDocument(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { openBeforeDeploy?: boolean }).openBeforeDeploy = true;
  });
}
const isSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { openBeforeDeploy?: boolean }).openBeforeDeploy === true);

/**
 * Opens the home page and waits until its code has taken over (the search form's controls are
 * enabled once hydrateRoot has been called): a link pressed before that is an ordinary page load,
 * which the reload counts below would take for the automatic reload.
 */
async function openHome(page: Page) {
  await page.goto('/');
  await expect(page.getByRole('combobox', { name: 'From', exact: true })).toBeEnabled();
}

async function expectFrame(page: Page) {
  await expect(page.getByRole('banner').getByRole('link', { name: /home/i }).first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Alpine Transfers');
}

test.describe('deploy while a tab is open', () => {
  test('a tab left open across a deploy reloads once and keeps working', async ({ page }) => {
    await openHome(page);
    const server = await goneFromServer(page, 1);
    await markDocument(page);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('banner').getByRole('link', { name: 'My Account' }).click();
    await reloaded;

    await expect(page).toHaveURL(/\/my-account\/login$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0);
    await expect(page.getByLabel(/e-?mail/i).first()).toBeVisible();
    await expectFrame(page);
    expect(await isSameDocument(page)).toBe(false);
    expect(server.reloads()).toBe(1);
  });

  test('when the chunk is still missing after the reload, the error page keeps the header and footer', async ({
    page,
  }) => {
    await openHome(page);
    const server = await goneFromServer(page, Number.POSITIVE_INFINITY);

    await page.getByRole('banner').getByRole('link', { name: 'My Account' }).click();

    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(page).toHaveURL(/\/my-account\/login$/);
    await expectFrame(page);
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    // one automatic reload, then no more (no loop)
    await page.waitForTimeout(1500);
    expect(server.reloads()).toBe(1);
  });
});
