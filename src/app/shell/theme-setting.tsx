// The footer's colour-scheme choice (issue 27): System / Light / Dark, remembered on this device
// and followed by every open tab (src/lib/browser/theme-choice.ts; public/theme.js applies it).
import { Select } from '../../components/select/select';
import {
  saveThemeChoice,
  THEME_CHOICES,
  useThemeChoice,
  type ThemeChoice,
} from '../../lib/browser/theme-choice';
import { browserText } from '../../lib/browser/text';
import { useText } from '../../lib/shared/i18n/use-text';
import './footer-setting.css';

export function ThemeSetting() {
  const choice = useThemeChoice();
  const t = useText(browserText);
  const options = THEME_CHOICES.map((value) => ({ value, label: t(`theme.${value}`) }));
  return (
    <div className="footer-setting">
      <Select
        label={t('theme.label')}
        name="colour-scheme"
        options={options}
        value={choice}
        onChange={(value) => saveThemeChoice(value as ThemeChoice)}
      />
    </div>
  );
}
