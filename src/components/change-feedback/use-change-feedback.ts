// Focus and announcement after a page changes without a navigation (add, save, remove, error):
// focus moves to where the result is (the new item, the confirmation or the first error) and a
// live region that is always in the page says what happened. One helper, so every page does it
// the same way.
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';

/** Finds the element to focus once the change has rendered (it may not exist before). */
export type FocusTarget = () => HTMLElement | null | undefined;

/** What the page shows and announces after a change. */
export interface ChangeReport {
  message: string;
  tone: 'success' | 'error';
  /** Bumped on every report, so the same words said twice are announced twice. */
  seq: number;
}

/** What {@link useChangeFeedback} returns. */
export interface ChangeFeedback {
  /** The last report, or null. */
  report: ChangeReport | null;
  /**
   * Shows and announces `message`, then moves focus to `focus()` (default: the message itself,
   * through {@link ChangeMessage}).
   */
  say: (message: string, options?: { tone?: 'success' | 'error'; focus?: FocusTarget }) => void;
  /** Forgets the message (before a new attempt). */
  clear: () => void;
  /** Moves focus after the next render without a message (e.g. back to a button on Cancel). */
  focusAfterRender: (focus: FocusTarget) => void;
  /** Internal: the visible message's element, the default focus target. */
  messageRef: RefObject<HTMLDivElement | null>;
}

/** Gives an element that is not focusable by nature a programmatic tab stop, then focuses it. */
export function focusElement(element: HTMLElement): void {
  if (element.tabIndex < 0 && !element.hasAttribute('tabindex')) {
    element.setAttribute('tabindex', '-1');
  }
  // Marks it for change-message.css: a visible ring and room below a fixed header.
  element.setAttribute('data-change-focus', '');
  element.focus();
}

export function useChangeFeedback(): ChangeFeedback {
  const [report, setReport] = useState<ChangeReport | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const messageRef = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<FocusTarget | null>(null);

  // After the render that shows the result. A timeout, not only the effect: the shell moves
  // focus to <main> in its own effect after a route change, and a parent's effect runs after
  // its children's, so the result's focus must come after that.
  useEffect(() => {
    const find = pendingFocus.current;
    if (!find) return;
    pendingFocus.current = null;
    const timer = setTimeout(() => {
      const target = find() ?? messageRef.current;
      if (target) focusElement(target);
    }, 0);
    return () => clearTimeout(timer);
  }, [report, focusRequest]);

  const say = useCallback<ChangeFeedback['say']>((message, options = {}) => {
    pendingFocus.current = options.focus ?? (() => messageRef.current);
    setReport((last) => ({
      message,
      tone: options.tone ?? 'success',
      seq: (last?.seq ?? 0) + 1,
    }));
  }, []);
  const clear = useCallback(() => setReport(null), []);
  const focusAfterRender = useCallback((focus: FocusTarget) => {
    pendingFocus.current = focus;
    setFocusRequest((n) => n + 1);
  }, []);

  return { report, say, clear, focusAfterRender, messageRef };
}
