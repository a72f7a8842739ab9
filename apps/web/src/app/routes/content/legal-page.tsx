import { useTranslation } from 'react-i18next';
import './legal-page.css';

/** A plain text page of numbered sections from the catalogue (terms and conditions, privacy policy). */
function LegalPage({ page }: { page: 'terms' | 'privacy' }) {
  const { t } = useTranslation();
  const sections = t(`legal.${page}.sections`, { returnObjects: true }) as { title: string; text: string }[];
  return (
    <article className="page page--narrow legal-page">
      <h1>{t(`legal.${page}.title`)}</h1>
      <p className="legal-page__lead">{t(`legal.${page}.lead`)}</p>
      {sections.map((s) => (
        <section key={s.title}>
          <h2>{s.title}</h2>
          <p>{s.text}</p>
        </section>
      ))}
    </article>
  );
}

/** /terms-conditions, linked from the payment step (spec part 2 §2.1, §2.6). */
export function TermsRoute() {
  return <LegalPage page="terms" />;
}

/** /privacy-policy, linked from the payment step (spec part 2 §2.1, §2.6). */
export function PrivacyRoute() {
  return <LegalPage page="privacy" />;
}
