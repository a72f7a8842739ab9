import { useId, useState } from 'react';
import type { Address, GeoPrediction, LatLng } from '@alpine/contract';
import { BOOKING_MESSAGES, DOOR_TO_DOOR_RADIUS_KM, withinDoorToDoor } from '@alpine/domain';
import { useTranslation } from 'react-i18next';
import { useBookingMessage } from '../../booking-messages.ts';
import { addressText, type EndKey, type ManualFields } from '../address-rules.ts';
import type { AddressFormState } from '../hooks/use-address-form.ts';
import { createAddress } from '../api/create-address.ts';
import { logFailure } from '../../../../lib/log.ts';
import { AddressSearch } from './address-search.tsx';
import { ManualAddress } from './manual-address.tsx';

interface AddressEndProps {
  end: EndKey;
  label: string;
  layout: 'fixed' | 'free';
  list: Address[];
  /** The list is still on its way: the stop dropdown's first entry says 'Loading…' (aria-busy). */
  isLoading?: boolean;
  /** A shared door-to-door journey: a chosen place must lie within 15 km of `near` (ADR 017). */
  doorToDoor?: boolean;
  form: AddressFormState;
  /** The end's location and its point (free layout: the gazetteer is searched around it). */
  locationID: number;
  near: LatLng | null;
}

/**
 * One end of a leg (spec part 2 §2.4, §4): a stop dropdown (fixed layout) or the address search
 * (free layout), and at every end the checkbox revealing the manual fields (ADR 017). At a
 * fixed-stop end the manual address only finds the nearest stop (said under the fields). Text
 * typed in the search and cleared on leaving it becomes the Hotel or Chalet name when that is empty.
 */
export function AddressEnd({
  end,
  label,
  layout,
  list,
  isLoading = false,
  doorToDoor = false,
  form,
  locationID,
  near,
}: AddressEndProps) {
  const { t } = useTranslation();
  const message = useBookingMessage();
  const id = useId();
  const [placeFailed, setPlaceFailed] = useState<string | null>(null);

  /**
   * A gazetteer place that is not one of the location's addresses becomes one (POST
   * /api/v1/addresses, as a manual address would at Next; ADR 018) and is selected.
   */
  const choosePlace = async (place: GeoPrediction) => {
    setPlaceFailed(null);
    form.setEnd(end, { selected: null, query: place.organisation });
    const fields = {
      organisation: place.organisation,
      street: place.street,
      city: place.city,
      postcode: place.postcode,
    };
    try {
      const placed = await createAddress({ locationID, ...fields, country: place.country });
      const point =
        placed.latitude === null || placed.longitude === null
          ? null
          : { lat: placed.latitude, lng: placed.longitude };
      if (doorToDoor && (!near || !withinDoorToDoor(near, point))) {
        setPlaceFailed(t('address.doorToDoorTooFar', { km: DOOR_TO_DOOR_RADIUS_KM }));
        return;
      }
      const address: Address = {
        addressID: placed.addressID,
        locationID,
        ...fields,
        country: place.country,
        latitude: placed.latitude,
        longitude: placed.longitude,
        fixed: false,
      };
      form.setEnd(end, { selected: address, query: address.organisation });
    } catch (failure) {
      logFailure('creating the chosen place failed', failure);
      setPlaceFailed(t('bookingMessages.unexpected'));
    }
  };
  const value = form.values.ends[end];
  const manual = value.manual;
  return (
    <fieldset className="address-end">
      <legend className="visually-hidden">{label}</legend>
      {layout === 'fixed' ? (
        <div className="field">
          <label className="field__label" htmlFor={id}>
            {label}
          </label>
          <select
            id={id}
            className="field__control field__select"
            value={value.selected?.addressID ?? ''}
            disabled={manual}
            aria-busy={isLoading || undefined}
            onChange={(e) => {
              const chosen = list.find((a) => a.addressID === Number(e.target.value)) ?? null;
              form.setEnd(end, { selected: chosen, query: chosen?.organisation ?? '' });
            }}
          >
            <option value="">{isLoading ? t('common.loading') : t('address.chooseStop')}</option>
            {list.map((a) => (
              <option key={a.addressID} value={a.addressID}>
                {addressText(a)}
              </option>
            ))}
          </select>
        </div>
      ) : (
        <AddressSearch
          label={label}
          list={list}
          locationID={locationID}
          near={near}
          query={value.query}
          selected={value.selected}
          isDisabled={manual}
          error={
            placeFailed
              ? placeFailed
              : form.blurred[end]
                ? message(BOOKING_MESSAGES.selectFromList)
                : undefined
          }
          onQuery={(text) => {
            form.setEnd(end, { query: text, selected: null });
            form.setBlurMessage(end, false);
          }}
          onSelect={(address) => {
            form.setEnd(end, { selected: address, query: address.organisation });
            form.setBlurMessage(end, false);
          }}
          onSelectPlace={(place) => {
            form.setBlurMessage(end, false);
            void choosePlace(place);
          }}
          onBlur={() => {
            // leaving the search with text but nothing chosen and manual entry off (part 2 §4)
            if (value.query && !value.selected && !value.manual) {
              const name = value.fields.organisation.trim() === '' ? value.query.trim() : null;
              form.setEnd(
                end,
                name ? { query: '', fields: { ...value.fields, organisation: name } } : { query: '' },
              );
              form.setBlurMessage(end, true);
            }
          }}
        />
      )}
      <label className="check-row">
        <input
          type="checkbox"
          checked={value.manual}
          onChange={(e) => {
            form.setEnd(end, { manual: e.target.checked });
            form.setBlurMessage(end, false);
            setPlaceFailed(null);
          }}
        />
        <span>{t('address.notFound')}</span>
      </label>
      {manual && (
        <>
          <ManualAddress
            fields={value.fields}
            errors={form.errors[end]}
            onChange={(field: keyof ManualFields, text) => form.setField(end, field, text)}
          />
          {layout === 'fixed' && <p className="address-end__hint">{t('address.stopFromAddress')}</p>}
        </>
      )}
    </fieldset>
  );
}
