import type { ContactLanguage } from '../mail/templates/contact-message.ts';

const LANGUAGES: readonly ContactLanguage[] = ['en', 'fr', 'es'];

/**
 * The site language an Accept-Language header asks for (RFC 9110 §12.5.4; issue 10 §1: the
 * acknowledgement is written in the page's language): the highest-q tag whose primary subtag is
 * en, fr or es ("fr-CH,fr;q=0.9,en;q=0.8" -> 'fr'); 'en' when none is, or the header is absent or
 * malformed. Ties keep the header's order.
 */
export function contactLanguage(header: string | undefined): ContactLanguage {
  if (!header) return 'en';
  const ranked = header
    .slice(0, 500)
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([01](?:\.\d{0,3})?)\s*$/.exec(p)).find(Boolean);
      return { primary: tag.trim().toLowerCase().split('-')[0] ?? '', q: q ? Number(q[1]) : 1, index };
    })
    .filter((r) => r.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  const found = ranked.find((r) => (LANGUAGES as readonly string[]).includes(r.primary));
  return (found?.primary as ContactLanguage | undefined) ?? 'en';
}
