/**
 * The content contract's file layout (ADR 015; /work/prompts/content-contract.md), as pure
 * functions importing only the domain's import-free language list, shared by the Vite plugin, the
 * browser code and the build scripts:
 * `apps/web/content/{en,fr,es}/<slug>.md`, the same English slug in every language.
 */
// By its path, not '@alpine/domain/languages': vite.config.ts loads this file through the Markdown
// plugin, and Vite's config loader leaves a package import to Node, which cannot run TypeScript;
// a relative import is bundled into the config. The file is the same, import-free list.
import { LANGUAGES, type Language } from '../../../../packages/domain/src/languages.ts';

/** The languages content is written in: the site's (packages/domain/src/languages.ts). */
export const CONTENT_LANGUAGES = LANGUAGES;
export type ContentLanguage = Language;

const ANY_LANGUAGE = LANGUAGES.join('|');
/** A content file's path: content/<language>/<slug>.md, with an optional query ('?meta'). */
const CONTENT_FILE = new RegExp(
  `(?:^|\\/)content\\/(${ANY_LANGUAGE})\\/((?:[a-z0-9-]+\\/)*[a-z0-9-]+)\\.md(?:\\?.*)?$`,
);
/** Any Markdown file under content/<language>/, well named or not. */
const ANY_CONTENT_FILE = new RegExp(`content\\/(${ANY_LANGUAGE})\\/.*\\.md$`);

/** The marker lines the contract allows in a body, each alone on its line (ADR 015). */
export const MARKERS = ['fares', 'search', 'contact-form', 'operator-contact'] as const;
export type Marker = (typeof MARKERS)[number];

/**
 * A rendered body cut at its markers: HTML strings and the markers between them, in order
 * ('<p>a</p><!-- fares --><p>b</p>' -> ['<p>a</p>', { marker: 'fares' }, '<p>b</p>']).
 */
export function splitAtMarkers(html: string): (string | { marker: Marker })[] {
  const parts = html.split(new RegExp(`<!-- (${MARKERS.join('|')}) -->\\n?`));
  return parts
    .map((part, i) => (i % 2 === 1 ? { marker: part as Marker } : part))
    .filter((part) => part !== '' && part !== '\n');
}

/**
 * The slug the contract derives from a name (resort seed names, heading ids): NFD-normalised,
 * diacritics removed, lower case, every run of non-alphanumerics replaced by '-', trimmed of '-'.
 * "Val d'Isère" -> "val-d-isere"; "Chamonix-Mont-Blanc" -> "chamonix-mont-blanc".
 */
export function slugify(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/**
 * The language and slug of a content file path ('.../content/fr/airports/geneva.md' or
 * '/content/fr/airports/geneva.md?meta' -> { language: 'fr', slug: 'airports/geneva' }); null for
 * any other path (not under content/<language>/, not .md).
 */
export function contentFileOf(path: string): { language: ContentLanguage; slug: string } | null {
  const match = CONTENT_FILE.exec(path);
  if (!match) return null;
  return { language: match[1] as ContentLanguage, slug: match[2]! };
}

/**
 * The slugs present in every language, sorted, from content file paths. Throws an Error naming
 * every slug missing in a language (ADR 015.6: the build fails with a clear message), and every
 * file whose name breaks the contract (upper case, spaces: not a-z, 0-9 and '-').
 */
export function contentSlugs(paths: readonly string[]): string[] {
  const byLanguage = new Map<ContentLanguage, Set<string>>(CONTENT_LANGUAGES.map((l) => [l, new Set()]));
  const bad: string[] = [];
  for (const path of paths) {
    const file = contentFileOf(path);
    if (file) byLanguage.get(file.language)!.add(file.slug);
    else if (ANY_CONTENT_FILE.test(path)) bad.push(path);
  }
  const all = new Set(CONTENT_LANGUAGES.flatMap((l) => [...byLanguage.get(l)!]));
  const missing = [...all]
    .sort()
    .flatMap((slug) =>
      CONTENT_LANGUAGES.filter((l) => !byLanguage.get(l)!.has(slug)).map(
        (l) => `apps/web/content/${l}/${slug}.md`,
      ),
    );
  if (bad.length || missing.length) {
    throw new Error(
      [
        ...(missing.length
          ? [`Content missing in a language (every slug needs en, fr and es): ${missing.join(', ')}`]
          : []),
        ...(bad.length ? [`Content file names must be a-z, 0-9 and '-': ${bad.join(', ')}`] : []),
      ].join('\n'),
    );
  }
  return [...all].sort();
}
