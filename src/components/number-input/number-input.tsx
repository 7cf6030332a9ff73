import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import '../tokens.css';
import '../field/field.css';
import '../select/select.css';
import './number-input.css';
import { Icon } from '../icon/icon';
import { useControllable } from '../use-controllable';
import { FieldMessages } from '../field/field-messages';
import { useText } from '../../lib/shared/i18n/use-text';
import { componentsText } from '../text';

/** Spec 9.6: the dropdown offers 0 to 10 (11 options); its top option reads '10+'. */
export const DROPDOWN_TOP = 10;
/** Spec 9.6: back to the dropdown 750 ms after the value drops below 10 (debounced). */
export const BACK_TO_DROPDOWN_MS = 750;

/** Props of {@link NumberInput}. */
export interface NumberInputProps {
  /** Visible label; also names the increment and decrement buttons. */
  label: string;
  /** Controlled value. */
  value?: number;
  /** Starting value when uncontrolled. Defaults to `min` (or 0 when min is below 0). */
  defaultValue?: number;
  /** Called with every accepted value (always within min and max). */
  onChange?: (value: number) => void;
  /** Lowest accepted value. Defaults to 0. */
  min?: number;
  /** Highest accepted value. Defaults to no limit. */
  max?: number;
  /** Amount the increment and decrement buttons (and arrow keys) add or take. Defaults to 1. */
  step?: number;
  /** Form field name. */
  name?: string;
  /** Element id of the control; generated when absent. */
  id?: string;
}

const NUMBER_PATTERN = /^-?\d+(\.\d+)?$/;

/**
 * A quantity picker (spec 4.6, 5): a dropdown 0..10 whose top option '10+' switches to a free
 * numeric field; the field switches back 750 ms after the value drops below 10. Only values
 * within min and max are accepted; the buttons step by `step` and are disabled at the bounds.
 */
export function NumberInput({
  label,
  value: valueProp,
  defaultValue,
  onChange,
  min = 0,
  max = Number.POSITIVE_INFINITY,
  step = 1,
  name,
  id,
}: NumberInputProps) {
  const generatedId = useId();
  const t = useText(componentsText);
  const controlId = id ?? generatedId;
  const errorId = `${controlId}-error`;
  const [value, setValue] = useControllable(valueProp, defaultValue ?? Math.max(min, 0), onChange);
  // Text typed in the field that is not (yet) an accepted value; kept so nothing typed is lost.
  const [draft, setDraft] = useState<string | null>(null);
  const [stickyField, setStickyField] = useState(false);
  const wrapperRef = useRef<HTMLDivElement>(null);
  const focusInside = useRef(false);

  const needsField = value >= DROPDOWN_TOP || !Number.isInteger(value);
  const showField = needsField || stickyField;
  const controlRef = useRef<HTMLElement | null>(null);
  const setControl = (el: HTMLElement | null) => {
    controlRef.current = el;
  };
  const accept = (next: number) => next >= min && next <= max;
  const invalid = draft !== null && !isAcceptedText(draft, accept);

  // Once in the field, stay there until the value has been below 10 for 750 ms (debounced:
  // every keystroke restarts the wait, so typing 1 then 5 for 15 never flips to the dropdown).
  // Text that is not an accepted value holds the field, so nothing typed is thrown away.
  useEffect(() => {
    if (needsField) {
      setStickyField(true);
      return;
    }
    if (!stickyField || invalid) return;
    const timer = setTimeout(() => {
      setStickyField(false);
      setDraft(null);
    }, BACK_TO_DROPDOWN_MS);
    return () => clearTimeout(timer);
  }, [needsField, stickyField, value, draft, invalid]);

  // Switching control replaces the focused element; keep keyboard focus on the new one.
  useLayoutEffect(() => {
    const wrapper = wrapperRef.current;
    if (!wrapper || !focusInside.current || wrapper.contains(document.activeElement)) return;
    controlRef.current?.focus();
  }, [showField]);

  const canDecrement = accept(value - step);
  const canIncrement = accept(value + step);
  const stepBy = (direction: 1 | -1) => {
    const next = roundToStep(value + direction * step, step);
    if (!accept(next)) return;
    setDraft(null);
    setValue(next);
  };

  const onFieldChange = (text: string) => {
    const trimmed = text.trim();
    const parsed = Number(trimmed);
    if (NUMBER_PATTERN.test(trimmed) && accept(parsed)) {
      setDraft(text === String(parsed) ? null : text);
      if (parsed !== value) setValue(parsed);
    } else {
      setDraft(text);
    }
  };
  const onFieldKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      stepBy(event.key === 'ArrowUp' ? 1 : -1);
    }
  };

  const rangeText = Number.isFinite(max)
    ? t('number.range', { min, max })
    : t('number.atLeast', { min });

  return (
    <div
      className="shs-field shs-number-input"
      ref={wrapperRef}
      onFocus={() => {
        focusInside.current = true;
      }}
      onBlur={(event) => {
        // A control removed while switching modes blurs with no next target and is no longer in
        // the page: that is not the user leaving.
        if (!event.relatedTarget && !event.target.isConnected) return;
        focusInside.current = wrapperRef.current?.contains(event.relatedTarget as Node) ?? false;
      }}
    >
      <label className="shs-field__label" htmlFor={controlId}>
        {label}
      </label>
      <div className="shs-field__row">
        <button
          type="button"
          className="shs-icon-button"
          aria-label={t('number.decrease', { label })}
          aria-disabled={!canDecrement || undefined}
          onClick={() => stepBy(-1)}
        >
          <Icon name="minus" size={20} />
        </button>
        {showField ? (
          <input
            id={controlId}
            ref={setControl}
            className="shs-control shs-number-input__field"
            type="text"
            inputMode={Number.isInteger(step) && min >= 0 ? 'numeric' : 'decimal'}
            autoComplete="off"
            role="spinbutton"
            aria-valuenow={value}
            aria-valuemin={min}
            aria-valuemax={Number.isFinite(max) ? max : undefined}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            value={draft ?? String(value)}
            onChange={(event) => onFieldChange(event.target.value)}
            onKeyDown={onFieldKeyDown}
          />
        ) : (
          <span className="shs-select-wrap">
            <select
              id={controlId}
              ref={setControl}
              className="shs-control shs-select shs-number-input__select"
              value={String(value)}
              onChange={(event) => setValue(Number(event.target.value))}
            >
              {Array.from({ length: DROPDOWN_TOP + 1 }, (_, n) => (
                <option key={n} value={n} disabled={!accept(n)}>
                  {n === DROPDOWN_TOP ? `${DROPDOWN_TOP}+` : n}
                </option>
              ))}
            </select>
            <Icon name="chevron-down" size={18} className="shs-select-wrap__chevron" />
          </span>
        )}
        <button
          type="button"
          className="shs-icon-button"
          aria-label={t('number.increase', { label })}
          aria-disabled={!canIncrement || undefined}
          onClick={() => stepBy(1)}
        >
          <Icon name="plus" size={20} />
        </button>
      </div>
      {name && <input type="hidden" name={name} value={value} />}
      <FieldMessages errorId={errorId} error={invalid && rangeText} />
    </div>
  );
}

function isAcceptedText(text: string, accept: (n: number) => boolean): boolean {
  const trimmed = text.trim();
  return NUMBER_PATTERN.test(trimmed) && accept(Number(trimmed));
}

// Keeps fractional steps (0.1 + 0.2) from drifting into 0.30000000000000004.
function roundToStep(n: number, step: number): number {
  const decimals = (String(step).split('.')[1] ?? '').length;
  return Number(n.toFixed(decimals));
}
