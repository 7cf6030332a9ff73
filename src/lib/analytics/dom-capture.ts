// Action events from the page (spec 7.8, 5): one event per click on something actionable and per
// committed field change, each with Page, Object Name and Time Sent. Runs the capture rules:
// excluded fields send nothing; sensitive or personal values are never sent; text is capped.
import { capturableValue, isExcludedField, safeText } from './capture-rules';

const ACTIONABLE =
  'a[href], button, [role="button"], [role="link"], [role="tab"], [role="menuitem"], [role="option"], [role="switch"], summary, [data-track]';

/** What the capture sends for one action. */
export interface CapturedAction {
  event: 'Click' | 'Field Change';
  objectName: string;
  value?: string;
}

/**
 * Content marked like this is never captured (mixpanel's convention). Third-party widgets that
 * render into the page, such as the chat panel, carry it: what a customer types to an agent is
 * not analytics.
 */
const NO_TRACK = '.mp-no-track, [data-mp-no-track]';

type Field = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

function isNoTrack(path: readonly EventTarget[]): boolean {
  return path.some((node) => node instanceof Element && node.matches(NO_TRACK));
}

function isField(node: EventTarget): node is Field {
  return (
    node instanceof HTMLInputElement ||
    node instanceof HTMLSelectElement ||
    node instanceof HTMLTextAreaElement
  );
}

function labelOf(field: Field): string | null {
  const labelled = field.labels?.[0]?.textContent ?? field.getAttribute('aria-label');
  return safeText(labelled) ?? safeText(field.name) ?? safeText(field.id) ?? null;
}

function fieldInfo(field: Field) {
  return {
    type: field instanceof HTMLInputElement ? field.type : field.tagName.toLowerCase(),
    name: field.name,
    id: field.id,
    autocomplete: field.getAttribute('autocomplete'),
  };
}

/** What a click read from the page at once: the clicked control's texts, not yet made safe. */
export interface ClickedControl {
  dataTrack: string | null;
  ariaLabel: string | null;
  text: string | null;
  tag: string;
}

/**
 * The actionable control a click was on, read while the event is dispatched (its texts may change
 * once the click is handled), or null: not actionable, marked no-track, or an excluded field.
 */
export function clickedControl(path: readonly EventTarget[]): ClickedControl | null {
  if (isNoTrack(path)) return null;
  for (const node of path) {
    if (!(node instanceof Element)) continue;
    if (isField(node) && isExcludedField(fieldInfo(node))) return null;
    if (!node.matches(ACTIONABLE)) continue;
    return {
      dataTrack: node.getAttribute('data-track'),
      ariaLabel: node.getAttribute('aria-label'),
      text: node.textContent,
      tag: node.tagName.toLowerCase(),
    };
  }
  return null;
}

/** The click's action: the control's tracking name, label or text, made safe (capture rules). */
export function clickAction(control: ClickedControl): CapturedAction {
  const name =
    safeText(control.dataTrack) ??
    safeText(control.ariaLabel) ??
    safeText(control.text) ??
    control.tag;
  return { event: 'Click', objectName: name };
}

/** The action a click stands for, or null (not actionable, or an excluded field). */
export function actionForClick(path: readonly EventTarget[]): CapturedAction | null {
  const control = clickedControl(path);
  return control ? clickAction(control) : null;
}

/** The action a field change stands for, or null when the field is excluded. */
export function actionForChange(target: EventTarget | undefined): CapturedAction | null {
  if (!target || !isField(target)) return null;
  const info = fieldInfo(target);
  if (isExcludedField(info)) return null;
  const objectName = labelOf(target) ?? target.tagName.toLowerCase();
  const checkable = target instanceof HTMLInputElement && /^(checkbox|radio)$/.test(target.type);
  const value = checkable
    ? String((target as HTMLInputElement).checked)
    : capturableValue({ ...info, label: objectName, value: target.value });
  return value === null
    ? { event: 'Field Change', objectName }
    : { event: 'Field Change', objectName, value };
}

/**
 * Listens on the document (shadow roots included, via the composed path); returns a stop function.
 * `send` gets, for each action, the function that names it. A click is read at once, but its text
 * is made safe (the capture rules' patterns) only when the action is named: the caller names it
 * after the next paint, so a click that opens a menu does not wait for it (issue 29, INP).
 */
export function captureActions(
  send: (name: () => CapturedAction | null) => void,
  root: Document = document,
): () => void {
  const onClick = (event: Event) => {
    const control = clickedControl(event.composedPath());
    if (control) send(() => clickAction(control));
  };
  const onChange = (event: Event) => {
    const path = event.composedPath();
    if (isNoTrack(path)) return;
    // A field's value is read now (the page may clear it once the change is handled).
    const action = actionForChange(path[0]);
    if (action) send(() => action);
  };
  root.addEventListener('click', onClick, true);
  root.addEventListener('change', onChange, true);
  return () => {
    root.removeEventListener('click', onClick, true);
    root.removeEventListener('change', onChange, true);
  };
}
