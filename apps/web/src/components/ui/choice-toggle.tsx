import { Radio, RadioGroup } from 'react-aria-components';
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
 * One way and Shared Transfer / Private Transfer"; part 2 §2.9).
 */
export function ChoiceToggle<V extends string>({
  label,
  value,
  options,
  onChange,
  className,
}: ChoiceToggleProps<V>) {
  return (
    <RadioGroup
      className={['choice-toggle', className].filter(Boolean).join(' ')}
      aria-label={label}
      orientation="horizontal"
      value={value}
      onChange={(v) => onChange(v as V)}
    >
      {options.map((option) => (
        <Radio key={option.value} value={option.value} className="choice-toggle__option">
          {option.label}
        </Radio>
      ))}
    </RadioGroup>
  );
}
