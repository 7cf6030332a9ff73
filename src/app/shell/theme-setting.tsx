// The footer's colour-scheme choice (issue 27): System / Light / Dark, remembered on this device
// and followed by every open tab (src/lib/browser/theme-choice.ts; public/theme.js applies it).
import { Select } from '../../components/select/select';
import {
  saveThemeChoice,
  THEME_CHOICES,
  useThemeChoice,
  type ThemeChoice,
} from '../../lib/browser/theme-choice';
import './theme-setting.css';

const OPTIONS = THEME_CHOICES.map(({ value, label }) => ({ value, label }));

export function ThemeSetting() {
  const choice = useThemeChoice();
  return (
    <div className="theme-setting">
      <Select
        label="Colour scheme"
        name="colour-scheme"
        options={OPTIONS}
        value={choice}
        onChange={(value) => saveThemeChoice(value as ThemeChoice)}
      />
    </div>
  );
}
