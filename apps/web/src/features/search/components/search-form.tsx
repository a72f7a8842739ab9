import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceToggle } from '../../../components/ui/choice-toggle.tsx';
import { InfoTip } from '../../../components/ui/info-tip.tsx';
import { AlertMessage } from '../../../components/ui/alert-message.tsx';
import { useLocationGroups } from '../api/get-location-groups.ts';
import { useLocations } from '../../../lib/locations.ts';
import type { DeepLinkCheck } from '../deep-link-check.ts';
import { connectionEnd, useSearchForm } from '../hooks/use-search-form.ts';
import { todayIso, type SearchFormValues } from '../search-params.ts';
import { TIME_PAST } from '@alpine/domain';
import { LocationComboBox } from './location-combobox.tsx';
import { LegFields } from './leg-fields.tsx';
import { prefetchNextScreen } from '../../../lib/next-screen.ts';
import './search-form.css';

interface SearchFormProps {
  initialValues: SearchFormValues;
  /** Called with valid values on Book Now (part 2 §2.9). */
  onSubmit: (values: SearchFormValues) => void;
  /** 'hero' on the home page, 'compact' in the results summary bar. */
  variant?: 'hero' | 'compact';
  /** What the page's link got wrong (docs/architecture.md §7): fields marked and explained until changed. */
  linkProblems?: Pick<DeepLinkCheck, 'errors' | 'issues'>;
}

/**
 * The transfer search form (spec part 1 §2.1 "Search form controls", part 2 §2.9 home widget):
 * journey and mode choices, From/To with swap, outbound and return date, time and passengers,
 * the connection type, and Book Now with the spec's validation. Its first focus or press prefetches
 * the search screen's code and strings where the page lists them (home and content pages;
 * lib/next-screen.ts), so Book Now then waits for the search alone.
 */
export function SearchForm({ initialValues, onSubmit, variant = 'hero', linkProblems }: SearchFormProps) {
  const { t } = useTranslation();
  const groups = useLocationGroups();
  // what the From and To lists share: their places, whether they are on their way, and after a
  // failure (no message: spec part 1 §8) the retry a focus or a keystroke starts
  const places = {
    groups: groups.data ?? [],
    isLoading: !groups.data && (groups.isPending || groups.isFetching),
    loadFailed: groups.isError && !groups.isFetching,
    onRetry: () => void groups.refetch(),
  };
  const locations = useLocations();
  const s = useSearchForm(initialValues, locations.data ?? [], linkProblems);
  const { values: v, setValue } = s;
  const [showConnection, setShowConnection] = useState(v.selectedConnnectionType !== 1);
  const mode = v.selectedConnnectionType;
  const outEnd = connectionEnd(s.byId(v.from), s.byId(v.to), 'arrival');
  const backEnd = connectionEnd(s.byId(v.to), s.byId(v.from), 'departure');
  const showConnectionSelect = showConnection || mode !== 1;

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const values = s.validate();
    if (values) onSubmit(values);
  };

  return (
    <form
      className={`search-form search-form--${variant}`}
      onFocus={prefetchNextScreen}
      onPointerDown={prefetchNextScreen}
      onSubmit={submit}
      noValidate
      aria-label={t('search.formLabel')}
    >
      <div className="search-form__choices">
        <ChoiceToggle
          label={t('search.journeyType')}
          value={String(v.tab)}
          options={[
            { value: '0', label: t('search.return') },
            { value: '1', label: t('search.oneWay') },
          ]}
          onChange={(tab) => setValue('tab', tab === '1' ? 1 : 0)}
        />
        <ChoiceToggle
          label={t('search.transferType')}
          value={v.sharedMode ? 'shared' : 'private'}
          options={[
            { value: 'shared', label: t('search.shared') },
            { value: 'private', label: t('search.private') },
          ]}
          onChange={(m) => setValue('sharedMode', m === 'shared')}
        />
      </div>

      <div className="search-form__route">
        <LocationComboBox
          label={t('search.from')}
          {...places}
          value={v.from}
          onChange={s.chooseFrom}
          isInvalid={s.isInvalid('from')}
        />
        <button type="button" className="search-form__swap" onClick={s.swap} aria-label={t('search.swap')}>
          <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
            <path
              fill="currentColor"
              d="M7 7h11l-3-3 1.4-1.4L22.8 9l-6.4 6.4L15 14l3-3H7V7zm10 10H6l3 3-1.4 1.4L1.2 15l6.4-6.4L9 10l-3 3h11v4z"
            />
          </svg>
        </button>
        <LocationComboBox
          label={t('search.to')}
          {...places}
          value={v.to}
          onChange={s.chooseTo}
          isInvalid={s.isInvalid('to')}
        />
      </div>

      <LegFields
        leg="outbound"
        values={v}
        end={outEnd}
        minDate={todayIso()}
        onDate={s.chooseDepartDate}
        onPassengers={(pax) => s.choosePassengers('outbound', pax)}
        setValue={setValue}
        isInvalid={s.isInvalid}
      />
      {v.tab === 0 && (
        <LegFields
          leg="return"
          values={v}
          end={backEnd}
          minDate={v.departDate || todayIso()}
          onDate={(date) => setValue('returnDate', date)}
          onPassengers={(pax) => s.choosePassengers('return', pax)}
          setValue={setValue}
          isInvalid={s.isInvalid}
        />
      )}

      <div className="search-form__connection">
        {showConnectionSelect ? (
          <div className={`field connection-field${s.isInvalid('connectionType') ? ' is-invalid' : ''}`}>
            <label className="field__label" htmlFor={`${variant}-connection`}>
              {t('search.connectionType')}
              <InfoTip label={t('search.connectionTipLabel')}>{t('messages.connectionTip')}</InfoTip>
            </label>
            <select
              id={`${variant}-connection`}
              className="field__control field__select"
              value={mode}
              onChange={(e) => setValue('selectedConnnectionType', Number(e.target.value))}
              aria-invalid={s.isInvalid('connectionType') || undefined}
            >
              {mode === 0 && <option value={0}>{t('search.choose')}</option>}
              <option value={1}>{t('search.modes.1')}</option>
              <option value={2}>{t('search.modes.2')}</option>
              <option value={3}>{t('search.modes.3')}</option>
            </select>
          </div>
        ) : (
          <button type="button" className="link-button" onClick={() => setShowConnection(true)}>
            {t('search.notAFlight')}
          </button>
        )}
      </div>

      {s.issues.map((issue) => (
        <AlertMessage key={issue} tone="error">
          {t(`deadEnds.search.${issue}`)}
        </AlertMessage>
      ))}
      {s.validation.message && (
        <AlertMessage tone="error">
          {t(s.validation.message === TIME_PAST ? 'messages.timePast' : 'messages.transferTime')}
        </AlertMessage>
      )}
      <button type="submit" className="button button--cta search-form__submit">
        {t('search.bookNow')}
      </button>
    </form>
  );
}
