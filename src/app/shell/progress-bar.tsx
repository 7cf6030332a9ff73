// The navigation progress bar (spec 2.1 guard 1): an indeterminate progressbar while a
// navigation after the first one is running. The guard starts it; it shows only while the
// router is actually busy, so a guard run the router does not count as a navigation (a
// revalidation) can never leave it spinning on a settled page.
import { useNavigation } from 'react-router-dom';
import { useProgressStore } from '../routing/progress-store';
import { useText } from '../../lib/shared/i18n/use-text';
import { appText } from '../text';

export function ProgressBar() {
  const active = useProgressStore((state) => state.active);
  const busy = useNavigation().state !== 'idle';
  const t = useText(appText);
  if (!active || !busy) return null;
  return (
    <div className="progress-bar" role="progressbar" aria-label={t('progress')}>
      <span className="progress-bar__fill" />
    </div>
  );
}
