import { mailTo } from './api-helpers.ts';
import { expect, test, type Page } from '@playwright/test';
import { bookingUrl, fifteenthOfNextMonth, sidewaysScroll } from './journey-helpers.ts';
import { successReference } from './booking-helpers.ts';
import { fillPersonalIn, payIn, skipExtrasIn, STEP_WORDS } from './language-helpers.ts';

/**
 * Issue 10 §3 "Languages everywhere", as a French and a Spanish traveller try it: the results,
 * notices, place names, prices and tab title in their language; then a booking paid entirely in
 * it, with the confirmation e-mail in it too. The paid journey runs at 375 px (mobile) only, the
 * checks tagged @any-width at 1280 px (desktop) only.
 */

/** What each traveller reads (from apps/web/src/i18n/{fr,es}.json and the server catalogues). */
const LANGUAGES = {
  fr: {
    ...STEP_WORDS.fr,
    airport: 'Aéroport de Genève',
    stop: 'Aéroport de Genève, hall des arrivées',
    delayNotice: /retard/,
    resultsTitle: 'Choisissez votre transfert – Alpine Transfers',
    fixedCard: /points fixes/i,
    chooseOutbound: 'Choisissez l’aller',
    mailSubject: /^Votre réservation de transfert [2-9A-HJ-NP-Z]{8} est confirmée$/,
    mailLines: ['Merci pour votre réservation', 'TRAJET ALLER', 'Prise en charge'],
    findError: 'Nous n’avons trouvé aucune réservation avec cette référence et cet e-mail.',
    loginTitle: 'Connexion – Alpine Transfers',
    findHeading: 'Trouver ma réservation',
    reference: 'Référence de réservation',
    findSubmit: 'Trouver la réservation',
  },
  es: {
    ...STEP_WORDS.es,
    airport: 'Aeropuerto de Ginebra',
    stop: 'Aeropuerto de Ginebra, vestíbulo de llegadas',
    delayNotice: /retrasa/,
    resultsTitle: 'Elija su traslado – Alpine Transfers',
    fixedCard: /paradas fijas/i,
    chooseOutbound: 'Elija la ida',
    mailSubject: /^Su reserva de traslado [2-9A-HJ-NP-Z]{8} está confirmada$/,
    mailLines: ['Gracias por su reserva', 'TRAYECTO DE IDA', 'Recogida'],
    findError: 'No hemos encontrado ninguna reserva con esa referencia y ese correo electrónico.',
    loginTitle: 'Iniciar sesión – Alpine Transfers',
    findHeading: 'Buscar mi reserva',
    reference: 'Referencia de la reserva',
    findSubmit: 'Buscar reserva',
  },
} as const;

/** A euro price as French and Spanish write it: '156,00 €' (Intl's no-break space is a \s). */
const localEuro = /^\d{1,3}(\s?\d{3})*,\d{2}\s€$/;
/** The English form '€156.00' must not show in French or Spanish. */
const englishEuro = /€\d/;

/** Opens the one-way Geneva Airport -> Chamonix results in `language` and the fixed-point card. */
async function resultsIn(page: Page, language: 'fr' | 'es') {
  const l = LANGUAGES[language];
  await page.goto(`/${language}${bookingUrl({ to: 10, date: fifteenthOfNextMonth() })}`);
  const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: l.fixedCard }) });
  await expect(card).toBeVisible();
  const opener = card.getByRole('button', { name: l.opener });
  if (await opener.isVisible().catch(() => false)) await opener.click();
  await expect(card.getByText(l.chooseOutbound).first()).toBeVisible();
  return card;
}

/** With SHOTS_DIR set, a full-page screenshot of each step to look at (ADR 015 acceptance). */
async function shot(page: Page, name: string) {
  if (process.env.SHOTS_DIR) {
    const width = page.viewportSize()?.width ?? 0;
    await page.screenshot({ path: `${process.env.SHOTS_DIR}/${name}-${width}.png`, fullPage: true });
  }
}

