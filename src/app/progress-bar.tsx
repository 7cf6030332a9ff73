// The navigation progress bar (spec 2.1 guard 1): an indeterminate progressbar while a
// navigation after the first one is running.
import { useProgressStore } from './progress-store';

export function ProgressBar() {
  const active = useProgressStore((state) => state.active);
  if (!active) return null;
  return (
    <div className="progress-bar" role="progressbar" aria-label="Loading page">
      <span className="progress-bar__fill" />
    </div>
  );
}
