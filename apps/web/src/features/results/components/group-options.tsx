import type { SearchItemInput } from '@alpine/contract';
import { splitGroup } from '@alpine/domain';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { GroupRequestForm } from './group-request-form.tsx';
import './group-options.css';

/**
 * The page address of one party's search: the results page's own path (its language prefix
 * kept) and query (route, dates, times, mode, connection, partner ...), with the party's
 * passengers both ways (`pax`, and `returnPassenger` on a return).
 */
export function partySearch(pathname: string, search: string, pax: number, isReturn: boolean): string {
  const params = new URLSearchParams(search);
  params.set('pax', String(pax));
  if (isReturn) params.set('returnPassenger', String(pax));
  else params.delete('returnPassenger');
  return `${pathname}?${params.toString()}`;
}

/**
 * What a group of 51-99 passengers can do where the search dead-ends (spec part 1 §9: no private
 * transfer above 50; shared departures have fewer seats): book now in parties of at most 50, the
 * largest first (splitGroup, packages/domain), each a link to its own search with the same route,
 * dates, times and mode; or send a group request the operator answers by e-mail. A return whose
 * legs differ is split by its larger leg. `items` are the search's (outbound, then return).
 */
export function GroupOptions({ items }: { items: SearchItemInput[] }) {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const isReturn = items.length > 1;
  const pax = Math.max(...items.map((i) => i.pax));
  const parties = splitGroup(pax);
  return (
    <section className="group-options" aria-labelledby="group-options-title">
      <h3 id="group-options-title" className="group-options__title">
        {t('group.title', { count: pax })}
      </h3>
      <p>{t('group.lead')}</p>
      <div className="group-options__split">
        <h4>{t('group.splitTitle')}</h4>
        <p>{t('group.splitLead', { parts: parties.join(' + '), count: pax })}</p>
        <ul className="group-options__parties">
          {parties.map((party, i) => (
            <li key={i}>
              <Link className="button button--outline" to={partySearch(pathname, search, party, isReturn)}>
                {t('group.party', { n: i + 1, count: party })}
              </Link>
            </li>
          ))}
        </ul>
      </div>
      <GroupRequestForm items={items} pax={pax} />
    </section>
  );
}
