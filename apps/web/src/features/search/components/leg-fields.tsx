import { useTranslation } from 'react-i18next';
import type { SearchField } from '@alpine/domain';
import { InfoTip } from '../../../components/ui/info-tip.tsx';
import type { ConnectionEnd, SetSearchValue } from '../hooks/use-search-form.ts';
import type { SearchFormValues } from '../search-params.ts';
import { DateField } from './date-field.tsx';
import { PaxSelect } from './pax-select.tsx';
import { TimeSelect } from './time-select.tsx';

interface LegFieldsProps {
  leg: 'outbound' | 'return';
  values: SearchFormValues;
  /** Whether this leg's time is the connection's arrival or departure. */
  end: ConnectionEnd;
  minDate: string;
  onDate: (date: string) => void;
  /** This direction's passengers chosen (use-search-form choosePassengers: the return follows the outbound). */
  onPassengers: (pax: number) => void;
  setValue: SetSearchValue;
  isInvalid: (field: SearchField) => boolean;
}

/**
 * Date, time and passengers of one direction (spec part 1 §2.1; part 2 §2.9): the outbound time is
 * 'Arriving at' / 'Flight Arrival Time', the return time 'Departing at' / 'Flight Departure Time'.
 */
export function LegFields({
  leg,
  values,
  end,
  minDate,
  onDate,
  onPassengers,
  setValue,
  isInvalid,
}: LegFieldsProps) {
  const { t } = useTranslation();
  const out = leg === 'outbound';
  const isFlight = values.selectedConnnectionType === 1;
  const timeLabel = t(`search.time.${end}.${isFlight ? 'flight' : 'other'}`);
  return (
    <fieldset className={`search-form__leg search-form__leg--${leg}`}>
      <legend className="search-form__leg-title">
        {t(out ? 'search.outbound' : 'search.returnLeg')}
        <InfoTip label={t(out ? 'search.outboundTipLabel' : 'search.returnTipLabel')}>
          {t('messages.outboundTimeTip')}
        </InfoTip>
      </legend>
      <div className="search-form__leg-grid">
        <DateField
          label={t(out ? 'search.departDate' : 'search.returnDate')}
          value={out ? values.departDate : values.returnDate}
          minValue={minDate}
          onChange={onDate}
          isInvalid={isInvalid(out ? 'departDate' : 'returnDate')}
        />
        <TimeSelect
          idPrefix={`${leg}-time`}
          label={timeLabel}
          hour={out ? values.departTime : values.returnTime}
          minute={out ? values.departMin : values.returnMin}
          onHourChange={(h) => setValue(out ? 'departTime' : 'returnTime', h)}
          onMinuteChange={(m) => setValue(out ? 'departMin' : 'returnMin', m)}
          isInvalid={isInvalid(out ? 'departTime' : 'returnTime')}
        />
        <PaxSelect
          id={`${leg}-pax`}
          label={t('search.passengers')}
          value={out ? values.departPassenger : values.returnPassenger}
          onChange={onPassengers}
          isInvalid={isInvalid(out ? 'departPassenger' : 'returnPassenger')}
        />
      </div>
    </fieldset>
  );
}
