// The Loading... spinner shown until the authentication status is resolved (spec 2.2).
import { useText } from '../lib/shared/i18n/use-text';
import { appText } from './text';

export function LoadingScreen() {
  const t = useText(appText);
  return (
    <div className="loading-screen" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{t('loading')}</span>
    </div>
  );
}

/** Shown while the sign-in callback page itself loads. */
export function AuthenticatingScreen() {
  const t = useText(appText);
  return (
    <main className="loading-screen loading-screen--page" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{t('authenticating')}</span>
    </main>
  );
}
