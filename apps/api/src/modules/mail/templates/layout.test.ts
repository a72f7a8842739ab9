import { describe, expect, it } from 'vitest';
import { button, heading, htmlPage, lines, paragraph, renderMail, strong } from './layout.ts';

describe('the e-mail layout (docs/architecture.md §8: one shell, the text part from the same content)', () => {
  const mail = renderMail({
    subject: 'Ticket <1>',
    title: 'Hello & welcome',
    sections: [
      [paragraph('Dear Ann,')],
      [paragraph(['Reference: ', strong('K7<PX>')], 'large'), paragraph('A note', 'note')],
      [
        heading('OUTBOUND JOURNEY'),
        lines([{ value: 'Mon 05 Jan 26' }, false, { label: 'Flight', value: 'EZY"1' }]),
      ],
      [button('Open', 'https://example.com/a?x=1&y=2')],
    ],
  });

  it('writes the text part section by section, blank lines between sections, labels as "label: value"', () => {
    expect(mail.text).toBe(
      [
        'Dear Ann,',
        '',
        'Reference: K7<PX>',
        'A note',
        '',
        'OUTBOUND JOURNEY',
        'Mon 05 Jan 26',
        'Flight: EZY"1',
        '',
        'https://example.com/a?x=1&y=2',
      ].join('\n'),
    );
  });

  it('writes the same content as escaped HTML in one document shell, titled by the subject', () => {
    expect(mail.subject).toBe('Ticket <1>');
    expect(mail.html.startsWith('<!doctype html>')).toBe(true);
    expect(mail.html).toContain('<title>Ticket &lt;1&gt;</title>');
    expect(mail.html).toContain('>Hello &amp; welcome</h1>');
    expect(mail.html).toContain('Reference: <strong>K7&lt;PX&gt;</strong>');
    expect(mail.html).toContain('>Flight</th><td style="padding:4px 0">EZY&quot;1</td>');
    expect(mail.html).toContain('href="https://example.com/a?x=1&amp;y=2"');
    expect(mail.html).not.toMatch(/<PX>|<1>/);
  });

  it('htmlPage escapes the title and places a stylesheet and the body as given', () => {
    const page = htmlPage({ title: 'A <b>', style: 'h1{margin:0}', body: '<h1>Hi</h1>' });
    expect(page).toContain('<title>A &lt;b&gt;</title>\n<style>h1{margin:0}</style></head>');
    expect(page).toContain('<body>\n<h1>Hi</h1>\n</body></html>');
  });
});
