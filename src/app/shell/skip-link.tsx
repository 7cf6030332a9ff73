// "Skip to main content" for keyboard users. Focuses the main region directly instead of
// following a #hash, which the router would treat as a navigation.
import type { RefObject } from 'react';

export function SkipLink({ targetRef }: { targetRef: RefObject<HTMLElement | null> }) {
  return (
    <a
      className="skip-link"
      href="#main-content"
      onClick={(event) => {
        event.preventDefault();
        targetRef.current?.focus();
      }}
    >
      Skip to main content
    </a>
  );
}
