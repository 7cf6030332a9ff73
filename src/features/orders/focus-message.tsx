// A success message that takes keyboard focus when it appears: the button that led to it is
// gone (the order is confirmed, the form accepted), so focus must not fall back to the page.
import { useEffect, useRef } from 'react';
import { InlineMessage } from '../../components/inline-message/inline-message';

export function FocusedSuccess({ children }: { children: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div ref={ref} tabIndex={-1} className="orders-focus-target">
      <InlineMessage variant="success">{children}</InlineMessage>
    </div>
  );
}
