import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { compileSkeleton, SKELETON_HTML } from './mail-skeleton-compile.ts';

describe("the e-mails' shell (templates/mail-skeleton.mjml compiled by MJML)", () => {
  it('mail-skeleton.html is the compile of mail-skeleton.mjml (after an edit: npm run mail:skeleton -w apps/api)', async () => {
    expect(readFileSync(SKELETON_HTML, 'utf8')).toBe(await compileSkeleton());
  }, 60_000);

  it('is a responsive, client-safe document: viewport, media query, Outlook fallbacks, one of each cut', () => {
    const html = readFileSync(SKELETON_HTML, 'utf8');
    expect(html.startsWith('<!doctype html><html lang="MJSLOTLANG"')).toBe(true);
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
    expect(html).toMatch(/@media only screen and \(min-width:480px\)/);
    expect(html).toContain('<!--[if mso | IE]>');
    for (const cut of ['MJSLOTCUTA', 'MJSLOTCUTB', 'MJSLOTCUTC']) expect(html.split(cut)).toHaveLength(2);
    expect(html).not.toContain('fonts.googleapis.com');
  });
});
