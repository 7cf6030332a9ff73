// The ten 2FA recovery codes, shown once (after turning 2FA on or asking for new ones), with
// copy and download so the customer can keep them somewhere safe.
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button/button';
import { InlineMessage } from '../../../components/inline-message/inline-message';
import { useText } from '../../../lib/shared/i18n/use-text';
import { profileText, type ProfileTranslate } from '../text';

/** Props of {@link RecoveryCodes}. */
export interface RecoveryCodesProps {
  codes: readonly string[];
  /** The customer says they have kept them; the codes are not shown again. */
  onDone: () => void;
}

/** The downloaded file's name (kept as it always was, whatever the page's language). */
export const RECOVERY_CODES_FILE_NAME = 'smart-home-security-recovery-codes.txt';

/** The text of the downloaded file: one code a line, with a line saying what they are. */
export function recoveryCodesFileText(t: ProfileTranslate, codes: readonly string[]): string {
  return `${t('recovery.fileHeading')}\n\n${codes.join('\n')}\n`;
}

/** The codes, copy and download buttons, and "Done". */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
  const t = useText(profileText);
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Focus moves to the new content so screen-reader users hear that codes appeared.
  useEffect(() => headingRef.current?.focus(), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };

  const download = () => {
    const blob = new Blob([recoveryCodesFileText(t, codes)], { type: 'text/plain' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = RECOVERY_CODES_FILE_NAME;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <section className="recovery-codes" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title" ref={headingRef} tabIndex={-1} className="shs-panel__title">
        {t('recovery.title')}
      </h2>
      <p>{t('recovery.intro')}</p>
      <ol className="recovery-codes__list" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="profile-form__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {t('recovery.copy')}
        </Button>
        <Button variant="secondary" onClick={download}>
          {t('recovery.download')}
        </Button>
        <Button onClick={onDone}>{t('recovery.done')}</Button>
      </div>
      <div aria-live="polite">
        {copied === 'copied' ? (
          <InlineMessage variant="success">{t('recovery.copied')}</InlineMessage>
        ) : null}
        {copied === 'failed' ? (
          <InlineMessage variant="error">{t('recovery.copyFailed')}</InlineMessage>
        ) : null}
      </div>
    </section>
  );
}
