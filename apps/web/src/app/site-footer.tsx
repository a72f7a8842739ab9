import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { telHref, useOperator } from '../features/content/components/operator-contact.tsx';
import { localizePath, type Language } from '../i18n/i18n.ts';
import { useHydrated } from '../lib/use-hydrated.ts';
import { COMPANY } from '@alpine/contract/light';

/** The year the site was built (vite.config.ts defines it; the clock's year in unit tests). */
const BUILD_YEAR = Number(import.meta.env.VITE_BUILD_YEAR) || new Date().getFullYear();

/** The event the cookie-consent banner listens to, to open again (ADR 016, docs/architecture.md §7). */
export const COOKIE_SETTINGS_EVENT = 'alpine:cookie-settings';

/**
 * The site's footer (docs/architecture.md §7): the operator's phone and e-mail (GET /api/v1/config, as tel:
 * and mailto: links), help pages (FAQ, contact, about, blog), legal pages (terms, privacy), a 'Cookie
 * settings' button that dispatches `alpine:cookie-settings` on window, and the company details
 * (@alpine/contract company.ts) and the copyright line (CopyrightLine).
 */
export function SiteFooter({ language }: { language: Language }) {
  const { t } = useTranslation();
  const operator = useOperator();
  const to = (path: string) => localizePath(path, language);
  return (
    <footer className="site-footer" aria-label={t('site.footer.label')}>
      <div className="site-footer__inner">
        <section className="site-footer__col">
          <h2 className="site-footer__heading">{t('site.footer.contact')}</h2>
          <dl className="site-footer__contact">
            <dt>{t('site.footer.phone')}</dt>
            <dd>{operator ? <a href={telHref(operator.phone)}>{operator.phone}</a> : '\u00a0'}</dd>
            <dt>{t('site.footer.email')}</dt>
            <dd>{operator ? <a href={`mailto:${operator.email}`}>{operator.email}</a> : '\u00a0'}</dd>
          </dl>
        </section>
        <section className="site-footer__col">
          <h2 className="site-footer__heading">{t('site.footer.help')}</h2>
          <ul className="site-footer__links">
            <li>
              <Link to={to('/faqs-help')}>{t('site.footer.faq')}</Link>
            </li>
            <li>
              <Link to={to('/contact-us')}>{t('site.footer.contact')}</Link>
            </li>
            <li>
              <Link to={to('/about-us')}>{t('site.footer.about')}</Link>
            </li>
            <li>
              <Link to={to('/blog')}>{t('site.footer.blog')}</Link>
            </li>
          </ul>
        </section>
        <section className="site-footer__col">
          <h2 className="site-footer__heading">{t('site.footer.legal')}</h2>
          <ul className="site-footer__links">
            <li>
              <Link to={to('/terms-conditions')}>{t('site.footer.terms')}</Link>
            </li>
            <li>
              <Link to={to('/privacy-policy')}>{t('site.footer.privacy')}</Link>
            </li>
            <li>
              <button
                type="button"
                className="site-footer__button"
                onClick={() => window.dispatchEvent(new Event(COOKIE_SETTINGS_EVENT))}
              >
                {t('site.footer.cookies')}
              </button>
            </li>
          </ul>
        </section>
        <section className="site-footer__col">
          <h2 className="site-footer__heading">{t('site.footer.company')}</h2>
          <p className="site-footer__small">
            <strong>{COMPANY.legalName}</strong>
            <br />
            {t('site.footer.address')}
            <br />
            {t('site.footer.registered')}
            <br />
            {t('site.footer.companyNumber')}: <span className="site-footer__nowrap">{COMPANY.uid}</span>
          </p>
        </section>
      </div>
      <div className="site-footer__inner site-footer__bottom">
        <p>
          <strong>{COMPANY.brand}</strong> — {t('layout.footerTagline')}
        </p>
        <CopyrightLine />
      </div>
    </footer>
  );
}

/**
 * The footer's copyright line with the year: the pre-rendered HTML says the build's year, hydration
 * reads the same, then the clock's (useHydrated). A leaf of its own, so that the re-render after
 * hydration is this paragraph, not the page (docs/architecture.md §5).
 */
function CopyrightLine() {
  const { t } = useTranslation();
  const year = useHydrated() ? new Date().getFullYear() : BUILD_YEAR;
  return <p className="site-footer__small">{t('layout.footerSmall', { year })}</p>;
}
