/**
 * What a content page tells browsers and search engines besides its body (ADR 015): the
 * <title>, alternates per language, and schema.org JSON-LD (BreadcrumbList on every content page,
 * FAQPage on faqs-help, BlogPosting on articles). Pure: used by the page and the build-time
 * pre-render alike. Addresses are root-relative (the build does not know the site's origin).
 */
import { LANGUAGES, pathIn, type Language } from '../i18n/site-paths.ts';
import type { FaqEntry, FrontMatter } from './markdown-transform.ts';

/** The document title of a page: "<page title> – Alpine Transfers". */
export function pageTitle(title: string): string {
  return title.includes('Alpine Transfers') ? title : `${title} – Alpine Transfers`;
}

/** hreflang alternates of English `path`: en, fr, es and x-default (English). */
export function alternates(path: string): { hreflang: string; href: string }[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: pathIn(path, language) })),
    { hreflang: 'x-default', href: path },
  ];
}

/** A step of a breadcrumb trail: its name and address (the page itself has none). */
export interface TrailStep {
  name: string;
  path?: string;
}

/** Names of the trail's fixed steps in the page's language (catalogue `content.breadcrumbs`). */
export interface TrailNames {
  home: string;
  airports: string;
  destinations: string;
  blog: string;
}

/**
 * The breadcrumb trail of content `slug` titled `title` in `language`: Home, then the section
 * ('airports/geneva' -> Airports, 'destinations/x' -> Destinations, 'blog/x' -> Blog), then the page.
 */
export function breadcrumbTrail(
  slug: string,
  title: string,
  language: Language,
  names: TrailNames,
): TrailStep[] {
  const trail: TrailStep[] = [{ name: names.home, path: pathIn('/', language) }];
  const section = slug.includes('/') ? slug.slice(0, slug.indexOf('/')) : null;
  if (section === 'airports' || section === 'destinations' || section === 'blog') {
    trail.push({ name: names[section], path: pathIn(`/${section}`, language) });
  }
  trail.push({ name: title });
  return trail;
}

/** schema.org BreadcrumbList of a trail; `here` is the page's own address (the last step's item). */
export function breadcrumbJsonLd(trail: TrailStep[], here: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, i) => ({
      '@type': 'ListItem',
      position: i + 1,
      name: step.name,
      item: step.path ?? here,
    })),
  };
}

/** schema.org FAQPage of the FAQ's questions and answers (faqs-help). */
export function faqJsonLd(faq: FaqEntry[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: faq.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  };
}

/** schema.org BlogPosting of an article at `here`, in `language`. */
export function articleJsonLd(front: FrontMatter, here: string, language: Language): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: front.title,
    description: front.description,
    datePublished: front.date,
    inLanguage: language,
    mainEntityOfPage: here,
    author: { '@type': 'Organization', name: 'Alpine Transfers' },
    publisher: { '@type': 'Organization', name: 'Alpine Transfers' },
  };
}

/** JSON for a <script type="application/ld+json">: '<' escaped so the text cannot close the element. */
export function jsonLdText(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
