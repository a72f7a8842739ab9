import { localeOf } from '../../../i18n/site-paths.ts';
import { lazy, Suspense, use, useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { type Marker } from '../../../content/content-files.ts';
import {
  CONTENT_SLUGS,
  loadContentPage,
  loadIndex,
  type ContentPage,
} from '../../../content/content-pages.ts';
import {
  articleJsonLd,
  breadcrumbJsonLd,
  breadcrumbTrail,
  faqJsonLd,
  jsonLdText,
  pageTitle,
} from '../../../content/page-head.ts';
import { AIRPORT_PAGES } from '../../../content/places.ts';
import { ArticleList } from '../../../features/content/components/article-list.tsx';
import { Breadcrumbs } from '../../../features/content/components/breadcrumbs.tsx';
import { ContentBody } from '../../../features/content/components/content-body.tsx';
import { FaresTable } from '../../../features/content/components/fares-table.tsx';
import { OperatorContact } from '../../../features/content/components/operator-contact.tsx';
import { PageSearchWidget } from '../../../features/search/components/page-search-widget.tsx';
import { languageFromPath, stripLanguage, type Language } from '../../../i18n/i18n.ts';
import { pathIn } from '../../../i18n/site-paths.ts';
import { NotFoundRoute } from '../not-found.tsx';
import '../../../features/content/components/content-page.css';

/** The contact form, written by the contact feature; loaded only where the page has its marker. */
const ContactForm = lazy(() =>
  import('../../../features/contact/contact-form.tsx').then((m) => ({ default: m.ContactForm })),
);

/** True when a content page exists at English `path` ('/destinations/zermatt'). */
const hasPage = (path: string) => CONTENT_SLUGS.includes(path.slice(1));

/**
 * Sets the document's title and meta description in the browser (the pre-render writes them into
 * the HTML, prerender-page.tsx). After the language scope's own title (its effect runs after ours).
 */
function useDocumentHead(title: string, description: string) {
  useEffect(() => {
    const apply = () => {
      document.title = pageTitle(title);
      document.querySelector('meta[name="description"]')?.setAttribute('content', description);
    };
    apply();
    const timer = setTimeout(apply, 0);
    return () => clearTimeout(timer);
  }, [title, description]);
}

/** A schema.org JSON-LD block (a data block: never executed, so the CSP's script rules do not apply). */
function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(data) }} />;
}

/** The page's language and slug from its address ('/fr/airports/geneva' -> fr, 'airports/geneva'). */
function usePageAddress(): { language: Language; slug: string; bare: string } {
  const { pathname } = useLocation();
  const bare = stripLanguage(pathname).replace(/\/+$/, '') || '/';
  return { language: languageFromPath(pathname) ?? 'en', slug: bare.slice(1), bare };
}

/** The locationIDs a page's search widget is prefilled with: an airport as origin, a resort as destination. */
function placeOf(
  slug: string,
  page: ContentPage,
): { from: number | null; to: number | null; fares: number | null } {
  const airport = AIRPORT_PAGES.find((a) => `airports/${a.slug}` === slug);
  if (airport) return { from: airport.locationID, to: null, fares: airport.locationID };
  const resort = page.frontMatter.locationID ?? null;
  return { from: null, to: resort, fares: resort };
}

