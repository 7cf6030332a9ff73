// The customer's language (issue 28): the footer and Profile & Security both offer it. A choice
// shows at once everywhere (every open tab too) and is remembered on this device; signed in, it is
// also saved to the account, which words the customer's mail in it and shows the sign-in pages in
// it on their other devices. Each language is listed by its own name, marked with its language.
import { useState } from 'react';
import { afterNextPaint } from '../../lib/browser/after-paint';
import { chooseLanguage, useShownLanguage } from '../../lib/i18n/language';
import { saveLanguage } from '../../lib/http/user-api';
import { isLocale, LANGUAGE_NAMES, LOCALES, type Locale } from '../../lib/shared/i18n/locales';
import { useText } from '../../lib/shared/i18n/use-text';
import { InlineMessage } from '../inline-message/inline-message';
import { Select } from '../select/select';
import { componentsText } from '../text';

const OPTIONS = LOCALES.map((locale) => ({
  value: locale,
  label: LANGUAGE_NAMES[locale],
  lang: locale,
}));

/** Props of {@link LanguageSelect}. */
export interface LanguageSelectProps {
  /** Signed in: the choice is saved to the account too. */
  saveToAccount: boolean;
  /** Called once the choice shows (and, signed in, is saved), with the language chosen. */
  onChosen?: (locale: Locale, saved: boolean) => void;
  name?: string;
}

export function LanguageSelect({
  saveToAccount,
  onChosen,
  name = 'language',
}: LanguageSelectProps) {
  const t = useText(componentsText);
  const shown = useShownLanguage();
  const [failed, setFailed] = useState(false);
  // The choice shows in the select at once; the page follows once its words are here.
  const [pending, setPending] = useState<Locale | null>(null);

  const choose = async (value: string) => {
    if (!isLocale(value) || value === shown) return;
    setFailed(false);
    setPending(value);
    // Starting the catalogues' downloads and re-rendering the page in the new language waits for
    // the frame that shows the choice: done in the change event, they held that paint 130 to
    // 200 ms at 4x CPU (issue 29, INP).
    await new Promise<void>((painted) => afterNextPaint(painted));
    try {
      await chooseLanguage(value);
    } finally {
      setPending(null);
    }
    let saved = false;
    if (saveToAccount) {
      try {
        await saveLanguage(value);
        saved = true;
      } catch {
        setFailed(true);
      }
    }
    onChosen?.(value, saved);
  };

  return (
    <>
      <Select
        label={t('language.label')}
        name={name}
        options={OPTIONS}
        value={pending ?? shown}
        onChange={(value) => void choose(value)}
      />
      {failed ? <InlineMessage variant="error">{t('language.notSaved')}</InlineMessage> : null}
    </>
  );
}
