import { describe, expect, it } from 'vitest';
import { contentSlugs, slugify, splitAtMarkers } from './content-files.ts';
import { ContentError, localizeLink, renderContent } from './markdown-transform.ts';

const DESCRIPTION =
  'A description long enough for the contract, which asks for between one hundred and ten and one hundred and sixty.';

function file(front: Record<string, string | number>, body: string): string {
  const lines = Object.entries(front).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return `---\n${lines.join('\n')}\n---\n${body}`;
}

const page = (body: string, language: 'en' | 'fr' | 'es' = 'en', slug = 'about-us') =>
  renderContent(
    file({ title: 'About us', description: DESCRIPTION }, body),
    `content/${language}/${slug}.md`,
    language,
    slug,
  );

describe('content Markdown at build time (ADR 015, the content contract)', () => {
  it('reads the front matter: title and description; an article its date and summary; a destination its locationID', () => {
    expect(page('Hello').frontMatter).toEqual({ title: 'About us', description: DESCRIPTION });
    const article = renderContent(
      file({ title: 'Skis', description: DESCRIPTION, date: '2025-12-01', summary: 'One sentence.' }, 'Text'),
      'content/en/blog/skis.md',
      'en',
      'blog/skis',
    );
    expect(article.frontMatter).toMatchObject({ date: '2025-12-01', summary: 'One sentence.' });
    const resort = renderContent(
      file({ title: 'Zermatt', description: DESCRIPTION, locationID: 40 }, 'Text'),
      'content/en/destinations/zermatt.md',
      'en',
      'destinations/zermatt',
    );
    expect(resort.frontMatter.locationID).toBe(40);
  });

  it('refuses a file that breaks the contract, naming the file and the problem', () => {
    const bad =
      (source: string, slug = 'about-us') =>
      () =>
        renderContent(source, `content/fr/${slug}.md`, 'fr', slug);
    expect(bad('No front matter')).toThrow(/content\/fr\/about-us.md: .*front matter/);
    expect(bad(file({ title: 'T', description: 'short' }, 'x'))).toThrow(
      /description must be 110-160 characters \(it has 5\)/,
    );
    expect(bad(file({ title: 'T', description: DESCRIPTION }, 'x'), 'blog/a')).toThrow(
      /needs a date.*needs a summary/,
    );
    expect(
      bad(file({ title: 'T', description: DESCRIPTION, date: '2024-01-01', summary: 's' }, 'x'), 'blog/a'),
    ).toThrow(/between 2025-09-01 and 2026-11-20/);
    expect(bad(file({ title: 'T', description: DESCRIPTION }, 'x'), 'destinations/zermatt')).toThrow(
      /locationID/,
    );
    expect(bad(file({ title: 'T', description: DESCRIPTION }, '# Title again'))).toThrow(
      /line 1: no '#' heading/,
    );
    expect(bad(file({ title: 'T', description: DESCRIPTION }, '<div>raw</div>'))).toThrow(ContentError);
    expect(bad(file({ title: 'T', description: DESCRIPTION }, 'Text with <b>bold</b>'))).toThrow(/raw HTML/);
    expect(bad(file({ title: 'T', description: DESCRIPTION }, '<!-- a comment -->'))).toThrow(
      /only a marker line/,
    );
  });

  it("rewrites links to the site's own pages to the page's language and keeps the others", () => {
    const { html } = page(
      '[FAQ](/faqs-help) [Zermatt](/destinations/zermatt#prices) [home](/) [out](https://example.com) [icon](/favicon.svg)',
      'fr',
    );
    expect(html).toContain('href="/fr/faqs-help"');
    expect(html).toContain('href="/fr/destinations/zermatt#prices"');
    expect(html).toContain('href="/fr"');
    expect(html).toContain('href="https://example.com" rel="noopener"');
    expect(html).toContain('href="/favicon.svg"');
    expect(page('[FAQ](/faqs-help)', 'en').html).toContain('href="/faqs-help"');
    expect(localizeLink('/es/blog', 'es')).toBe('/es/blog');
    expect(localizeLink('/api/v1/config', 'es')).toBe('/api/v1/config');
    expect(localizeLink('/?x=1', 'es')).toBe('/es?x=1');
  });

  it('gives headings ids from their text, unique on the page, and lists the ## and ### headings', () => {
    const { html, headings } = page('## Où aller ?\n\n### Val d’Isère\n\n## Où aller ?');
    expect(html).toContain('<h2 id="ou-aller">Où aller ?</h2>');
    expect(html).toContain('<h2 id="ou-aller-2">');
    expect(headings).toEqual([
      { level: 2, id: 'ou-aller', text: 'Où aller ?' },
      { level: 3, id: 'val-d-isere', text: 'Val d’Isère' },
      { level: 2, id: 'ou-aller-2', text: 'Où aller ?' },
    ]);
  });

  it('wraps each table in a named, keyboard-scrollable region for small screens', () => {
    const { html } = page('## Drive times\n\n| Airport | Time |\n|---|---|\n| Geneva | 1 h |');
    expect(html).toMatch(
      /<div class="content-table" role="region" tabindex="0" aria-label="Drive times">\s*<table>/,
    );
    expect(html).toMatch(/<\/table>\s*<\/div>/);
  });

  it('keeps each marker line as its comment, and the page cuts the body there', () => {
    const { html } = page(
      'Before\n\n<!-- fares -->\n\nBetween\n\n<!-- search -->\n\n<!-- operator-contact -->\n\n<!-- contact-form -->',
    );
    const parts = splitAtMarkers(html);
    expect(parts).toEqual([
      '<p>Before</p>\n',
      { marker: 'fares' },
      '<p>Between</p>\n',
      { marker: 'search' },
      { marker: 'operator-contact' },
      { marker: 'contact-form' },
    ]);
  });

  it('extracts the FAQ: each ### ending with ? (or ¿...? in Spanish) and its text up to the next heading', () => {
    const body = [
      '## Reservas',
      '### ¿Puedo cambiar mi reserva?',
      'Sí, hasta **4 días** antes.',
      '',
      'Con un billete [Flexi](/faqs-help).',
      '### Horarios',
      'Not a question.',
      '## Retrasos',
      '### ¿Y si mi vuelo se retrasa?',
      'Le esperamos.',
    ].join('\n\n');
    const { faq } = renderContent(
      file({ title: 'FAQ', description: DESCRIPTION }, body),
      'content/es/faqs-help.md',
      'es',
      'faqs-help',
    );
    expect(faq).toEqual([
      { question: '¿Puedo cambiar mi reserva?', answer: 'Sí, hasta 4 días antes. Con un billete Flexi.' },
      { question: '¿Y si mi vuelo se retrasa?', answer: 'Le esperamos.' },
    ]);
    // only the FAQ page carries its questions (the page's JSON-LD)
    expect(page(body, 'es').faq).toEqual([]);
  });
});

describe('content files and slugs (the content contract)', () => {
  it('derives resort slugs as the contract says', () => {
    expect(['Chamonix-Mont-Blanc', "Val d'Isère", "Alpe d'Huez", 'Megève', 'Saas-Fee'].map(slugify)).toEqual([
      'chamonix-mont-blanc',
      'val-d-isere',
      'alpe-d-huez',
      'megeve',
      'saas-fee',
    ]);
  });

  it('lists the slugs present in every language, and fails naming each file missing in a language', () => {
    const files = ['en', 'fr', 'es'].flatMap((l) => [
      `/content/${l}/about-us.md`,
      `/content/${l}/airports/geneva.md`,
    ]);
    expect(contentSlugs(files)).toEqual(['about-us', 'airports/geneva']);
    expect(() => contentSlugs([...files, '/content/en/blog/new.md', '/content/fr/blog/new.md'])).toThrow(
      'Content missing in a language (every slug needs en, fr and es): apps/web/content/es/blog/new.md',
    );
    expect(() => contentSlugs([...files, '/content/en/About Us.md'])).toThrow(/must be a-z, 0-9 and '-'/);
  });
});
