import { useMemo } from 'react';
import { Button, ComboBox, Group, Input, Label, ListBox, ListBoxItem, Popover } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { dialCodes, type DialCode } from '../dial-codes.ts';

interface DialCodeComboBoxProps {
  value: string;
  onChange: (country: string) => void;
}

/**
 * The searchable country dial-code dropdown (spec part 2 §2.2): name and code, filtered as you type.
 * Text that matches no country opens the list with 'No matching country' (`allowsEmptyCollection`;
 * react-aria would otherwise keep the list shut and say nothing).
 */
export function DialCodeComboBox({ value, onChange }: DialCodeComboBoxProps) {
  const { t, i18n } = useTranslation();
  const items = useMemo(() => dialCodes(i18n.language), [i18n.language]);
  return (
    <ComboBox<DialCode>
      className="field dial-code"
      defaultItems={items}
      selectedKey={value}
      onSelectionChange={(key) => key !== null && onChange(String(key))}
      menuTrigger="focus"
      allowsEmptyCollection
    >
      <Label className="field__label">{t('personal.countryCode')}</Label>
      <Group className="field__control search-combo__control">
        <Input className="field__input" />
        <Button className="search-combo__toggle" aria-label={t('personal.showCountries')}>
          <span aria-hidden="true">▾</span>
        </Button>
      </Group>
      <Popover className="search-combo__popover" placement="bottom start">
        <ListBox<DialCode>
          className="search-combo__list"
          renderEmptyState={() => <p className="search-combo__empty">{t('personal.noCountry')}</p>}
        >
          {(item) => (
            <ListBoxItem
              id={item.id}
              textValue={`${item.name} (${item.code})`}
              className="search-combo__item"
            >
              {item.name} ({item.code})
            </ListBoxItem>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
