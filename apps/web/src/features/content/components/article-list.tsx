import { localeOf } from '../../../i18n/site-paths.ts';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** One entry of an index page: title, address, and for articles their date (YYYY-MM-DD) and summary. */
export interface IndexEntry {
  path: string;
  title: string;
  date?: string;
  summary?: string;
}

/**
 * The list of an index page (ADR 015: the blog index, newest first with date and summary;
 * the destinations index), in the order given. Dates are written with Intl in the page's locale.
 */
export function ArticleList({ entries, label }: { entries: IndexEntry[]; label: string }) {
  const { t, i18n } = useTranslation();
  const locale = localeOf(i18n.language);
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' });
  return (
    <ul className="article-list" aria-label={label}>
      {entries.map((entry) => (
        <li key={entry.path} className="article-list__item">
          <h2 className="article-list__title">
            <Link to={entry.path}>{entry.title}</Link>
          </h2>
          {entry.date && (
            <p className="article-list__date">
              <time dateTime={entry.date}>
                {t('content.blog.published', { date: format.format(new Date(`${entry.date}T00:00:00Z`)) })}
              </time>
            </p>
          )}
          {entry.summary && <p>{entry.summary}</p>}
        </li>
      ))}
    </ul>
  );
}
