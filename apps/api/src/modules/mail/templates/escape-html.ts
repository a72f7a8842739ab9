/**
 * Escapes `s` for HTML text and double- or single-quoted attribute values: & < > " ' become
 * entities (docs/architecture.md §8: the one escape of every e-mail and of the dev mailbox page).
 */
export function escapeHtml(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
