import type { Address } from '@alpine/contract';
import {
  ComboBox,
  FieldError,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  Popover,
  Text,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { searchAddresses } from '../address-rules.ts';

interface AddressSearchProps {
  label: string;
  list: Address[];
  query: string;
  selected: Address | null;
  isDisabled?: boolean;
  /** The blur message of part 2 §5, already translated. */
  error?: string;
  onQuery: (text: string) => void;
  onSelect: (address: Address) => void;
  onBlur: () => void;
}

/**
 * Search-as-you-type over the location's addresses (spec part 2 §2.4): results show organisation,
 * city, street and postcode; typing clears the current selection (part 2 §4).
 */
export function AddressSearch({
  label,
  list,
  query,
  selected,
  isDisabled,
  error,
  onQuery,
  onSelect,
  onBlur,
}: AddressSearchProps) {
  const { t } = useTranslation();
  const items = searchAddresses(list, selected ? '' : query);
  return (
    <ComboBox<Address>
      className="field"
      items={items}
      inputValue={query}
      selectedKey={selected?.addressID ?? null}
      allowsCustomValue
      menuTrigger="input"
      isDisabled={isDisabled}
      isInvalid={!!error}
      onInputChange={(text) => {
        if (selected && text === selected.organisation) return;
        onQuery(text);
      }}
      onSelectionChange={(key) => {
        const address = list.find((a) => a.addressID === Number(key));
        if (address) onSelect(address);
      }}
      onBlur={onBlur}
    >
      <Label className="field__label">{label}</Label>
      <Group className="field__control search-combo__control">
        <Input className="field__input" placeholder={t('address.searchPlaceholder')} />
      </Group>
      <FieldError className="field__error">{error}</FieldError>
      <Popover className="search-combo__popover" placement="bottom start">
        <ListBox<Address>
          className="search-combo__list"
          renderEmptyState={() => <p className="search-combo__empty">{t('address.noMatch')}</p>}
        >
          {(a) => (
            <ListBoxItem id={a.addressID} textValue={a.organisation} className="search-combo__item">
              <Text slot="label">{a.organisation}</Text>
              <Text slot="description" className="search-combo__meta">
                {[a.city, a.street, a.postcode].filter(Boolean).join(', ')}
              </Text>
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
