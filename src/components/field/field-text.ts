/**
 * Spec 5: a required input without a visible label shows an asterisk after its placeholder.
 * Returns the placeholder to display.
 */
export function displayedPlaceholder(
  placeholder: string | undefined,
  required: boolean | undefined,
  hasLabel: boolean,
): string | undefined {
  if (!placeholder) return placeholder;
  return required && !hasLabel ? `${placeholder} *` : placeholder;
}

/** Joins the ids of the elements describing a control, or undefined when there are none. */
export function describedBy(...ids: (string | false | null | undefined)[]): string | undefined {
  const list = ids.filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}
