import type { Address, GeoPrediction, LatLng } from '@alpine/contract';
import { distanceKm } from '@alpine/domain';
import { ComboBox, FieldError, Group, Input, Label, ListBox, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { matchesQuery, searchAddresses } from '../address-rules.ts';
import { usePlaceSuggestions } from '../api/suggest-places.ts';
import { PlaceOption } from './place-option.tsx';

/** Places farther than this from the end's location are not offered (the seed keeps addresses within 15 km). */
export const PLACE_RADIUS_KM = 15;

interface AddressSearchProps {
  label: string;
  list: Address[];
  /** The end's location: the gazetteer is searched around it (ADR 018). */
  locationID: number;
  near: LatLng | null;
  query: string;
  selected: Address | null;
  isDisabled?: boolean;
  /** The blur message of part 2 §5, already translated. */
  error?: string;
  onQuery: (text: string) => void;
  onSelect: (address: Address) => void;
  /** A gazetteer place that is not one of the location's addresses was chosen. */
  onSelectPlace: (place: GeoPrediction) => void;
  onBlur: () => void;
}

/** One line of the results: an address of the location or a place of the gazetteer. */
interface SearchItem {
  id: string;
  organisation: string;
  city: string;
  street: string;
  postcode: string;
  address?: Address;
  place?: GeoPrediction;
}

const fromAddress = (a: Address): SearchItem => ({ id: `a${a.addressID}`, ...a, address: a });

/**
 * Search-as-you-type (spec part 2 §2.4; ADR 018): from 2 characters the gazetteer
 * (GET /api/v1/geo/autocomplete) around the end's location, places within 15 km, best and nearest
 * first; each line shows organisation, city, street and postcode. A place that is one of the
 * location's addresses selects it; another is handed to `onSelectPlace`. With fewer characters,
 * or when the gazetteer cannot be reached, the location's own list is filtered as before. Typing
 * clears the current selection (part 2 §4).
 *
 * The list opens as soon as something is typed, even before anything matches: it says 'Searching…'
 * while the gazetteer answers and 'No matching address' when nothing does, and fills in when the
 * answer (or the location's own list) arrives. While a new answer is on its way, the previous one
 * shows only its places that match what is typed now. Without this a word typed before the first answer,
 * on a slow connection, left the list shut until the next key.
 */
export function AddressSearch(props: AddressSearchProps) {
  const { label, list, query, selected, isDisabled, error, onQuery, onSelect, onBlur } = props;
  const { t } = useTranslation();
  const typed = selected ? '' : query;
  const suggestions = usePlaceSuggestions(typed, props.locationID);
  const near = props.near;
  // while the answer for the text typed now is on its way, the previous answer stays shown, but
  // only its places that match this text: a quick ArrowDown and Enter must not pick a place of
  // the previous word ('hotel' listed Hôtel Mont-Blanc first; 'Morgane' then chose it)
  const stale = suggestions.isPlaceholderData;
  const places =
    typed.trim().length >= 2 && suggestions.data && !suggestions.isError
      ? suggestions.data.filter(
          (p) =>
            (!near || distanceKm(near, p.location) <= PLACE_RADIUS_KM) && (!stale || matchesQuery(p, typed)),
        )
      : null;
  const items: SearchItem[] = places
    ? places.map((p) => {
        const address = p.addressID === null ? undefined : list.find((a) => a.addressID === p.addressID);
        return address ? fromAddress(address) : { id: `p${p.description}`, ...p, place: p };
      })
    : searchAddresses(list, typed).map(fromAddress);
  return (
    <ComboBox<SearchItem>
      className="field"
      items={items}
      inputValue={query}
      selectedKey={selected ? `a${selected.addressID}` : null}
      allowsCustomValue
      menuTrigger="input"
      allowsEmptyCollection
      isDisabled={isDisabled}
      isInvalid={!!error}
      onInputChange={(text) => {
        if (selected && text === selected.organisation) return;
        onQuery(text);
      }}
      onSelectionChange={(key) => {
        const item = items.find((i) => i.id === key);
        if (item?.address) onSelect(item.address);
        else if (item?.place) props.onSelectPlace(item.place);
      }}
      onBlur={onBlur}
    >
      <Label className="field__label">{label}</Label>
      <Group className="field__control search-combo__control">
        <Input className="field__input" placeholder={t('address.searchPlaceholder')} />
      </Group>
      <FieldError className="field__error">{error}</FieldError>
      <Popover className="search-combo__popover" placement="bottom start">
        <ListBox<SearchItem>
          className="search-combo__list"
          renderEmptyState={() => (
            <p className="search-combo__empty">
              {suggestions.isFetching ? t('address.searching') : t('address.noMatch')}
            </p>
          )}
        >
          {(item) => <PlaceOption id={item.id} place={item} />}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
