import { outboxMails } from './api-helpers.ts';
import { expect, test } from '@playwright/test';
import { createOperator } from './booking-helpers.ts';
import { bookingUrl, inDays } from './journey-helpers.ts';

/**
 * A group of 51-99 (spec part 1 §5, §9: the form offers them, no private transfer carries them):
 * the results suggest parties of at most 50, each a search that opens; the group request is sent
 * and the operator finds it in the console (a direct load of a staff path), answers it by e-mail
 * and sees who answered when.
 */
test('@any-width a group of 60 sees a suggested split and the group request; the sent request appears in the operator console', async ({
  page,
  browser,
  request,
}) => {
  const stamp = Date.now();
  const email = `group.${stamp}@example.com`;
  await page.goto(bookingUrl({ pax: 60, shared: false, returnDate: inDays(40) }));
  await expect(page.getByRole('alert')).toHaveText(
    'Sorry, we have no private transfers for more than 50 passengers on this date.',
  );
  const group = page.getByRole('region', { name: 'A group of 60 passengers' });
  await expect(group.getByRole('link', { name: 'Party 1: 50 passengers' })).toHaveAttribute(
    'href',
    /^\/booking\?.*pax=50.*returnPassenger=50/,
  );
  const form = group.getByRole('form', { name: 'Send a group request' });
  await form.getByLabel('Name').fill('Group Leader');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Mobile').fill('+41 79 123 45 67');
  await form.getByLabel('Message (optional)').fill('A ski club with 60 pairs of skis.');
  await form.getByRole('button', { name: 'Send the group request' }).click();
  const sent = group.getByRole('heading', { name: /^Your group request GRP-\w{6} is sent$/ });
  await expect(sent).toBeVisible();
  const reference = /GRP-\w{6}/.exec((await sent.textContent()) ?? '')![0];
  const outbox = await outboxMails(request);
  expect(outbox.find((m) => m.to === email)?.subject).toBe(
    `We have received your group request ${reference}`,
  );

  // the second party's search opens with its 10 passengers
  await group.getByRole('link', { name: 'Party 2: 10 passengers' }).click();
  await expect(page).toHaveURL(/pax=10/);
  await expect(page.getByRole('article', { name: /standard private/i })).toBeVisible();

  const operatorEmail = `groups.${stamp}@alpine.example`;
  createOperator(operatorEmail, 'operator-passphrase-35');
  const desk = await (await browser.newContext({ viewport: { width: 1024, height: 768 } })).newPage();
  await desk.goto('/operator/group-requests');
  await desk.getByLabel('E-mail address').fill(operatorEmail);
  await desk.getByLabel('Password').fill('operator-passphrase-35');
  await desk.getByRole('button', { name: 'Log in' }).click();
  const card = desk.getByRole('article', { name: new RegExp(`^${reference} · Group Leader$`) });
  await expect(card).toContainText('60 passengers');
  await expect(card).toContainText('A ski club with 60 pairs of skis.');
  await expect(card).toContainText('Not answered yet');
  await card
    .getByLabel(`Answer by e-mail to ${email}`)
    .fill('Two coaches are free that day: 50 and 10 seats.');
  await card.getByRole('button', { name: 'Send the answer' }).click();
  await expect(card).toContainText(`Sent by ${operatorEmail}`);
  await expect(card).toContainText(/Answered \d/);
  await desk.context().close();
});
