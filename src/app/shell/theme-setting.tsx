// The footer's colour-scheme choice (issue 27): System / Light / Dark, remembered on this device
// and followed by every open tab (src/lib/browser/theme-choice.ts; src/app/start/theme.js applies it).
import { useState } from 'react';
import { Select } from '../../components/select/select';
import { afterNextPaint } from '../../lib/browser/after-paint';
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
  // The choice shows in the select at once; the page takes it on in the task after that frame.
  // Saved in the change event, the shell and the header re-rendered synchronously (the choice is
  // an external store) and held the select's own paint 45 to 50 ms at 4x CPU (issue 29, INP).
  const [pending, setPending] = useState<ThemeChoice | null>(null);
  const options = THEME_CHOICES.map((value) => ({ value, label: t(`theme.${value}`) }));
  const choose = (value: ThemeChoice) => {
    setPending(value);
    afterNextPaint(() => {
      saveThemeChoice(value);
      setPending(null);
    });
  };
  return (
    <div className="footer-setting">
      <Select
        label={t('theme.label')}
        name="colour-scheme"
        options={options}
        value={pending ?? choice}
        onChange={(value) => choose(value as ThemeChoice)}
      />
    </div>
  );
}
