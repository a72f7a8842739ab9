import { useTranslation } from 'react-i18next';
import { HomeSearchWidget } from '../../../features/search/components/home-search-widget.tsx';
import { HomeMarketing } from '../../../features/content/components/home-marketing.tsx';
import { JourneyNoticeMessage } from '../../../booking-state/back-to-search.tsx';
import './home.css';

/**
 * The home page: hero with the booking search widget (spec part 2 §2.9) and why-us content; above
 * the widget, the message of a booking step that sent the traveller back here (docs/architecture.md §1).
 */
export function HomeRoute() {
  const { t } = useTranslation();
  return (
    <>
      <section className="hero">
        <div className="hero__inner">
          <div className="hero__copy">
            <p className="hero__eyebrow">{t('home.eyebrow')}</p>
            <h1 className="hero__title">{t('home.title')}</h1>
            <p className="hero__lead">{t('home.lead')}</p>
            <JourneyNoticeMessage />
          </div>
          <HomeSearchWidget />
        </div>
        <svg className="hero__mountains" viewBox="0 0 1440 160" preserveAspectRatio="none" aria-hidden="true">
          <path
            d="M0 160V96l120-40 110 52 160-86 140 74 120-50 170 88 150-70 130 42 140-76 200 100V160z"
            fill="var(--bg)"
          />
        </svg>
      </section>
      <HomeMarketing />
    </>
  );
}
