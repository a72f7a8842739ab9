/**
 * The Vite plugin that turns content Markdown into JavaScript at build time (ADR 015):
 * `import('/content/fr/about-us.md')` is a module whose default export is the ContentPage
 * `{ frontMatter, html, headings, faq }` (markdown-transform.ts), and `...about-us.md?meta` one
 * holding only `{ frontMatter }` (the blog index lists articles without loading their bodies).
 * At the start of every build it checks that each slug exists in en, fr and es, and a file that
 * breaks the contract fails the build with its path and the problem.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { contentFileOf, contentSlugs } from './content-files.ts';
import { renderContent } from './markdown-transform.ts';

/** Every .md file under `dir`, as paths relative to `root` with '/' separators. */
export function listContentFiles(root: string, dir = join(root, 'content')): string[] {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  return entries.flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return listContentFiles(root, path);
    return entry.name.endsWith('.md') ? [relative(root, path).split('\\').join('/')] : [];
  });
}

/** The plugin; `root` is apps/web (where content/ lives). */
export function contentMarkdown(root: string): Plugin {
  return {
    name: 'alpine-content-markdown',
    enforce: 'pre',
    buildStart() {
      contentSlugs(listContentFiles(root));
    },
    load(id) {
      const [path = '', query = ''] = id.split('?');
      if (!path.endsWith('.md')) return null;
      const file = contentFileOf(path);
      if (!file) return null;
      this.addWatchFile(path);
      const page = renderContent(readFileSync(path, 'utf8'), relative(root, path), file.language, file.slug);
      const value = query === 'meta' ? { frontMatter: page.frontMatter } : page;
      return { code: `export default ${JSON.stringify(value)};`, map: null };
    },
  };
}
