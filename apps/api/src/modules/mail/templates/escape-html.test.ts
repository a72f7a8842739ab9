import { describe, expect, it } from 'vitest';
import { escapeHtml } from './escape-html.ts';

describe('escapeHtml (docs/architecture.md §8: the one escape of the e-mails and the dev mailbox)', () => {
  it('turns & < > " and \' into entities, the ampersand first so nothing is escaped twice', () => {
    expect(escapeHtml(`<a href="x" title='y'>Tom & Jerry</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;',
    );
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
    expect(escapeHtml('Zoë, 12:30 - 13:45')).toBe('Zoë, 12:30 - 13:45');
  });
});
