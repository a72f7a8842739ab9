/** An e-mail's parts: subject, plain text and HTML (issue 4 §6: real HTML with a text part). */
export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** A small, inline-styled HTML e-mail with a greeting, paragraphs, one button and the raw link. */
function layout(o: {
  title: string;
  firstName: string;
  paragraphs: string[];
  button: string;
  link: string;
  footer: string;
}) {
  const link = escapeHtml(o.link);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(o.title)}</title></head>
<body style="margin:0;padding:24px;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1d2733">
<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center">
<table role="presentation" width="560" cellspacing="0" cellpadding="0" style="max-width:560px;background:#ffffff;border-radius:8px;padding:32px">
<tr><td>
<h1 style="margin:0 0 16px;font-size:22px">${escapeHtml(o.title)}</h1>
<p style="margin:0 0 12px">Hello ${escapeHtml(o.firstName)},</p>
${o.paragraphs.map((p) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(p)}</p>`).join('\n')}
<p style="margin:24px 0"><a href="${link}" style="display:inline-block;background:#0b5cad;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:6px;font-weight:bold">${escapeHtml(o.button)}</a></p>
<p style="margin:0 0 12px;font-size:13px;color:#5a6675">If the button does not work, copy this address into your browser:<br><a href="${link}" style="color:#0b5cad;word-break:break-all">${link}</a></p>
<p style="margin:16px 0 0;font-size:13px;color:#5a6675">${escapeHtml(o.footer)}</p>
<p style="margin:16px 0 0;font-size:13px;color:#5a6675">Alpine Transfers</p>
</td></tr></table></td></tr></table>
</body></html>`;
}

/** A link e-mail: subject, the text part and the HTML part of `layout`, from the same sentences. */
function linkMail(o: {
  subject: string;
  title: string;
  firstName: string;
  paragraphs: string[];
  button: string;
  link: string;
  footer: string;
}): RenderedMail {
  return {
    subject: o.subject,
    text: [
      `Hello ${o.firstName},`,
      '',
      ...o.paragraphs,
      '',
      o.link,
      '',
      o.footer,
      '',
      'Alpine Transfers',
    ].join('\n'),
    html: layout(o),
  };
}

/**
 * The e-mail verification message (issue 4 §1, §5): a link to `${publicUrl}/verify-email?token=`
 * valid for 24 hours; once confirmed, guest bookings made with this e-mail join the account.
 */
export function renderVerificationMail(o: { firstName: string; link: string }): RenderedMail {
  const title = 'Confirm your e-mail address';
  const paragraphs = [
    'Please confirm that this e-mail address belongs to you by opening the link below.',
    'Once it is confirmed, the bookings you made as a guest with this address appear in your account.',
  ];
  const footer =
    'The link works once and expires in 24 hours. If you did not create an account, ignore this e-mail.';
  return linkMail({
    subject: 'Confirm your e-mail address - Alpine Transfers',
    title,
    firstName: o.firstName,
    paragraphs,
    button: 'Confirm my e-mail',
    link: o.link,
    footer,
  });
}

/**
 * The password recovery message (spec part 1 §2.4-§2.5; issue 4 §2): a single-use link to
 * `${publicUrl}/new-password?token=` that expires in 30 minutes.
 */
export function renderPasswordResetMail(o: { firstName: string; link: string }): RenderedMail {
  const title = 'Reset your password';
  const paragraphs = [
    'We received a request to reset the password of your Alpine Transfers account.',
    'Open the link below to choose a new password.',
  ];
  const footer =
    'The link works once and expires in 30 minutes. If you did not ask for it, ignore this e-mail: your password stays as it is.';
  return linkMail({
    subject: 'Reset your password - Alpine Transfers',
    title,
    firstName: o.firstName,
    paragraphs,
    button: 'Choose a new password',
    link: o.link,
    footer,
  });
}

/**
 * Sent instead of a verification when someone registers with an address that already has an
 * account (issue 7 §10: registration answers the same either way; the mail tells the owner).
 * `link` opens the password recovery page.
 */
export function renderAccountExistsMail(o: { firstName: string; link: string }): RenderedMail {
  const title = 'You already have an account';
  const paragraphs = [
    'Someone, probably you, tried to create an Alpine Transfers account with this e-mail address, which already has one.',
    'If it was you, log in with your password, or choose a new one with the link below.',
  ];
  const footer = 'If it was not you, ignore this e-mail: nothing has changed in your account.';
  return linkMail({
    subject: 'You already have an account - Alpine Transfers',
    title,
    firstName: o.firstName,
    paragraphs,
    button: 'Choose a new password',
    link: o.link,
    footer,
  });
}

/**
 * The link that adds the bookings made with this e-mail (before the link was sent) to the account
 * that asked for it (issue 7 §1; ADR 008): `${publicUrl}/my-account/claim-bookings?token=`, 24 h.
 */
export function renderClaimBookingsMail(o: { firstName: string; link: string }): RenderedMail {
  const title = 'Add your bookings to your account';
  const paragraphs = [
    'You asked to see in your account the bookings made with this e-mail address.',
    'Open the link below to add them. Bookings made after this e-mail was sent need a new link.',
  ];
  const footer =
    'The link works once and expires in 24 hours. If you did not ask for it, ignore this e-mail.';
  return linkMail({
    subject: 'Add your bookings to your account - Alpine Transfers',
    title,
    firstName: o.firstName,
    paragraphs,
    button: 'Add my bookings',
    link: o.link,
    footer,
  });
}
