import { readFileSync, writeFileSync } from 'node:fs';
import mjml2html from 'mjml';

/**
 * Compiles the e-mails' MJML shell (templates/mail-skeleton.mjml) to the HTML the server fills
 * (templates/mail-skeleton.html). MJML (https://documentation.mjml.io) writes the client-safe
 * parts: tables for Outlook and its conditional comments, the column's media queries, a button
 * that works without CSS. It runs when the shell changes (`npm run mail:skeleton -w apps/api`),
 * not in the server: loading MJML 5 and compiling takes 0.4 to 3 s, which every start and every
 * API test file would pay. A test compiles again and compares (mail-skeleton.test.ts).
 */
export const SKELETON_SOURCE = new URL('./mail-skeleton.mjml', import.meta.url);
/** The compiled shell, committed beside its source and read by templates/mail-skeleton.ts. */
export const SKELETON_HTML = new URL('./mail-skeleton.html', import.meta.url);

/**
 * Tightens MJML's indented output without changing what it shows: no white space between tags,
 * one space between a tag's attributes ('<a href=' stays findable), none around a slot.
 */
const tighten = (html: string): string =>
  html
    .replace(/>\s+</g, '><')
    .replace(/<([a-zA-Z][^<>]*)>/g, (_, inner: string) => `<${inner.replace(/\s+/g, ' ').trim()}>`)
    .replace(/>\s*(MJSLOT[A-Z]+)\s*</g, '>$1<')
    .trim();

/** The shell's HTML from its MJML source; throws on the first validation error (strict). */
export async function compileSkeleton(): Promise<string> {
  const { html, errors } = await mjml2html(readFileSync(SKELETON_SOURCE, 'utf8'), {
    validationLevel: 'strict',
  });
  if (errors.length > 0)
    throw new Error(`the e-mail shell is not valid MJML: ${errors[0]!.formattedMessage}`);
  return `${tighten(html)}\n`;
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  const started = performance.now();
  writeFileSync(SKELETON_HTML, await compileSkeleton());
  console.log(`mail-skeleton.html written in ${(performance.now() - started).toFixed(0)} ms`);
}
