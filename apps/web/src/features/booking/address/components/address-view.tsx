import { useEffect, useState } from 'react';
import type { Address, Location } from '@alpine/contract';
import { BOOKING_MESSAGES, DOOR_TO_DOOR_RADIUS_KM } from '@alpine/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadingOverlay } from '../../../../components/ui/loading-overlay.tsx';
import { ApiRequestError } from '../../../../lib/api-client.ts';
import { logFailure } from '../../../../lib/log.ts';
import { useLocationName } from '../../../../lib/locations.ts';
import { useLocalizedPath } from '../../../../i18n/use-localized-path.ts';
import { useBookingMessage } from '../../booking-messages.ts';
import { BookingDialog } from '../../components/booking-dialog.tsx';
import type { AddressSet, StepState } from '../../../../booking-state/journey.ts';
import { useJourneyTotal } from '../../summary/order-summary.tsx';
import { TotalBar } from '../../summary/total-bar.tsx';
import {
  GENEVA_AIRPORT_ID,
  addressLayout,
  endLocation,
  genevaAirportAddress,
  isDoorToDoor,
  requiredEnds,
  type EndKey,
} from '../address-rules.ts';
import { useAddresses } from '../api/get-addresses.ts';
import { useAddressForm } from '../hooks/use-address-form.ts';
import { searchLocation } from '../closest-stop.ts';
import { privateSearchQuery } from '../private-search.ts';
import { AddressEnd } from './address-end.tsx';
import { ClosestStopPanel } from './closest-stop-panel.tsx';
import '../address.css';

interface AddressViewProps {
  state: StepState;
  /** GET /api/v1/locations, for the manual-address flags (part 2 §4-§5). */
  locations: Location[];
  onNext: (set: AddressSet) => void;
}

/**
 * Choose your address (spec part 2 §2.4, §4, §5, §8): the fixed-stop or the free-address layout,
 * the return section with 'Use the same address for the return journey', the 'Address Required'
 * modal and the total bar. An address too far for door to door, or with no stop near it, is told
 * so under its own title with a link to the same search in private mode (privateSearchQuery). Place names follow the page's language. The fixed-stop layout has the 'Find your closest stop' tool,
 * its return variant in the return section when the return has its own stops. A shared
 * door-to-door journey takes the free-address layout and says how far it drives (ADR 017, ADR 018).
 */
