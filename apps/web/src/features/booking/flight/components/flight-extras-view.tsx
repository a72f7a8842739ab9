import { useFormatMoney } from '../../../../i18n/format-money.ts';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { allowedExtrasOnly, EXTRA_PRICES_MINOR, extrasAllowed, fromMinor } from '@alpine/domain';
import { ChoiceToggle } from '../../../../components/ui/choice-toggle.tsx';
import { useBookingMessage } from '../../booking-messages.ts';
import { BookingDialog } from '../../components/booking-dialog.tsx';
import { TextField } from '../../../../components/ui/text-field.tsx';
import type { StepState } from '../../../../booking-state/journey.ts';
import { TotalBar } from '../../summary/total-bar.tsx';
import { useJourneyTotal } from '../../summary/order-summary.tsx';
import { COUNTERS, counterEnabled, nothingChosen, type CounterKey } from '../extras-catalogue.ts';
import type { FlightValuesState } from '../hooks/use-flight-values.ts';
import { ExtraCounter } from './extra-counter.tsx';
import '../flight.css';

interface FlightExtrasViewProps {
  state: StepState;
  /** Next Step with the extras merged into info (part 2 §4). */
  onNext: (state: StepState) => void;
  /** The step's values (held by the route, which also shows them in the order summary). */
  flight: FlightValuesState;
}

/**
 * Flight & Extras (spec part 2 §2.3, §4, §5): flight numbers, the flexi offer, the extras
 * counters with their rules and tooltips, the children text, the 'Important' dialog and the total bar.
 */
export function FlightExtrasView({ state, onNext, flight }: FlightExtrasViewProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const message = useBookingMessage();
  const { param, info } = state;
  const transfer = { private: param.private, modeID: param.connection.modeID };
  const allowed = extrasAllowed(transfer);
  // A choice saved from another journey that this transfer cannot carry is dropped (part 2 §2.3).
  const values = allowedExtrasOnly(flight.values, transfer);
  const [tip, setTip] = useState<CounterKey | null>(null);
  const [important, setImportant] = useState(false);
  const { total, original } = useJourneyTotal(param, values);
  const flexiPrice = formatMoney(fromMinor(EXTRA_PRICES_MINOR.flexiPerPax), param.currency);
  const tipChange = useCallback(
    (key: CounterKey, open: boolean) => setTip((cur) => (open ? key : cur === key ? null : cur)),
    [],
  );

  const proceed = () => {
    const { warningSeen: _seen, ...chosen } = values;
    onNext({
      ...state,
      info: { ...info, ...chosen, children: chosen.rear + chosen.front + chosen.booster },
    });
  };
  const next = () => {
    if (nothingChosen(values) && !values.warningSeen) setImportant(true);
    else proceed();
  };

  const counters = (group: 'luggage' | 'seats') =>
    COUNTERS.filter((c) => c.group === group).map((spec) => (
      <ExtraCounter
        key={spec.key}
        spec={spec}
        value={values[spec.key]}
        currency={param.currency}
        disabled={!counterEnabled(spec.key, transfer)}
        tipOpen={tip === spec.key}
        onTipChange={(open) => tipChange(spec.key, open)}
        onStep={(delta) => flight.step(spec.key, delta)}
      />
    ));

  return (
    <>
      {allowed.flightNumbers && (
        <section className="booking-card" aria-labelledby="flight-details">
          <h2 id="flight-details">{t('flight.details')}</h2>
          <div className="form-grid form-grid--two">
            <TextField
              label={t('flight.outNumber')}
              value={values.outNumber}
              autoComplete="off"
              placeholder="EZS1234"
              error={message(flight.flightErrors.outNumber)}
              onChange={(e) => flight.setFlightNumber('outNumber', e.target.value)}
            />
            {param.return && (
              <TextField
                label={t('flight.returnNumber')}
                value={values.returnNumber}
                autoComplete="off"
                placeholder="EZS1235"
                error={message(flight.flightErrors.returnNumber)}
                onChange={(e) => flight.setFlightNumber('returnNumber', e.target.value)}
              />
            )}
          </div>
        </section>
      )}
      {allowed.flexi && (
        <section className="booking-card flexi-offer" aria-labelledby="flexi-offer">
          <h2 id="flexi-offer">{t('flight.flexiTitle')}</h2>
          <ul className="flexi-offer__list">
            <li>{t('flight.flexiPriority')}</li>
            <li>{t('flight.flexiChanges')}</li>
            <li>{t('flight.flexiRefund')}</li>
          </ul>
          <p className="flexi-offer__price">{t('flight.flexiPrice', { price: flexiPrice })}</p>
          <ChoiceToggle
            label={t('flight.flexiChoice')}
            value={values.flexi === 1 ? 'yes' : 'no'}
            options={[
              { value: 'no', label: t('flight.flexiNo') },
              { value: 'yes', label: t('flight.flexiYes') },
            ]}
            onChange={(v) => flight.setFlexi(v === 'yes' ? 1 : 0)}
          />
        </section>
      )}
      <section className="booking-card" aria-labelledby="extras-luggage">
        <h2 id="extras-luggage">{t('flight.luggageTitle')}</h2>
        <p className="booking-card__lead">{t('flight.luggageLead')}</p>
        <div className="extra-list">{counters('luggage')}</div>
      </section>
      <section className="booking-card" aria-labelledby="extras-seats">
        <h2 id="extras-seats">{t('flight.seatsTitle')}</h2>
        <p className="children-note">{t('flight.childrenText')}</p>
        <div className="extra-list">{counters('seats')}</div>
      </section>
      <TotalBar total={total} original={original} currency={param.currency}>
        <button type="button" className="button button--cta" onClick={next}>
          {t('bookingFlow.nextStep')}
        </button>
      </TotalBar>
      <BookingDialog
        title={t('flight.importantTitle')}
        isOpen={important}
        role="alertdialog"
        actions={
          <>
            <button
              type="button"
              className="button button--outline"
              onClick={() => {
                flight.markSeen();
                setImportant(false);
              }}
            >
              {t('flight.stayHere')}
            </button>
            <button
              type="button"
              className="button button--cta"
              onClick={() => {
                flight.markSeen();
                setImportant(false);
                proceed();
              }}
            >
              {t('bookingFlow.nextStep')}
            </button>
          </>
        }
      >
        <p>{t('flight.importantText')}</p>
      </BookingDialog>
    </>
  );
}
