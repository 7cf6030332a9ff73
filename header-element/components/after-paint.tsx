// Splits the header's first render into two shorter tasks without rendering the whole header
// twice: the bar renders at upgrade, and what can wait (the sub nav row, the closed profile
// menu's content) renders in a task after the first paint, as this component's own update.
import { useEffect, useState, type ReactNode } from 'react';

/** Props of <AfterPaint>. */
export interface AfterPaintProps {
  children: ReactNode;
  /** Rendered until then (an empty container the controls point at, or nothing). */
  fallback?: ReactNode;
}

export function AfterPaint({ children, fallback = null }: AfterPaintProps) {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    // Effects run after the paint; the timer makes the content a task of its own.
    const timer = setTimeout(() => setShown(true));
    return () => clearTimeout(timer);
  }, []);
  return <>{shown ? children : fallback}</>;
}
