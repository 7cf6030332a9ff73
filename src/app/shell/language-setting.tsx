// The footer's language choice (issue 28), beside the colour scheme: shows at once, remembered on
// this device and, signed in, saved to the account (src/components/language-select).
import { LanguageSelect } from '../../components/language-select/language-select';
import { useAuthStatusStore } from '../../stores/auth-status-store';
import './footer-setting.css';

export function LanguageSetting() {
  const signedIn = useAuthStatusStore((state) => state.isAuthenticated && state.hasUserinfo);
  return (
    <div className="footer-setting">
      <LanguageSelect saveToAccount={signedIn} name="footer-language" />
    </div>
  );
}
