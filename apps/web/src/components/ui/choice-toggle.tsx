import { useId } from 'react';
import './choice-toggle.css';

interface ChoiceToggleProps<V extends string> {
  label: string;
  value: V;
  options: { value: V; label: string }[];
  onChange: (value: V) => void;
  className?: string;
}

/**
 * A two-way radio choice drawn as a segmented switch (spec part 1 §2.1 "Radio choices Return /
 * One way and Shared Transfer / Private Transfer"; part 2 §2.9). Native radio buttons in a named
 * radiogroup: arrow keys, Tab and screen readers work as for any radio group, with no script of
 * react-aria on the first page (docs/architecture.md §5). `data-selected` marks the chosen option for the
 * CSS.
 */
export function ChoiceToggle<V extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: ChoiceToggleProps<V>) {
  const name = useId();
  return (
    <div
      role="radiogroup"
      aria-label={label}
      aria-orientation="horizontal"
      className={['choice-toggle', className].filter(Boolean).join(' ')}
    >
      {options.map((option) => (
        <label
          key={option.value}
          className="choice-toggle__option"
          data-selected={option.value === value || undefined}
        >
          <input
            type="radio"
            className="visually-hidden"
            name={name}
            value={option.value}
            checked={option.value === value}
            onChange={() => onChange(option.value)}
          />
          {option.label}
        </label>
      ))}
    </div>
  );
}
