import { useId, useState } from 'react';
import type { Address, GeoPrediction, LatLng } from '@alpine/contract';
import { BOOKING_MESSAGES } from '@alpine/domain';
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
  manualAllowed: boolean;
  form: AddressFormState;
  /** The end's location and its point (free layout: the gazetteer is searched around it). */
  locationID: number;
  near: LatLng | null;
}

/**
 * One end of a leg (spec part 2 §2.4, §4): a stop dropdown (fixed layout) or the address search
 * (free layout), and where allowed the checkbox revealing the manual fields.
 */
export function AddressEnd({
  end,
  label,
  layout,
  list,
  isLoading = false,
  manualAllowed,
  form,
  locationID,
  near,
}: AddressEndProps) {
  const { t } = useTranslation();
  const message = useBookingMessage();
  const id = useId();
  const [placeFailed, setPlaceFailed] = useState(false);

  /**
   * A gazetteer place that is not one of the location's addresses becomes one (POST
   * /api/v1/addresses, as a manual address would at Next; issue 11 §5) and is selected.
   */
  const choosePlace = async (place: GeoPrediction) => {
    setPlaceFailed(false);
    form.setEnd(end, { selected: null, query: place.organisation });
    const fields = {
      organisation: place.organisation,
      street: place.street,
      city: place.city,
      postcode: place.postcode,
    };
    try {
      const addressID = await createAddress({ locationID, ...fields, country: place.country });
      const address: Address = {
        addressID,
        locationID,
        ...fields,
        country: place.country,
        latitude: place.location.lat,
        longitude: place.location.lng,
        fixed: false,
      };
      form.setEnd(end, { selected: address, query: address.organisation });
    } catch (failure) {
      logFailure('creating the chosen place failed', failure);
      setPlaceFailed(true);
    }
  };
  const value = form.values.ends[end];
  const manual = manualAllowed && value.manual;
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
              ? t('bookingMessages.unexpected')
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
              form.setEnd(end, { query: '' });
              form.setBlurMessage(end, true);
            }
          }}
        />
      )}
      {manualAllowed && (
        <>
          <label className="check-row">
            <input
              type="checkbox"
              checked={value.manual}
              onChange={(e) => {
                form.setEnd(end, { manual: e.target.checked });
                form.setBlurMessage(end, false);
              }}
            />
            <span>{t('address.notFound')}</span>
          </label>
          {manual && (
            <ManualAddress
              fields={value.fields}
              errors={form.errors[end]}
              onChange={(field: keyof ManualFields, text) => form.setField(end, field, text)}
            />
          )}
        </>
      )}
    </fieldset>
  );
}
