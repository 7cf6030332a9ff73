// "Skip to main content" for keyboard users. Focuses the main region directly instead of
// following a #hash, which the router would treat as a navigation.
import type { RefObject } from 'react';
import { useText } from '../../lib/shared/i18n/use-text';
import { appText } from '../text';

export function SkipLink({ targetRef }: { targetRef: RefObject<HTMLElement | null> }) {
  const t = useText(appText);
  return (
    <a
      className="skip-link"
      href="#main-content"
      onClick={(event) => {
        event.preventDefault();
        targetRef.current?.focus();
      }}
    >
      {t('skipLink')}
    </a>
  );
}
