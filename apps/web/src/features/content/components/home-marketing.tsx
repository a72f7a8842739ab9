import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useLocalizedPath } from '../../../i18n/use-localized-path.ts';
import './home-marketing.css';

/** Popular routes from Geneva Airport (location 1, ADR 004) to the big resorts of the seed. */
const POPULAR = [
  { to: 10, name: 'Chamonix', country: 'FR' },
  { to: 15, name: "Val d'Isère", country: 'FR' },
  { to: 18, name: 'Courchevel', country: 'FR' },
  { to: 11, name: 'Morzine', country: 'FR' },
  { to: 40, name: 'Verbier', country: 'CH' },
  { to: 41, name: 'Zermatt', country: 'CH' },
] as const;

const REASONS = ['choice', 'prices', 'waiting', 'local'] as const;

/**
 * The home page's content under the widget (brief item 1; spec part 1 §1, §2.1 policies): why
 * book with us, popular routes linking to /booking, and how it works.
 */
export function HomeMarketing() {
  const { t } = useTranslation();
  const localized = useLocalizedPath();
  return (
    <div className="marketing">
      <section className="marketing__section" aria-labelledby="why-title">
        <h2 id="why-title" className="marketing__title">
          {t('home.why.title')}
        </h2>
        <ul className="reasons">
          {REASONS.map((reason) => (
            <li key={reason} className="reason">
              <span className={`reason__icon reason__icon--${reason}`} aria-hidden="true" />
              <h3 className="reason__title">{t(`home.why.${reason}.title`)}</h3>
              <p>{t(`home.why.${reason}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="marketing__section" aria-labelledby="routes-title">
        <h2 id="routes-title" className="marketing__title">
          {t('home.routes.title')}
        </h2>
        <p className="marketing__lead">{t('home.routes.lead')}</p>
        <ul className="routes">
          {POPULAR.map((route) => (
            <li key={route.to}>
              <Link className="route-card" to={`${localized('/booking')}?from=1&to=${route.to}`}>
                <span className="route-card__from">{t('home.routes.fromGeneva')}</span>
                <span className="route-card__to">{route.name}</span>
                <span className="route-card__country">{t(`home.routes.country.${route.country}`)}</span>
                <span className="route-card__cta" aria-hidden="true">
                  →
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className="marketing__section marketing__steps" aria-labelledby="how-title">
        <h2 id="how-title" className="marketing__title">
          {t('home.how.title')}
        </h2>
        <ol className="steps">
          {(['search', 'choose', 'ride'] as const).map((step, i) => (
            <li key={step} className="step">
              <span className="step__number" aria-hidden="true">
                {i + 1}
              </span>
              <div>
                <h3 className="step__title">{t(`home.how.${step}.title`)}</h3>
                <p>{t(`home.how.${step}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
