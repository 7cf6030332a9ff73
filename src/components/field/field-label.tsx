/** Props of {@link FieldLabel}. */
export interface FieldLabelProps {
  /** Id of the labelled control. */
  htmlFor: string;
  /** Label text. */
  children: string;
  /** Marks the field as required with a visible asterisk (the control itself says it too). */
  required?: boolean;
}

/** The visible label of a form control, with an asterisk when the field is required. */
export function FieldLabel({ htmlFor, children, required }: FieldLabelProps) {
  return (
    <label className="shs-field__label" htmlFor={htmlFor}>
      {children}
      {required && (
        <span className="shs-field__required" aria-hidden="true">
          {' *'}
        </span>
      )}
    </label>
  );
}
