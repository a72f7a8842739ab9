import type { LocationGroup } from '@alpine/contract';
import {
  Button,
  Collection,
  ComboBox,
  FieldError,
  Group,
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  type Key,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';

interface LocationComboBoxProps {
  label: string;
  groups: LocationGroup[];
  value: number | null;
  /** Called with the chosen id, or null when cleared or when the selected one is chosen again. */
  onChange: (locationID: number | null) => void;
  isInvalid?: boolean;
  isLoading?: boolean;
}

/**
 * From / To dropdown: titled sections with a search filter (spec part 1 §2.1, part 2 §2.9).
 * Choosing the already selected location deselects it (part 1 §4).
 */
export function LocationComboBox({
  label,
  groups,
  value,
  onChange,
  isInvalid,
  isLoading,
}: LocationComboBoxProps) {
  const { t } = useTranslation();
  const handleSelection = (key: Key | null) => {
    const id = key === null ? null : Number(key);
    onChange(id !== null && id === value ? null : id);
  };
  return (
    <ComboBox
      className="field location-combobox"
      defaultItems={groups}
      value={value}
      onSelectionChange={handleSelection}
      isInvalid={isInvalid}
      menuTrigger="focus"
    >
      <Label className="field__label">{label}</Label>
      <Group className="field__control location-combobox__control">
        <span className="location-combobox__pin" aria-hidden="true">
          ●
        </span>
        <Input
          className="field__input"
          placeholder={isLoading ? t('common.loading') : t('search.placeholder')}
        />
        <Button className="location-combobox__toggle" aria-label={t('search.showLocations')}>
          <span aria-hidden="true">▾</span>
        </Button>
      </Group>
      <FieldError className="field__error">{t('search.required')}</FieldError>
      <Popover className="location-combobox__popover" placement="bottom start">
        <ListBox<LocationGroup>
          className="location-combobox__list"
          renderEmptyState={() => <p className="location-combobox__empty">{t('search.noMatch')}</p>}
        >
          {(group) => (
            <ListBoxSection id={group.title} className="location-combobox__section">
              <Header className="location-combobox__header">{group.title}</Header>
              <Collection items={group.locations.map((l) => ({ ...l, id: l.locationID }))}>
                {(location) => (
                  <ListBoxItem
                    id={location.locationID}
                    textValue={location.name}
                    className="location-combobox__item"
                  >
                    {location.name}
                  </ListBoxItem>
                )}
              </Collection>
            </ListBoxSection>
          )}
        </ListBox>
      </Popover>
    </ComboBox>
  );
}
