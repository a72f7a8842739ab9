import {
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type RefObject,
} from 'react';
import type { LocationGroup } from '@alpine/contract';
import {
  Button,
  Collection,
  ComboBox,
  ComboBoxStateContext,
  FieldError,
  Group,
  Header,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  useFilter,
  type Key,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';

export interface LocationComboBoxProps {
  label: string;
  groups: LocationGroup[];
  value: number | null;
  /** Called with the chosen id, or null when cleared or when the selected one is chosen again. */
  onChange: (locationID: number | null) => void;
  isInvalid?: boolean;
  /** The groups are still on their way: the open list says 'Loading…'. */
  isLoading?: boolean;
  /**
   * The groups could not be fetched: the list stays shut and says nothing (spec part 1 §8: a failed
   * call is logged only, no message to the user); focusing or typing in the field calls `onRetry`.
   */
  loadFailed?: boolean;
  /** Fetches the groups again (after `loadFailed`). */
  onRetry?: () => void;
}

/** How the widget takes over from the stand-in of location-combobox.tsx (docs/architecture.md §5). */
interface HandoffProps {
  /**
   * Focus the input once mounted, which opens the list (menuTrigger="focus"). Not react-aria's
   * autoFocus: that focuses before the collection is built, so the list would not open.
   */
  autoFocus?: boolean;
  /** Text typed into the stand-in before the widget arrived: the list opens filtered by it. */
  defaultInputValue?: string;
}

/**
 * The handoff's focus (HandoffProps.autoFocus), inside the ComboBox for its state (rendered after
 * the Input, so that its ref is set when the layout effect runs).
 * - `atOnce` (text was typed into the stand-in, or no place is chosen): the widget mounts with
 *   menuTrigger "input" and the input takes the focus in the commit that removes the stand-in (a
 *   layout effect), so that every key of a traveller typing meanwhile reaches it: focused a task
 *   later, the keys pressed in between were lost ('Gneva' for 'Geneva'). A task later, once the
 *   collection is built (a focus-opened list would not open before it: react-aria's own autoFocus
 *   has that flaw), the list opens as typing opens it, filtered by the text typed (`typed`), or,
 *   with nothing typed, as a focus opens it, every place.
 * - Otherwise (a chosen place, nothing typed): the input takes the focus a task later, which opens
 *   the list; focused earlier, react-aria would leave the chosen place's name out of the input.
 * `onDone` then restores menuTrigger "focus".
 */
function FocusOnHandoff({
  autoFocus,
  atOnce,
  typed,
  input,
  onDone,
}: {
  autoFocus?: boolean;
  atOnce: boolean;
  typed?: string;
  input: RefObject<HTMLInputElement | null>;
  onDone: () => void;
}) {
  const state = useContext(ComboBoxStateContext);
  const latest = useRef(state);
  latest.current = state;
  useLayoutEffect(() => {
    // (react-aria first renders the children without the state, to build the collection: not that pass)
    if (!autoFocus || !atOnce || !latest.current) return;
    input.current?.focus();
    const timer = setTimeout(() => {
      // opened as typing opens it (filtered by the text), or, with nothing typed, as a focus does (every place)
      if (document.activeElement === input.current) latest.current?.open(null, typed ? 'input' : 'focus');
      onDone();
    }, 0);
    return () => clearTimeout(timer);
  }, [autoFocus, atOnce, typed, input, onDone]);
  useEffect(() => {
    if (!autoFocus || atOnce) return;
    const timer = setTimeout(() => {
      input.current?.focus();
      onDone();
    }, 0);
    return () => clearTimeout(timer);
  }, [autoFocus, atOnce, input, onDone]);
  return null;
}

/**
 * After a failed load (LocationComboBoxProps.loadFailed), inside the ComboBox for its state: an open
 * list is shut, since it has nothing to show and no message may be given (spec part 1 §8); when a
 * retry then brings the places while the field still has the focus, the list opens again.
 */
function ShutWhileFailed({ loadFailed, hasPlaces }: { loadFailed?: boolean; hasPlaces: boolean }) {
  const state = useContext(ComboBoxStateContext);
  const latest = useRef(state);
  latest.current = state;
  const failedBefore = useRef(false);
  useEffect(() => {
    if (!loadFailed) return;
    failedBefore.current = true;
    if (latest.current?.isOpen) latest.current.close();
  }, [loadFailed]);
  useEffect(() => {
    const combo = latest.current;
    if (!hasPlaces || !failedBefore.current || !combo?.isFocused || combo.isOpen) return;
    failedBefore.current = false;
    combo.open(null, 'focus');
  }, [hasPlaces]);
  return null;
}

/**
 * The list's filter (docs/architecture.md §6): a place matches typed text found in its name, or in one of its
 * names in the site's other languages (`aliases` of GET /api/v1/locations/public), so that
 * 'Geneva' finds 'Aéroport de Genève' on the French site. Accents and case are ignored, as
 * react-aria's own `contains` does (sensitivity 'base'). Names are unique within a language, so the
 * shown name keys its aliases.
 */
function useNameOrAliasFilter(groups: LocationGroup[]): (textValue: string, inputValue: string) => boolean {
  const { contains } = useFilter({ sensitivity: 'base' });
  const aliases = useMemo(
    () => new Map(groups.flatMap((g) => g.locations.map((l) => [l.name, l.aliases ?? []] as const))),
    [groups],
  );
  return useCallback(
    (textValue, inputValue) =>
      contains(textValue, inputValue) || (aliases.get(textValue) ?? []).some((a) => contains(a, inputValue)),
    [aliases, contains],
  );
}

/**
 * From / To dropdown: titled sections with a search filter (spec part 1 §2.1, part 2 §2.9).
 * Choosing the already selected location deselects it (part 1 §4). Loaded on first need by
 * LocationComboBox (location-combobox.tsx), which renders it.
 *
 * The list opens even while it has no entries (`allowsEmptyCollection`), saying why: 'Loading…'
 * while the groups are on their way, or that nothing matches the typed text. Without it react-aria
 * keeps the list shut while the groups load and does not open it when they arrive, so text typed on
 * a slow connection showed no list (seen as a flaky home search journey). When the groups failed
 * the list shuts without a message (spec part 1 §8) and opens again when a retry (a focus or a
 * keystroke) brings them while the field has the focus (ShutWhileFailed).
 */
export function LocationComboBoxWidget({
  label,
  groups,
  value,
  onChange,
  isInvalid,
  isLoading,
  loadFailed,
  onRetry,
  autoFocus,
  defaultInputValue,
}: LocationComboBoxProps & HandoffProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  // (FocusOnHandoff) a chosen place shows in the input only if the input is not focused before the
  // collection is built, so then the focus waits a task, as before
  const focusAtOnce = defaultInputValue !== undefined || value === null;
  const [menuTrigger, setMenuTrigger] = useState<'focus' | 'input'>(
    autoFocus && focusAtOnce ? 'input' : 'focus',
  );
  const restoreFocusTrigger = useCallback(() => setMenuTrigger('focus'), []);
  const retry = () => {
    if (loadFailed) onRetry?.();
  };
  const filter = useNameOrAliasFilter(groups);
  const handleSelection = (key: Key | null) => {
    const id = key === null ? null : Number(key);
    onChange(id !== null && id === value ? null : id);
  };
  return (
    <ComboBox
      className="field location-combobox"
      defaultItems={groups}
      defaultFilter={filter}
      value={value}
      onSelectionChange={handleSelection}
      isInvalid={isInvalid}
      menuTrigger={menuTrigger}
      allowsEmptyCollection={!loadFailed}
      onFocus={retry}
      onInputChange={retry}
      {...(defaultInputValue === undefined ? {} : { defaultInputValue })}
    >
      <ShutWhileFailed loadFailed={loadFailed} hasPlaces={groups.length > 0} />
      <Label className="field__label">{label}</Label>
      <Group className="field__control location-combobox__control">
        <span className="location-combobox__pin" aria-hidden="true">
          ●
        </span>
        <Input
          ref={input}
          className="field__input"
          placeholder={isLoading ? t('common.loading') : t('search.placeholder')}
        />
        <Button className="location-combobox__toggle" aria-label={t('search.showLocations')}>
          <span aria-hidden="true">▾</span>
        </Button>
      </Group>
      {/* after the Input: its layout effect runs once the Input's ref is set */}
      <FocusOnHandoff
        autoFocus={autoFocus}
        atOnce={focusAtOnce}
        typed={defaultInputValue}
        input={input}
        onDone={restoreFocusTrigger}
      />
      <FieldError className="field__error">{t('search.required')}</FieldError>
      <Popover className="location-combobox__popover" placement="bottom start">
        <ListBox<LocationGroup>
          className="location-combobox__list"
          renderEmptyState={() => (
            <p className="location-combobox__empty">
              {isLoading ? t('common.loading') : t('search.noMatch')}
            </p>
          )}
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