for (const language of ['fr', 'es'] as const) {
  const l = LANGUAGES[language];

  test(
    `a ${language} traveller sees results, notices, place names, prices and the title in ${language}`,
    { tag: '@any-width' },
    async ({ page }) => {
      const card = await resultsIn(page, language);
      await expect(page).toHaveTitle(l.resultsTitle);
      await expect(page.locator('html')).toHaveAttribute('lang', language);
      // the server's delay policy notice, in the language
      await expect(page.getByText(l.delayNotice).first()).toBeVisible();
      // Geneva Airport is named in the language, never in English
      await expect(page.getByText(l.airport).first()).toBeAttached();
      const body = await page.locator('body').innerText();
      expect(body).not.toContain('Geneva Airport');
      expect(body).not.toMatch(/delayed by more than an hour/);
      // prices '156,00 €', never '€156.00'
      const prices = await card.locator('.money__amount').allInnerTexts();
      expect(prices.length).toBeGreaterThan(0);
      for (const price of prices) expect(price.trim()).toMatch(localEuro);
      expect(body).not.toMatch(englishEuro);
    },
  );

  test(`a ${language} traveller books and pays in ${language}, and the e-mail is in ${language}`, async ({
    page,
    request,
    isMobile,
  }) => {
    // once per language: at 375 px, where the e-mail's sideways check can fail (English pays at
    // 1280 px in booking.spec.ts)
    test.skip(!isMobile, 'the paid journey in fr and es runs at 375 px');
    const email = `lang.${language}.${Date.now()}@example.com`;
    const card = await resultsIn(page, language);
    await card.getByRole('button', { name: l.outboundRow }).first().click();
    await card.getByRole('button', { name: l.next }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/booking-personal$`));
    await shot(page, `${language}-personal`);

    await fillPersonalIn(page, language, email);
    await expect(page).toHaveURL(new RegExp(`/${language}/booking-flight$`));
    await shot(page, `${language}-flight`);

    await skipExtrasIn(page, language);
    await expect(page).toHaveURL(new RegExp(`/${language}/booking-address$`));
    await shot(page, `${language}-address`);

    // the fixed stops are named in the language
    const pickUp = page.getByLabel(l.pickUp);
    await expect(pickUp.locator('option', { hasText: l.stop })).toHaveCount(1);
    await pickUp.selectOption({ index: 1 });
    await expect(pickUp.locator('option:checked')).toContainText(l.stop);
    const dropOff = page.getByLabel(l.dropOff);
    if ((await dropOff.inputValue()) === '') await dropOff.selectOption({ index: 1 });
    await page.getByRole('button', { name: l.next }).click();
    await expect(page).toHaveURL(new RegExp(`/${language}/booking-payment$`));
    await shot(page, `${language}-payment`);
    expect(await page.locator('body').innerText()).not.toMatch(englishEuro);

    const reference = await payIn(page, language);
    await expect(page).toHaveURL(new RegExp(`/${language}/booking-success`));
    await shot(page, `${language}-success`);
    // switching language keeps the booking on the page (its navigation state goes with the switch)
    await page.locator('.lang-switch a[hreflang="en"]').click();
    await expect(page).toHaveURL(/\/booking-success$/);
    await expect(page.getByText('Your booking has been successful')).toBeVisible();
    expect(await successReference(page)).toBe(reference);

    const mail = await mailTo(request, email);
    expect(mail.subject).toMatch(l.mailSubject);
    for (const line of l.mailLines) expect(mail.text).toContain(line);
    expect(mail.text).toContain(l.stop);
    expect(mail.text).toMatch(/Total ?: \d+,\d{2}\s€/);
    expect(mail.text).not.toContain('Thank you for booking');
    expect(mail.text).not.toContain('Geneva Airport');
    // the e-mail as a phone shows it (the mailbox serves its HTML part): no sideways scroll
    await page.goto(`/dev/mailbox/${mail.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await sidewaysScroll(page), 'the confirmation e-mail scrolls sideways').toBe(0);
  });

  test(
    `find-booking answers "not found" in ${language} (the server's message), with the title in ${language}`,
    { tag: '@any-width' },
    async ({ page }) => {
      await page.goto(`/${language}/my-account/login`);
      await expect(page).toHaveTitle(l.loginTitle);
      const form = page.getByRole('form', { name: l.findHeading });
      await form.getByLabel(l.reference).fill('ZZZZZZZZ');
      await form.getByLabel(l.email, { exact: true }).fill('nobody@example.com');
      await form.getByRole('button', { name: l.findSubmit }).click();
      await expect(form.getByText(l.findError)).toBeVisible();
    },
  );
}