/** A content page's frame: breadcrumbs, h1, the body with its markers, and what `children` adds. */
function ContentView({
  page,
  slug,
  language,
  bare,
  children,
}: {
  page: ContentPage;
  slug: string;
  language: Language;
  bare: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { frontMatter, html, faq } = page;
  useDocumentHead(frontMatter.title, frontMatter.description);
  const here = pathIn(bare, language);
  const trail = breadcrumbTrail(slug, frontMatter.title, language, {
    home: t('content.breadcrumbs.home'),
    airports: t('content.breadcrumbs.airports'),
    destinations: t('content.breadcrumbs.destinations'),
    blog: t('content.breadcrumbs.blog'),
  });
  const place = placeOf(slug, page);
  const renderMarker = (marker: Marker): ReactNode => {
    if (marker === 'fares') return <FaresTable locationID={place.fares} hasPage={hasPage} />;
    if (marker === 'search') return <PageSearchWidget from={place.from} to={place.to} />;
    if (marker === 'operator-contact') return <OperatorContact />;
    return (
      <Suspense fallback={<div className="contact-form-fallback" />}>
        <ContactForm />
      </Suspense>
    );
  };
  return (
    <article className="page page--narrow content-page" lang={language}>
      <Breadcrumbs trail={trail} />
      <h1>{frontMatter.title}</h1>
      {frontMatter.date && slug.startsWith('blog/') && <ArticleDate date={frontMatter.date} />}
      <ContentBody html={html} renderMarker={renderMarker} />
      {children}
      <JsonLd data={breadcrumbJsonLd(trail, here)} />
      {faq.length > 0 && <JsonLd data={faqJsonLd(faq)} />}
      {slug.startsWith('blog/') && <JsonLd data={articleJsonLd(frontMatter, here, language)} />}
    </article>
  );
}

/** An article's publication date, written with Intl in the page's locale. */
function ArticleDate({ date }: { date: string }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const text = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );
  return (
    <p className="article-list__date">
      <time dateTime={date}>{t('content.blog.published', { date: text })}</time>
    </p>
  );
}

/**
 * Every page rendered from apps/web/content/<language>/<slug>.md (ADR 015): airports and each
 * airport, shared and private transfers, each destination, about us, contact us, FAQ, each blog
 * article, terms and privacy. The slug is the address without its language; an address with no
 * file (an unknown resort, airport or article) shows the not-found page (the server answers 404
 * for it: only the files' addresses are in dist/site-manifest.json).
 */
export function ContentRoute() {
  const { language, slug, bare } = usePageAddress();
  const pending = loadContentPage(language, slug);
  if (!pending) return <NotFoundRoute />;
  // keyed by address: another page is a fresh tree (its search form starts from its own place)
  return (
    <ContentView key={`${language}${bare}`} page={use(pending)} slug={slug} language={language} bare={bare} />
  );
}

/** /blog (ADR 015): blog.md's title and intro, then every article newest first with its date and summary. */
export function BlogRoute() {
  const { t } = useTranslation();
  const { language, slug, bare } = usePageAddress();
  const pending = loadContentPage(language, slug);
  const articles = use(loadIndex(language, 'blog'));
  if (!pending) return <NotFoundRoute />;
  return (
    <ContentView page={use(pending)} slug={slug} language={language} bare={bare}>
      <ArticleList
        label={t('content.blog.articles')}
        entries={articles.map((a) => ({ ...a, path: pathIn(`/${a.slug}`, language) }))}
      />
    </ContentView>
  );
}

/** /destinations: every resort page, by name (the header's Resorts link; no Markdown of its own). */
export function DestinationsRoute() {
  const { t } = useTranslation();
  const { language } = usePageAddress();
  const resorts = use(loadIndex(language, 'destinations'));
  const title = t('content.destinations.title');
  useDocumentHead(title, t('content.destinations.description'));
  const trail = breadcrumbTrail('destinations', title, language, {
    home: t('content.breadcrumbs.home'),
    airports: t('content.breadcrumbs.airports'),
    destinations: t('content.breadcrumbs.destinations'),
    blog: t('content.breadcrumbs.blog'),
  });
  return (
    <article className="page page--narrow content-page" lang={language}>
      <Breadcrumbs trail={trail} />
      <h1>{title}</h1>
      <p>{t('content.destinations.intro')}</p>
      <ArticleList
        label={title}
        entries={resorts.map((r) => ({ title: r.title, path: pathIn(`/${r.slug}`, language) }))}
      />
      <JsonLd data={breadcrumbJsonLd(trail, pathIn('/destinations', language))} />
    </article>
  );
}
