// A success message that takes keyboard focus when it appears: the button that led to it is
// gone (the order is confirmed, the form accepted), so focus must not fall back to the page.
import { useEffect, useRef, type ReactNode } from 'react';
import { InlineMessage } from '../../components/inline-message/inline-message';

/** Props of {@link FocusedSuccess}. */
export interface FocusedSuccessProps {
  children: string;
  /** The next step, offered right in the message (e.g. booking the installation). */
  action?: ReactNode;
}

export function FocusedSuccess({ children, action }: FocusedSuccessProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="orders-focus-target">
      <InlineMessage variant="success" action={action}>
        {children}
      </InlineMessage>
    </div>
  );
}
