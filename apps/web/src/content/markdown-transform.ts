/**
 * Build-time Markdown of the content pages (ADR 015; the content contract): front matter
 * read and checked, the body rendered to HTML by markdown-it (CommonMark + GFM tables), internal
 * links rewritten to the page's language, ids on headings, tables wrapped to scroll on small
 * screens, the FAQ's questions extracted. Runs in Node only (the Vite plugin, markdown-plugin.ts):
 * the browser receives the finished HTML, never a Markdown parser.
 */
import MarkdownIt from 'markdown-it';
import { parse as parseYaml } from 'yaml';
import { MARKERS, slugify, type ContentLanguage } from './content-files.ts';

/** A page's front matter (the contract): every file; blog articles and destinations add theirs. */
export interface FrontMatter {
  /** The page's h1 and <title>. */
  title: string;
  /** The meta description, 110-160 characters. */
  description: string;
  /** Blog articles: publication date, YYYY-MM-DD (2025-09-01 to 2026-11-20). */
  date?: string;
  /** Blog articles: one sentence shown on the blog index. */
  summary?: string;
  /** Destinations: the resort's seed locationID. */
  locationID?: number;
}

/** A `##` or `###` heading of the body, with the id the renderer gave it. */
export interface Heading {
  level: 2 | 3;
  id: string;
  text: string;
}

/** One FAQ entry: a `###` question ending with '?' and its answer as plain text (schema.org FAQPage). */
export interface FaqEntry {
  question: string;
  answer: string;
}

/** What a content .md file becomes (the module the Vite plugin writes). */
export interface ContentPage {
  frontMatter: FrontMatter;
  /** The body's HTML; each marker stays as its comment `<!-- fares -->` for the page to replace. */
  html: string;
  headings: Heading[];
  /** faqs-help only: its questions and answers (empty on every other page). */
  faq: FaqEntry[];
}

/** Raised for a file that breaks the contract; the message names the file and what is wrong. */
export class ContentError extends Error {}

const md = new MarkdownIt({ html: true, linkify: false, typographer: false });
/** markdown-it's token class (exported as a type only: reached through a core state instance). */
const Token = new md.core.State('', md, {}).Token;
type Token = InstanceType<typeof Token>;

const MARKER_LINE = new RegExp(`^<!-- (${MARKERS.join('|')}) -->$`);

/** Splits a file into its YAML front matter and its body; throws when the front matter is missing. */
function splitFrontMatter(source: string, file: string): { data: unknown; body: string } {
  const match = /^\uFEFF?---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source);
  if (!match) throw new ContentError(`${file}: the file must start with front matter between '---' lines`);
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (error) {
    throw new ContentError(`${file}: the front matter is not valid YAML (${(error as Error).message})`);
  }
  return { data, body: match[2]! };
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * The front matter of `slug`'s file, checked against the contract: title; description of 110-160
 * characters; blog articles a date (YYYY-MM-DD, 2025-09-01 to 2026-11-20) and a summary;
 * destinations a numeric locationID. Throws ContentError listing every problem.
 */
export function checkFrontMatter(data: unknown, slug: string, file: string): FrontMatter {
  const raw = (data && typeof data === 'object' ? data : {}) as Record<string, unknown>;
  const problems: string[] = [];
  const title = text(raw.title);
  const description = text(raw.description);
  if (!title) problems.push('a title is required');
  if (description.length < 110 || description.length > 160) {
    problems.push(`the description must be 110-160 characters (it has ${description.length})`);
  }
  const front: FrontMatter = { title, description };
  const isArticle = slug.startsWith('blog/');
  if (isArticle) {
    const date = raw.date instanceof Date ? raw.date.toISOString().slice(0, 10) : text(raw.date);
    if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < '2025-09-01' || date > '2026-11-20') {
      problems.push(
        `a blog article needs a date YYYY-MM-DD between 2025-09-01 and 2026-11-20 (got "${date}")`,
      );
    }
    const summary = text(raw.summary);
    if (!summary) problems.push('a blog article needs a summary');
    Object.assign(front, { date, summary });
  }
  if (slug.startsWith('destinations/')) {
    const id = raw.locationID;
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1) {
      problems.push('a destination needs its seed locationID (a number)');
    } else front.locationID = id;
  }
  if (problems.length) throw new ContentError(`${file}: ${problems.join('; ')}`);
  return front;
}

/**
 * A root-relative link to the site's own page in `language`: '/faqs-help' -> '/fr/faqs-help',
 * '/' -> '/fr', '/airports/geneva#t1' -> '/es/airports/geneva#t1'. English links, other
 * addresses (external, '#...', mailto:), files ('/favicon.svg') and /api/ paths are kept.
 */
