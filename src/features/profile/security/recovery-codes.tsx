// The ten 2FA recovery codes, shown once (after turning 2FA on or asking for new ones), with
// copy and download so the customer can keep them somewhere safe.
import { useEffect, useRef, useState } from 'react';
import { Button } from '../../../components/button/button';
import { InlineMessage } from '../../../components/inline-message/inline-message';
import { RECOVERY_TEXT } from '../messages';

/** Props of {@link RecoveryCodes}. */
export interface RecoveryCodesProps {
  codes: readonly string[];
  /** The customer says they have kept them; the codes are not shown again. */
  onDone: () => void;
}

/** The text of the downloaded file: one code a line, with a line saying what they are. */
export function recoveryCodesFileText(codes: readonly string[]): string {
  return `${RECOVERY_TEXT.fileHeading}\n\n${codes.join('\n')}\n`;
}

/** The codes, copy and download buttons, and "Done". */
export function RecoveryCodes({ codes, onDone }: RecoveryCodesProps) {
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
    const blob = new Blob([recoveryCodesFileText(codes)], { type: 'text/plain' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = RECOVERY_TEXT.fileName;
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(url), 0);
  };

  return (
    <section className="recovery-codes" aria-labelledby="recovery-codes-title">
      <h2 id="recovery-codes-title" ref={headingRef} tabIndex={-1} className="shs-panel__title">
        {RECOVERY_TEXT.title}
      </h2>
      <p>{RECOVERY_TEXT.intro}</p>
      <ol className="recovery-codes__list" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="profile-form__actions">
        <Button variant="secondary" onClick={() => void copy()}>
          {RECOVERY_TEXT.copy}
        </Button>
        <Button variant="secondary" onClick={download}>
          {RECOVERY_TEXT.download}
        </Button>
        <Button onClick={onDone}>{RECOVERY_TEXT.done}</Button>
      </div>
      <div aria-live="polite">
        {copied === 'copied' ? (
          <InlineMessage variant="success">{RECOVERY_TEXT.copied}</InlineMessage>
        ) : null}
        {copied === 'failed' ? (
          <InlineMessage variant="error">{RECOVERY_TEXT.copyFailed}</InlineMessage>
        ) : null}
      </div>
    </section>
  );
}
