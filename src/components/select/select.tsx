import { useEffect, useId } from 'react';
import '../tokens.css';
import '../field/field.css';
import './select.css';
import { Icon } from '../icon/icon';
import { FieldLabel } from '../field/field-label';
import { describedBy, displayedPlaceholder } from '../field/field-text';
import { useControllable } from '../use-controllable';
import { FieldMessages } from '../field/field-messages';

/** One choice of a {@link Select}. */
export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
  /** The label's language when it differs from the page's (a language's own name: "Español"). */
  lang?: string;
}

/** Props of {@link Select}. */
export interface SelectProps {
  /** The choices. */
  options: SelectOption[];
  /** Visible label. Without one, `placeholder` (or `ariaLabel`) names the select. */
  label?: string;
  /** Accessible name when there is no visible label; defaults to the placeholder. */
  ariaLabel?: string;
  /** Text of the empty first choice shown while nothing is selected. */
  placeholder?: string;
  /** Controlled value ('' for nothing selected). */
  value?: string;
  /** Starting value when uncontrolled. */
  defaultValue?: string;
  /** Called with the selected option's value. */
  onChange?: (value: string) => void;
  /**
   * Required field. Spec 5: a required select with exactly one option selects it by itself;
   * without a visible label the placeholder gets an asterisk.
   */
  required?: boolean;
  /** Error message; marks the select aria-invalid and describes it. */
  error?: string;
  /** Help text under the select. */
  hint?: string;
  disabled?: boolean;
  name?: string;
  id?: string;
}

/** A labelled native <select>: the platform's own keyboard and screen-reader behaviour. */
export function Select({
  options,
  label,
  ariaLabel,
  placeholder,
  value: valueProp,
  defaultValue,
  onChange,
  required,
  error,
  hint,
  disabled,
  name,
  id,
}: SelectProps) {
  const generatedId = useId();
  const selectId = id ?? generatedId;
  const hintId = hint ? `${selectId}-hint` : undefined;
  const errorId = error ? `${selectId}-error` : undefined;
  const only = required && options.length === 1 ? options[0] : undefined;
  const [value, setValue] = useControllable(valueProp, defaultValue ?? only?.value ?? '', onChange);

  // A controlled select learns about the auto-selection through onChange.
  useEffect(() => {
    if (only && value === '') setValue(only.value);
  }, [only, value, setValue]);

  const shownPlaceholder = displayedPlaceholder(placeholder, required, Boolean(label));
  return (
    <div className="shs-field">
      {label && (
        <FieldLabel htmlFor={selectId} required={required}>
          {label}
        </FieldLabel>
      )}
      <div className="shs-select-wrap">
        <select
          id={selectId}
          name={name}
          className="shs-control shs-select"
          aria-label={label ? undefined : (ariaLabel ?? placeholder)}
          value={value}
          required={required}
          disabled={disabled}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, errorId)}
          onChange={(event) => setValue(event.target.value)}
        >
          {(shownPlaceholder !== undefined || value === '') && (
            <option value="" disabled={required}>
              {shownPlaceholder ?? ''}
            </option>
          )}
          {options.map((option) => (
            <option
              key={option.value}
              value={option.value}
              disabled={option.disabled}
              lang={option.lang}
            >
              {option.label}
            </option>
          ))}
        </select>
        <Icon name="chevron-down" size={20} className="shs-select-wrap__chevron" />
      </div>
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}