export function localizeLink(href: string, language: ContentLanguage): string {
  if (language === 'en' || !href.startsWith('/') || href.startsWith('//')) return href;
  const [path = '/'] = href.split(/[?#]/);
  if (/^\/(api|dev|fr|es)(\/|$)/.test(path) || /\.[a-z0-9]+$/i.test(path)) return href;
  return path === '/' ? `/${language}${href.slice(1)}` : `/${language}${href}`;
}

const inlineText = (inline: Token | undefined) =>
  (inline?.children ?? [])
    .filter((t) => t.type === 'text' || t.type === 'code_inline')
    .map((t) => t.content)
    .join('')
    .trim();

const htmlToText = (html: string) =>
  html
    .replace(/<\/?(p|li|ul|ol|h\d|tr|td|th|table|thead|tbody|div|br|blockquote)\b[^>]*>/g, ' ')
    .replace(/<[^>]+>/g, '')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const escapeAttr = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/** A token holding raw HTML (a wrapper around a table). */
function htmlToken(content: string): Token {
  const made = new Token('html_block', '', 0);
  made.content = content;
  return made;
}

/**
 * Renders one content file (ADR 015): `source` is the whole file, `file` its path (for
 * messages), `language` and `slug` from its place under content/. Throws ContentError for a file
 * that breaks the contract: no or bad front matter, an h1 in the body, raw HTML other than the
 * marker lines.
 */
export function renderContent(
  source: string,
  file: string,
  language: ContentLanguage,
  slug: string,
): ContentPage {
  const { data, body } = splitFrontMatter(source, file);
  const frontMatter = checkFrontMatter(data, slug, file);
  const tokens = md.parse(body, {});
  const headings: Heading[] = [];
  const ids = new Set<string>();
  const problems: string[] = [];
  let lastHeading = frontMatter.title;

  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const line = token.map ? `line ${token.map[0] + 1}` : 'body';
    if (token.type === 'heading_open') {
      if (token.tag === 'h1') problems.push(`${line}: no '#' heading in the body (the title is the h1)`);
      const headingText = inlineText(tokens[i + 1]);
      const base = slugify(headingText) || 'section';
      let id = base;
      for (let n = 2; ids.has(id); n++) id = `${base}-${n}`;
      ids.add(id);
      token.attrSet('id', id);
      if (token.tag === 'h2' || token.tag === 'h3') {
        headings.push({ level: token.tag === 'h2' ? 2 : 3, id, text: headingText });
      }
      lastHeading = headingText;
    } else if (token.type === 'html_block') {
      if (!MARKER_LINE.test(token.content.trim())) {
        problems.push(`${line}: raw HTML is not allowed, only a marker line (${MARKERS.join(', ')})`);
      }
      token.content = `${token.content.trim()}\n`;
    } else if (token.type === 'table_open') {
      tokens.splice(
        i,
        0,
        htmlToken(
          `<div class="content-table" role="region" tabindex="0" aria-label="${escapeAttr(lastHeading)}">\n`,
        ),
      );
      i++;
    } else if (token.type === 'table_close') {
      tokens.splice(i + 1, 0, htmlToken('</div>\n'));
      i++;
    } else if (token.type === 'inline') {
      for (const child of token.children ?? []) {
        if (child.type === 'html_inline')
          problems.push(`${line}: raw HTML is not allowed ("${child.content}")`);
        if (child.type === 'link_open') {
          const href = String(child.attrGet('href') ?? '');
          child.attrSet('href', localizeLink(href, language));
          if (/^https?:/.test(href)) child.attrSet('rel', 'noopener');
        }
      }
    }
  }
  if (problems.length) throw new ContentError(`${file}: ${problems.join('; ')}`);

  const faq: FaqEntry[] = slug === 'faqs-help' ? extractFaq(tokens) : [];
  return { frontMatter, html: md.renderer.render(tokens, md.options, {}), headings, faq };
}

/**
 * The FAQ of a parsed body (ADR 015: schema.org FAQPage): every `###` heading whose text ends
 * with '?' is a question, its answer the text up to the next heading of any level.
 */
export function extractFaq(tokens: Token[]): FaqEntry[] {
  const entries: FaqEntry[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.type !== 'heading_open' || token.tag !== 'h3') continue;
    const question = inlineText(tokens[i + 1]);
    if (!question.endsWith('?')) continue;
    let end = i + 3;
    while (end < tokens.length && tokens[end]!.type !== 'heading_open') end++;
    const answer = htmlToText(md.renderer.render(tokens.slice(i + 3, end), md.options, {}));
    if (answer) entries.push({ question, answer });
    i = end - 1;
  }
  return entries;
}
