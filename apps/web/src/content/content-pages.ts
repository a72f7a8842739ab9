/**
 * The content pages in the browser and the pre-render (ADR 015): each .md file under
 * apps/web/content is its own lazily loaded chunk (rendered to HTML at build by
 * markdown-plugin.ts), so a page loads only its own language's text and the home page none.
 * The slugs come from the files present: a writer's new file is a new page with no code change.
 */
import { contentFileOf, contentSlugs, type ContentLanguage } from './content-files.ts';
import type { ContentPage, FrontMatter } from './markdown-transform.ts';

export type { ContentPage, FaqEntry, FrontMatter, Heading } from './markdown-transform.ts';

type Loader<T> = () => Promise<{ default: T }>;

const PAGES = import.meta.glob<{ default: ContentPage }>('/content/**/*.md');
const META = import.meta.glob<{ default: { frontMatter: FrontMatter } }>(
  ['/content/*/blog/*.md', '/content/*/destinations/*.md'],
  { query: '?meta' },
);

/** Every content slug ('about-us', 'airports/geneva', ...), present in en, fr and es (else throws). */
export const CONTENT_SLUGS: readonly string[] = contentSlugs(Object.keys(PAGES));

/** A promise that React's `use` reads at once when it has settled (React 19 thenable protocol: status and value). */
type Tracked<T> = Promise<T>;

function track<T>(promise: Promise<T>): Tracked<T> {
  promise.then(
    (value) => Object.assign(promise, { status: 'fulfilled', value }),
    (reason: unknown) => Object.assign(promise, { status: 'rejected', reason }),
  );
  return promise;
}

const pages = new Map<string, Tracked<ContentPage>>();

/**
 * The page `slug` in `language`, or null when there is no such page (an unknown resort, airport
 * or article: the route shows the not-found page). The same promise for the same page, so that
 * React's `use` can read it again without suspending.
 */
export function loadContentPage(language: ContentLanguage, slug: string): Tracked<ContentPage> | null {
  const key = `/content/${language}/${slug}.md`;
  const load = PAGES[key] as Loader<ContentPage> | undefined;
  if (!load) return null;
  let page = pages.get(key);
  if (!page) {
    page = track(load().then((module) => module.default));
    pages.set(key, page);
  }
  return page;
}

/** A page of an index (a blog article, a resort) as the index lists it. */
export interface ArticleSummary {
  slug: string;
  title: string;
  /** YYYY-MM-DD. */
  date: string;
  summary: string;
}

const indexes = new Map<string, Tracked<ArticleSummary[]>>();

/**
 * The pages of `section` in `language` from their front matter only (not their bodies): the
 * blog's articles newest first, the destinations by title; ties by slug.
 */
export function loadIndex(
  language: ContentLanguage,
  section: 'blog' | 'destinations',
): Tracked<ArticleSummary[]> {
  let index = indexes.get(`${language}/${section}`);
  if (!index) {
    const entries = Object.entries(META).flatMap(([path, load]) => {
      const file = contentFileOf(path);
      return file?.language === language && file.slug.startsWith(`${section}/`)
        ? [{ slug: file.slug, load }]
        : [];
    });
    index = track(
      Promise.all(
        entries.map(async ({ slug, load }) => {
          const { frontMatter } = (await load()).default;
          return {
            slug,
            title: frontMatter.title,
            date: frontMatter.date ?? '',
            summary: frontMatter.summary ?? '',
          };
        }),
      ).then((list) =>
        list.sort((a, b) =>
          section === 'blog'
            ? b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug)
            : a.title.localeCompare(b.title, language) || a.slug.localeCompare(b.slug),
        ),
      ),
    );
    indexes.set(`${language}/${section}`, index);
  }
  return index;
}
