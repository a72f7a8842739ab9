import { useTranslation } from 'react-i18next';

/** The banner with the selected quote's notices (spec part 1 §2.1, §4). */
export function NoticesBanner({ notices }: { notices: string[] }) {
  const { t } = useTranslation();
  if (notices.length === 0) return null;
  return (
    <section className="notices-banner" role="status" aria-label={t('results.noticesTitle')}>
      <span className="notices-banner__icon" aria-hidden="true">
        !
      </span>
      <ul>
        {notices.map((notice) => (
          <li key={notice}>{notice}</li>
        ))}
      </ul>
    </section>
  );
}
