import type { Key } from 'react-aria-components';
import { ListBoxItem, Text } from 'react-aria-components';

interface PlaceOptionProps {
  /** The option's key in its ListBox. */
  id: Key;
  /** An address or a geocoder's place: its name first, then city, street and postcode. */
  place: { organisation: string; city: string; street: string; postcode: string };
}

/**
 * One suggestion of an address search (the address step's search and the closest-stop tool, spec
 * part 2 §2.4): the place's name as the option's label, its city, street and postcode below.
 */
export function PlaceOption({ id, place }: PlaceOptionProps) {
  return (
    <ListBoxItem id={id} textValue={place.organisation} className="search-combo__item">
      <Text slot="label">{place.organisation}</Text>
      <Text slot="description" className="search-combo__meta">
        {[place.city, place.street, place.postcode].filter(Boolean).join(', ')}
      </Text>
    </ListBoxItem>
  );
}
