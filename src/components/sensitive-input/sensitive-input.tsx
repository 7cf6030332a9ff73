import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type ClipboardEvent,
} from 'react';
import '../tokens.css';
import '../field/field.css';
import { FieldLabel } from '../field/field-label';
import { describedBy } from '../field/field-text';
import { useControllable } from '../use-controllable';
import { applyMaskedEdit, maskValue } from './masked-edit';
import { FieldMessages } from '../field/field-messages';

/** Spec 9.6: a newly typed character stays readable for 3000 ms. */
export const REVEAL_MS = 3000;

/** Props of {@link SensitiveInput}. */
export interface SensitiveInputProps {
  /** Visible label. */
  label: string;
  /** Controlled real (unmasked) value. */
  value?: string;
  /** Starting real value when uncontrolled. */
  defaultValue?: string;
  /** Called with the real value after every edit. */
  onChange?: (value: string) => void;
  /** Help text under the input. */
  hint?: string;
  /** Error message; marks the input aria-invalid and describes it. */
  error?: string;
  /** Form field name: the real value is submitted through a hidden input of this name. */
  name?: string;
  /** Virtual keyboard hint, e.g. 'numeric' for an account or social-security number. */
  inputMode?: 'text' | 'numeric';
  maxLength?: number;
  required?: boolean;
  disabled?: boolean;
  id?: string;
}

/**
 * A field for values such as account or social-security numbers (spec 5): every character
 * shows as a bullet, a newly typed one is readable for 3 seconds, and copying or cutting the
 * value is blocked. The field holds only the masked text; the real value lives in state and
 * every edit (typing, deleting, selection replacement, paste) is applied to it at the caret.
 */
export function SensitiveInput({
  label,
  value: valueProp,
  defaultValue = '',
  onChange,
  hint,
  error,
  name,
  inputMode = 'text',
  maxLength,
  required,
  disabled,
  id,
}: SensitiveInputProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const [real, setReal] = useControllable(valueProp, defaultValue, onChange);
  // Which character is readable, and a stamp so typing again restarts its 3 s.
  const [reveal, setReveal] = useState<{ index: number; stamp: number } | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const caretRef = useRef<number | null>(null);
  const shown = maskValue(real, reveal?.index ?? null);

  useEffect(() => {
    if (!reveal) return;
    const timer = setTimeout(() => setReveal(null), REVEAL_MS);
    return () => clearTimeout(timer);
  }, [reveal]);

  // Re-rendering a controlled input puts the caret at the end; put it back where the edit was.
  useLayoutEffect(() => {
    const caret = caretRef.current;
    const input = inputRef.current;
    if (caret === null || !input || document.activeElement !== input) return;
    caretRef.current = null;
    input.setSelectionRange(caret, caret);
  });

  const onInputChange = (event: ChangeEvent<HTMLInputElement>) => {
    const after = event.target.value;
    const caret = event.target.selectionEnd ?? after.length;
    const edit = applyMaskedEdit(real, shown, after, caret);
    if (maxLength !== undefined && edit.real.length > maxLength) return;
    caretRef.current = caret;
    setReveal(edit.inserted.length === 1 ? { index: edit.insertedAt, stamp: Date.now() } : null);
    setReal(edit.real);
  };

  const block = (event: ClipboardEvent<HTMLInputElement>) => event.preventDefault();

  return (
    <div className="shs-field">
      <FieldLabel htmlFor={inputId} required={required}>
        {label}
      </FieldLabel>
      <input
        ref={inputRef}
        id={inputId}
        className="shs-control shs-sensitive-input"
        type="text"
        inputMode={inputMode}
        autoComplete="off"
        autoCorrect="off"
        autoCapitalize="off"
        spellCheck={false}
        required={required}
        disabled={disabled}
        value={shown}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(hintId, errorId)}
        onChange={onInputChange}
        onCopy={block}
        onCut={block}
        onDragStart={(event) => event.preventDefault()}
      />
      {name && <input type="hidden" name={name} value={real} />}
      <FieldMessages hintId={hintId} errorId={errorId} hint={hint} error={error} />
    </div>
  );
}
