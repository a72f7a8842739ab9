import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';

/** One step of a trail: its name and address (the last, the page itself, has none). */
export interface Crumb {
  name: string;
  path?: string;
}

/**
 * The visible breadcrumb trail of a content page (ADR 015; WAI-ARIA breadcrumb pattern: a
 * named nav, the current page marked aria-current). The same trail is given to search engines as
 * schema.org BreadcrumbList by the page (content/page-head.ts).
 */
export function Breadcrumbs({ trail }: { trail: Crumb[] }) {
  const { t } = useTranslation();
  return (
    <nav className="breadcrumbs" aria-label={t('content.breadcrumbs.label')}>
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.name}>
            {crumb.path ? (
              <Link to={crumb.path}>{crumb.name}</Link>
            ) : (
              <span aria-current="page">{crumb.name}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
