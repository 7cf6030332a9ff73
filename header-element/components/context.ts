// What every header part needs: the host element (events) and the link rules' input.
import { createContext, useContext } from 'react';
import type { LinkInput } from '../rules/links';

/** Shared header context. */
export interface HeaderContextValue {
  host: HTMLElement;
  links: LinkInput;
  /** Closes every open menu (after a link is taken in-app). */
  closeAll(): void;
}

export const HeaderContext = createContext<HeaderContextValue | null>(null);

/** The header context; only used under <ShsHeader>. */
export function useHeader(): HeaderContextValue {
  const value = useContext(HeaderContext);
  if (!value) throw new Error('useHeader outside <ShsHeader>');
  return value;
}
