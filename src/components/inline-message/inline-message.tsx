// A message in a page or above/below a form: errors are alerts (announced at once),
// confirmations are polite status messages. Every page uses this one, so errors look alike.
import type { ReactNode } from 'react';
import '../tokens.css';
import './inline-message.css';

/** Props of {@link InlineMessage}. */
export interface InlineMessageProps {
  /** 'error' renders role alert; 'success' and 'info' render role status. */
  variant: 'error' | 'success' | 'info';
  children: ReactNode;
  /** Extra content after the text, e.g. a "Try again" button. */
  action?: ReactNode;
  /** False when something else announces it (ChangeMessage's own live regions). Default true. */
  live?: boolean;
}

export function InlineMessage({ variant, children, action, live = true }: InlineMessageProps) {
  return (
    <div
      className={`shs-inline-message shs-inline-message--${variant}`}
      role={live ? (variant === 'error' ? 'alert' : 'status') : undefined}
    >
      <p className="shs-inline-message__text">{children}</p>
      {action}
    </div>
  );
}
