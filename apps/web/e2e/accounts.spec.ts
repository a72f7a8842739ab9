import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  chooseStops,
  chooseTransfer,
  fillPersonal,
  logIn,
  payWithCard,
  skipExtras,
  successReference,
} from './booking-helpers.ts';
import { sidewaysScroll } from './journey-helpers.ts';

/**
 * Issue 4 acceptance, as a new user would try it (spec part 1 §2.2-§2.5, part 2 §2.8), at 1280 px
 * and 375 px.
 */

type Mail = { to: string; subject: string; text: string };

/**
 * The newest e-mail to `to` whose subject matches, from the local outbox (docs/architecture.md §4
 * dev/outbox).
 */
async function mailTo(request: APIRequestContext, to: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect(async () => {
    const outbox = (await (await request.get('/api/v1/dev/outbox')).json()) as { data: Mail[] };
    found = outbox.data.find((m) => m.to.includes(to) && subject.test(m.subject));
    expect(found).toBeDefined();
  }).toPass();
  return found!;
}

/** The path and query of the first link to `page` in an e-mail's text. */
function linkIn(mail: Mail, page: string): string {
  const url = new RegExp(`https?://\\S+(${page}\\?token=[A-Za-z0-9_%-]+)`).exec(mail.text);
  expect(url, `a ${page} link in "${mail.subject}"`).not.toBeNull();
  return url![1]!;
}

async function bookAsGuest(page: Page, email: string): Promise<string> {
  await chooseTransfer(page);
  await fillPersonal(page, email);
  await skipExtras(page);
  await chooseStops(page);
  await payWithCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(/\/booking-success$/);
  return successReference(page);
}

test('register, verify the e-mail, log in, see the guest booking and cancel it with the policy ticked', async ({
  page,
  request,
}) => {
  const email = `ann.${Date.now()}.${test.info().project.name}@example.com`;
  const reference = await bookAsGuest(page, email);

  await page.goto('/my-account/register');
  await page.getByLabel('Name').fill('Anna Keller');
  await page.getByLabel('Email Address').fill(email);
  await page.getByLabel('Mobile Number').fill('+447900123456');
  await page.getByLabel('Password', { exact: true }).fill('Glacier-Express-26');
  await page.getByLabel('Confirm Password').fill('Glacier-Express-26');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByText(/check your e-mail/i)).toBeVisible();

  await page.goto(linkIn(await mailTo(request, email, /confirm your e-mail/i), '/verify-email'));
  await expect(page.getByRole('link', { name: 'Go to My Account' })).toBeVisible();

  await logIn(page, email, 'Glacier-Express-26');
  await page.getByRole('link', { name: 'View Bookings' }).click();
  const item = page.getByRole('button', { name: new RegExp(reference) });
  await expect(item).toBeVisible();
  // the 'Add your bookings' panel names the guest address (36 characters here, in one piece): at
  // 375 px it wraps instead of pushing the page sideways, which made the phone zoom the page out
  // and moved the cancel dialog's checkbox under the finger
  await expect(page.getByRole('complementary', { name: 'Add your bookings' })).toContainText(email);
  expect(await sidewaysScroll(page), 'My Bookings scrolls sideways').toBeLessThanOrEqual(0);
  if ((await item.getAttribute('aria-expanded')) !== 'true') await item.click();
  await page.getByRole('button', { name: 'Cancel Booking' }).click();
  const modal = page.getByRole('dialog', { name: 'Cancelation Policy' });
  const confirm = modal.getByRole('button', { name: 'Confirm Cancelation' });
  await expect(confirm).toBeDisabled();
  await modal
    .getByRole('checkbox', {
      name: 'I have read and accept the terms and conditions of the cancelation policy',
    })
    .check();
  await confirm.click();
  await expect(page.getByText(new RegExp(`Booking ${reference} is cancelled. Your refund:`))).toBeVisible();
  // The refund is recorded and the traveller told (the cancellation e-mail names the booking).
  const cancelled = await mailTo(request, email, /cancel/i);
  expect(cancelled.subject + cancelled.text).toContain(reference);
});

test(
  'forgot password: the link from the mailbox sets a new password that logs in',
  { tag: '@any-width' },
  async ({ page, request }) => {
    const email = `reset.${Date.now()}.${test.info().project.name}@example.com`;
    await page.goto('/my-account/register');
    await page.getByLabel('Name').fill('Bruno Favre');
    await page.getByLabel('Email Address').fill(email);
    await page.getByLabel('Mobile Number').fill('+41790000000');
    await page.getByLabel('Password', { exact: true }).fill('First-Snowfall-26');
    await page.getByLabel('Confirm Password').fill('First-Snowfall-26');
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText(/check your e-mail/i)).toBeVisible();

    await page.goto('/my-account/forget');
    await page.getByLabel('Email Address').fill(email);
    await page.getByRole('button', { name: 'Send Recovery Link' }).click();
    await expect(
      page.getByText('If an account exists for this e-mail, we have sent a recovery link.'),
    ).toBeVisible();

    await page.goto(linkIn(await mailTo(request, email, /password/i), '/new-password'));
    await page.getByLabel('Password', { exact: true }).fill('Second-Snowfall-26');
    await page.getByLabel('Confirm Password').fill('Second-Snowfall-26');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expect(page.getByRole('link', { name: 'Login Now' })).toBeVisible();
    await logIn(page, email, 'Second-Snowfall-26');
  },
);

test(
  'find my booking with a wrong e-mail is refused; with the right one it shows the summary',
  { tag: '@any-width' },
  async ({ page }) => {
    const email = `find.${Date.now()}.${test.info().project.name}@example.com`;
    const reference = await bookAsGuest(page, email);
    await page.goto('/my-account/login');
    const form = page.getByRole('form', { name: 'Find my booking' });
    await form.getByLabel('Booking Reference').fill(reference);
    await form.getByLabel('Email Address').fill('someone.else@example.com');
    await form.getByRole('button', { name: 'Find Booking' }).click();
    await expect(page.getByText('We could not find a booking with that reference and e-mail.')).toBeVisible();
    await form.getByLabel('Email Address').fill(email);
    await form.getByRole('button', { name: 'Find Booking' }).click();
    await expect(page).toHaveURL(/\/my-account\/find-booking$/);
    await expect(page.getByRole('heading', { name: 'Your Booking' })).toBeVisible();
    // the summary's product, in the page (the header's 'Shared transfers' link is in a closed menu at 375 px)
    await expect(
      page
        .getByRole('main')
        .getByText(/shared transfers/i)
        .first(),
    ).toBeVisible();
  },
);
