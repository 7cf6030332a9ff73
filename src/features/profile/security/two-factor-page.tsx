// /profile/2fa: two-factor authentication with an authenticator app (real TOTP). Status on load;
// set-up shows the otpauth URL as a QR code and as text; a valid 6-digit code turns it on;
// turning it off calls disable, then deletes the MFA account (spec 4.3). Each change needs the
// current password (step-up); turning it on shows the ten recovery codes once.
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../../components/button/button';
import { QueryState } from '../../../components/query-state/query-state';
import { ChangeMessage } from '../../../components/change-feedback/change-message';
import { useChangeFeedback } from '../../../components/change-feedback/use-change-feedback';
import { CopyButton } from '../../../components/copy-button/copy-button';
import { Modal } from '../../../components/modal/modal';
import { CurrentPasswordInput } from '../../../components/form-footer/form-footer';
import { isWrongCurrentPassword } from '../../../lib/http/failure';
import { TextInput } from '../../../components/text-input/text-input';
import { useUserStore } from '../../../stores/user-store';
import { BackLink } from '../back-link';
import { pageTitles } from '../../../lib/routing/page-titles';
import { useText } from '../../../lib/shared/i18n/use-text';
import { profileText } from '../text';
import { RecoveryCodes } from './recovery-codes';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { groupSecret, parseOtpAuthUrl } from './otpauth';
import {
  turnOffTwoFactor,
  useMfaStatus,
  useStartTwoFactorSetup,
  useTurnOnTwoFactor,
} from './security-queries';
import { QrCode } from './qr-code';
import { normaliseCode } from '../contact/validation';
import '../../../components/page-layout/page-layout';
import '../profile.css';

// The stored user is the one home of the MFA status; the page and the overview read it there.

