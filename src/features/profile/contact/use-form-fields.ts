// The state of a form of text fields: the typed values, the error of each field, the props a
// field takes from them, and moving focus to a field (the first one in error, or the one the
// server refused).
import { useRef, useState, type ChangeEvent } from 'react';
import type { FieldErrors } from './validation';

/** What a text or password input of the form receives. */
export interface BoundField<F extends string> {
  name: F;
  value: string;
  error: string | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

export function useFormFields<F extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const formRef = useRef<HTMLFormElement>(null);

  /** Spread on an input: `<TextInput {...field('name')} label="Name" />`. */
  const field = (name: F): BoundField<F> => ({
    name,
    value: values[name],
    error: errors[name],
    onChange: (event) => setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const focus = (name: F) =>
    formRef.current?.querySelector<HTMLInputElement>(`[name="${name}"]`)?.focus();

  /** Shows these errors and focuses the first field (in `order`) that has one; true if any. */
  const showErrors = (next: FieldErrors<F>, order: readonly F[]): boolean => {
    setErrors(next);
    const first = order.find((name) => next[name]);
    if (first) focus(first);
    return first !== undefined;
  };

  return { values, errors, setErrors, field, focus, showErrors, formRef };
}
