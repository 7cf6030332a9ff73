// A message above or below a form: errors are alerts (announced at once), confirmations are
// polite status messages.
import type { ReactNode } from 'react';

/** Props of {@link FormMessage}. */
export interface FormMessageProps {
  /** 'error' renders role alert; 'success' renders role status. */
  variant: 'error' | 'success';
  children: ReactNode;
  /** Extra content after the text, e.g. a Retry button. */
  action?: ReactNode;
}

export function FormMessage({ variant, children, action }: FormMessageProps) {
  return (
    <div
      className={`profile-message profile-message--${variant}`}
      role={variant === 'error' ? 'alert' : 'status'}
    >
      <p className="profile-message__text">{children}</p>
      {action}
    </div>
  );
}
