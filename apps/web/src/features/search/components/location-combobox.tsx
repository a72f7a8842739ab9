import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLazyWidget, widgetLoader, type Intent } from '../../../components/ui/lazy-widget.ts';
import type { LocationComboBoxProps } from './location-combobox-widget.tsx';

const widget = widgetLoader(() => import('./location-combobox-widget.tsx'));

/**
 * From / To dropdown (spec part 1 §2.1, part 2 §2.9): react-aria's ComboBox, loaded on first need
 * (docs/architecture.md §5). Until then a stand-in with the same markup, classes, label, value and error
 * shows; focusing, hovering or pressing it loads the widget, which takes the focus (and opens the list)
 * and keeps any text typed meanwhile. Props as LocationComboBoxWidget.
 */
export function LocationComboBox(props: LocationComboBoxProps) {
  const { module, handoff, request, leave, standIn } = useLazyWidget(widget);
  const [typed, setTyped] = useState<string | undefined>(undefined);
  if (module) {
    return <module.LocationComboBoxWidget {...props} autoFocus={handoff.focus} defaultInputValue={typed} />;
  }
  return (
    <LocationComboBoxStandIn
      {...props}
      typed={typed}
      onType={setTyped}
      onIntent={request}
      onLeave={leave}
      rootRef={(el) => {
        standIn.current = el;
      }}
    />
  );
}

interface StandInProps extends LocationComboBoxProps {
  typed: string | undefined;
  onType: (text: string) => void;
  onIntent: (intent: Intent) => void;
  onLeave: (event: React.FocusEvent) => void;
  rootRef: (el: HTMLDivElement | null) => void;
}

/** The ComboBox's markup without its code: a combobox input (collapsed) and the list button. */
function LocationComboBoxStandIn({
  label,
  groups,
  value,
  isInvalid,
  isLoading,
  typed,
  onType,
  onIntent,
  onLeave,
  rootRef,
}: StandInProps) {
  const { t } = useTranslation();
  const id = useId();
  const selected = groups.flatMap((g) => g.locations).find((l) => l.locationID === value);
  return (
    <div
      ref={rootRef}
      className="field location-combobox"
      data-invalid={isInvalid || undefined}
      onPointerEnter={() => onIntent('hover')}
      onPointerDown={() => onIntent('press')}
      onFocus={() => onIntent('focus')}
      onBlur={onLeave}
    >
      <label className="field__label" id={`${id}-label`} htmlFor={`${id}-input`}>
        {label}
      </label>
      <div className="field__control location-combobox__control" role="group">
        <span className="location-combobox__pin" aria-hidden="true">
          ●
        </span>
        <input
          id={`${id}-input`}
          className="field__input"
          role="combobox"
          aria-expanded="false"
          aria-autocomplete="list"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={isInvalid || undefined}
          aria-describedby={isInvalid ? `${id}-error` : undefined}
          placeholder={isLoading ? t('common.loading') : t('search.placeholder')}
          value={typed ?? selected?.name ?? ''}
          onChange={(e) => onType(e.target.value)}
        />
        <button
          type="button"
          id={`${id}-button`}
          className="location-combobox__toggle"
          tabIndex={-1}
          aria-haspopup="listbox"
          aria-expanded="false"
          aria-label={t('search.showLocations')}
          aria-labelledby={`${id}-button ${id}-label`}
          onClick={() => onIntent('open')}
        >
          <span aria-hidden="true">▾</span>
        </button>
      </div>
      {isInvalid && (
        <span className="field__error" id={`${id}-error`}>
          {t('search.required')}
        </span>
      )}
    </div>
  );
}
