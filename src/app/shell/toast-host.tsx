// Mounts the shell's toast viewport (spec 4.6) without adding it to the first load: its chunk is
// fetched once the first page has painted, then it stays mounted, so its live regions are in
// place before any confirmation arrives. Toasts queued earlier wait in the store and show then.
import { lazy, Suspense, useEffect, useState } from 'react';
import { loadWhenOnline } from '../../lib/browser/when-online';

const ToastViewport = lazy(() =>
  loadWhenOnline(() => import('../../components/toast/toast-viewport')).then((module) => ({
    default: module.ToastViewport,
  })),
);

/** Delay after the shell mounts before the viewport loads (the first page comes first). */
const LOAD_AFTER_MS = 800;

export function ToastHost() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setReady(true), LOAD_AFTER_MS);
    return () => clearTimeout(timer);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <ToastViewport />
    </Suspense>
  );
}