/** Props of {@link SetupForm}. */
interface SetupFormProps {
  accountUrl: string;
  /** Called with the recovery codes to show once. */
  onEnabled: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

function SetupForm({ accountUrl, onEnabled, onCancel }: SetupFormProps) {
  const t = useText(profileText);
  const details = parseOtpAuthUrl(accountUrl);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const codeRef = useRef<HTMLInputElement>(null);
  const enable = useTurnOnTwoFactor({
    onSaved: onEnabled,
    onWrongPassword: () => setPasswordError(t('invalidCurrentPassword')),
    onFailed: (message) => {
      setError(message);
      codeRef.current?.focus();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normaliseCode(code);
    setPasswordError(password ? undefined : t('currentPasswordRequired'));
    if (!value) {
      setError(t('validation.codeInvalid'));
      codeRef.current?.focus();
      return;
    }
    setError(undefined);
    if (!password) return;
    enable.mutate({ code: value, currentPassword: password });
  };

  return (
    <div className="mfa-setup">
      <QrCode value={accountUrl} alt={t('mfa.qr')} />
      <div className="profile-form">
        <ol className="mfa-setup__steps">
          <li>{t('mfa.step1')}</li>
          <li>{t('mfa.step2')}</li>
          <li>{t('mfa.step3')}</li>
        </ol>
        <dl className="mfa-setup__key">
          {details ? (
            <>
              <dt>{t('mfa.key')}</dt>
              <dd className="mfa-setup__key-value">
                <code data-testid="mfa-secret">{groupSecret(details.secret)}</code>
                <CopyButton
                  value={details.secret}
                  copiedMessage={t('mfa.keyCopied')}
                  failedMessage={t('mfa.keyNotCopied')}
                  aria-label={t('mfa.copyKey')}
                >
                  {t('mfa.copy')}
                </CopyButton>
              </dd>
              <dt>{t('mfa.onThisDevice')}</dt>
              <dd className="mfa-setup__device">
                {/* Tapping an otpauth: link opens the authenticator app with the account filled
                    in. Only a parsed otpauth URL becomes an href, never another scheme. */}
                <a className="mfa-setup__open" href={accountUrl}>
                  {t('mfa.openInApp')}
                </a>
                <details className="mfa-setup__raw">
                  <summary>{t('mfa.showLink')}</summary>
                  <code data-testid="mfa-account-url">{accountUrl}</code>
                </details>
              </dd>
            </>
          ) : (
            <>
              <dt>{t('mfa.link')}</dt>
              <dd>
                <code data-testid="mfa-account-url">{accountUrl}</code>
              </dd>
            </>
          )}
        </dl>
        <form className="profile-form" onSubmit={submit} noValidate>
          <TextInput
            ref={codeRef}
            label={t('mfa.code')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            required
            value={code}
            error={error}
            onChange={(event) => setCode(event.target.value)}
          />
          <CurrentPasswordInput value={password} error={passwordError} onChange={setPassword} />
          <div className="profile-form__actions">
            <Button type="submit" state={enable.isPending ? 'pending' : 'empty'}>
              {t('mfa.turnOn')}
            </Button>
            <Button variant="secondary" onClick={onCancel} disabled={enable.isPending}>
              {t('action.cancel')}
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}

export function TwoFactorPage() {
  const t = useText(profileText);
  const title = useText(pageTitles);
  const status = useMfaStatus();
  const [accountUrl, setAccountUrl] = useState<string | null>(null);
  // Confirmations and failures: shown, announced, and focused (the page changes in place).
  const feedback = useChangeFeedback();
  const [confirmOff, setConfirmOff] = useState(false);
  const [offPassword, setOffPassword] = useState('');
  const [offPasswordError, setOffPasswordError] = useState<string | undefined>();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const mfaEnabled = useUserStore((state) => state.user?.mfaEnabled === true);

  const create = useStartTwoFactorSetup({
    onStart: () => feedback.clear(),
    onReady: setAccountUrl,
    onFailed: (message) => feedback.say(message, { tone: 'error' }),
  });

  const closeConfirmOff = () => {
    setConfirmOff(false);
    setOffPassword('');
    setOffPasswordError(undefined);
  };

  const turnOff = async () => {
    feedback.clear();
    if (!offPassword) {
      setOffPasswordError(t('currentPasswordRequired'));
      // Keeps the dialog open (and the typed nothing) so the customer can fill it in.
      throw new Error(t('currentPasswordRequired'));
    }
    try {
      await turnOffTwoFactor(offPassword);
      feedback.say(t('mfa.turnedOff'));
    } catch (error) {
      if (isWrongCurrentPassword((error as { cause?: unknown }).cause)) {
        setOffPasswordError(t('invalidCurrentPassword'));
        throw error;
      }
      feedback.say((error as Error).message, { tone: 'error' });
      void status.refetch();
    }
    closeConfirmOff();
  };

  let body;
  if (mfaEnabled && recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />;
  } else if (mfaEnabled) {
    body = (
      <>
        <p className="shs-lead">
          <span className="profile-status profile-status--on">{t('state.on')}</span>{' '}
          {t('mfa.onLead')}
        </p>
        <Button variant="secondary" onClick={() => setConfirmOff(true)}>
          {t('mfa.turnOff')}
        </Button>
        <RecoveryCodesPanel onCodes={setRecoveryCodes} />
      </>
    );
  } else if (accountUrl) {
    body = (
      <SetupForm
        accountUrl={accountUrl}
        onEnabled={(codes) => {
          setAccountUrl(null);
          setRecoveryCodes(codes);
          feedback.say(t('mfa.turnedOn'));
        }}
        onCancel={() => setAccountUrl(null)}
      />
    );
  } else {
    body = (
      <>
        <p className="shs-lead">
          <span className="profile-status">{t('state.off')}</span> {t('mfa.offLead')}
        </p>
        <Button state={create.isPending ? 'pending' : 'empty'} onClick={() => create.mutate()}>
          {t('mfa.setUp')}
        </Button>
      </>
    );
  }

  return (
    <>
      <BackLink />
      <h1 className="page-title">{title('profile.twoFactor')}</h1>
      <ChangeMessage feedback={feedback} />
      <section className="shs-panel" aria-label={title('profile.twoFactor')}>
        <QueryState
          query={status}
          loadingLabel={t('mfa.loading')}
          errorMessage={t('mfa.statusError')}
        >
          {() => body}
        </QueryState>
      </section>
      <Modal
        open={confirmOff}
        title={t('mfa.offTitle')}
        description={t('mfa.offText')}
        primaryLabel={t('mfa.offConfirm')}
        secondaryLabel={t('mfa.keepOn')}
        escapeCloses
        onClose={(reason) => (reason === 'primary' ? turnOff() : closeConfirmOff())}
      >
        <CurrentPasswordInput
          value={offPassword}
          error={offPasswordError}
          onChange={setOffPassword}
        />
      </Modal>
    </>
  );
}