export function AddressView({ state, locations, onNext }: AddressViewProps) {
  const { t, i18n } = useTranslation();
  const message = useBookingMessage();
  const placeName = useLocationName();
  const { param, info } = state;
  // Named in the page's language, not the search's (ADR 015).
  const originName = placeName(param.originId, param.origin);
  const destinationName = placeName(param.destinationId, param.destination);
  const layout = addressLayout(param);
  const required = requiredEnds(param, locations);
  const doorToDoor = isDoorToDoor(param);
  const fixed = param.quote.journey.fixed;
  const originList = useAddresses(param.originId, param.private, fixed);
  const destinationList = useAddresses(param.destinationId, param.private, fixed);
  const form = useAddressForm(param, layout, required, locations, doorToDoor);
  const [alert, setAlert] = useState<string | null>(null);
  const [alertTitle, setAlertTitle] = useState<string | null>(null);
  // the dialog tells the traveller to choose a private transfer (why, translated as it shows): it links to that search
  const [privateReason, setPrivateReason] = useState<'tooFar' | 'noStopNear' | null>(null);
  const offerPrivate = privateReason !== null;
  const localized = useLocalizedPath();
  const km = (n: number) => new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(n);
  const [busy, setBusy] = useState(false);
  const { total, original } = useJourneyTotal(param, info);
  const origin = originList.data ?? [];
  const destination = destinationList.data ?? [];
  const lists: Record<EndKey, Address[]> = { from: origin, to: destination, from1: destination, to1: origin };

  // the airport return's drop-off is Geneva Airport's entry in 'Geneve' (part 2 §5)
  const genevaEntry =
    param.destinationId === GENEVA_AIRPORT_ID ? genevaAirportAddress(destination) : undefined;
  const toChosen = form.values.ends.to.selected !== null;
  useEffect(() => {
    if (genevaEntry && !toChosen)
      form.setEnd('to', { selected: genevaEntry, query: genevaEntry.organisation });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the entry appears
  }, [genevaEntry]);

  const next = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const outcome = await form.next(lists);
      setAlertTitle(null);
      setPrivateReason(null);
      if ('alert' in outcome)
        setAlert(outcome.alert === 'dropOff' ? t('address.selectDropOff') : (message(outcome.alert) ?? null));
      else if ('tooFar' in outcome || 'noStopNear' in outcome) {
        setPrivateReason('tooFar' in outcome ? 'tooFar' : 'noStopNear');
        setAlert('');
      } else if ('stopChosen' in outcome) {
        const { stop, address } = outcome.stopChosen;
        setAlertTitle(t('address.stopChosenTitle'));
        setAlert(
          t('address.stopChosen', { stop: stop.organisation, km: km(outcome.stopChosen.km), address }),
        );
      } else if ('set' in outcome) onNext(outcome.set);
    } catch (error) {
      logFailure('address step failed', error);
      setAlert(error instanceof ApiRequestError ? error.message : t('bookingMessages.unexpected'));
    } finally {
      setBusy(false);
    }
  };

  const pointOf = (end: EndKey) => {
    const location = locations.find((l) => l.locationID === endLocation(end, param));
    return location ? { lat: location.latitude, lng: location.longitude } : null;
  };
  const endProps = (end: EndKey) => ({
    end,
    layout,
    list: lists[end],
    isLoading: (end === 'from' || end === 'to1' ? originList : destinationList).isPending,
    doorToDoor,
    form,
    locationID: endLocation(end, param),
    near: pointOf(end),
  });
  const endLabels: Record<EndKey, string> = {
    from: t('address.pickUp'),
    to: t('address.dropOff'),
    from1: t('address.returnPickUp'),
    to1: t('address.returnDropOff'),
  };
  const closestStop = (variant: 'outbound' | 'return') =>
    layout === 'fixed' && (
      <ClosestStopPanel
        variant={variant}
        locationID={searchLocation(param.originId, param.destinationId)}
        origin={origin}
        destination={destination}
        endLabels={endLabels}
        onChoose={(end, address) =>
          form.setEnd(end, { selected: address, query: address.organisation, manual: false })
        }
      />
    );

  return (
    <>
      <LoadingOverlay active={originList.isFetching || destinationList.isFetching || busy} />
      <section className="booking-card" aria-labelledby="address-outbound">
        <h2 id="address-outbound">
          {t('address.legHeading', {
            leg: t('address.outbound'),
            from: originName,
            to: destinationName,
          })}
        </h2>
        {doorToDoor && (
          <p className="address-door-note">{t('address.doorToDoorNote', { km: DOOR_TO_DOOR_RADIUS_KM })}</p>
        )}
        <div className="address-ends">
          <AddressEnd label={t('address.pickUp')} {...endProps('from')} />
          <AddressEnd label={t('address.dropOff')} {...endProps('to')} />
        </div>
        {closestStop('outbound')}
      </section>
      {param.return && (
        <section className="booking-card" aria-labelledby="address-return">
          <h2 id="address-return">
            {t('address.legHeading', {
              leg: t('address.return'),
              from: destinationName,
              to: originName,
            })}
          </h2>
          <label className="check-row">
            <input
              type="checkbox"
              checked={form.values.same}
              onChange={(e) => form.setSame(e.target.checked)}
            />
            <span>{t('address.sameForReturn')}</span>
          </label>
          {!form.values.same && (
            <div className="address-ends">
              <AddressEnd label={t('address.returnPickUp')} {...endProps('from1')} />
              <AddressEnd label={t('address.returnDropOff')} {...endProps('to1')} />
            </div>
          )}
          {!form.values.same && closestStop('return')}
        </section>
      )}
      <TotalBar total={total} original={original} currency={param.currency}>
        <button type="button" className="button button--cta" disabled={busy} onClick={() => void next()}>
          {t('bookingFlow.nextStep')}
        </button>
      </TotalBar>
      <BookingDialog
        title={
          privateReason === 'tooFar'
            ? t('address.tooFarTitle')
            : privateReason === 'noStopNear'
              ? t('address.noStopNearTitle')
              : (alertTitle ?? t('address.requiredTitle'))
        }
        isOpen={alert !== null}
        role="alertdialog"
        onDismiss={() => setAlert(null)}
        actions={
          <>
            {offerPrivate && (
              <Link
                className="button button--primary"
                to={`${localized('/booking')}?${privateSearchQuery(param)}`}
              >
                {t('address.privateSearch')}
              </Link>
            )}
            <button
              type="button"
              className={offerPrivate ? 'button button--outline' : 'button button--primary'}
              onClick={() => setAlert(null)}
            >
              {t('address.ok')}
            </button>
          </>
        }
      >
        <p>
          {privateReason === 'tooFar'
            ? t('address.doorToDoorTooFar', { km: DOOR_TO_DOOR_RADIUS_KM })
            : privateReason === 'noStopNear'
              ? t('address.noStopNear', { km: DOOR_TO_DOOR_RADIUS_KM })
              : (alert ?? message(BOOKING_MESSAGES.selectPickUp))}
        </p>
      </BookingDialog>
    </>
  );
}
