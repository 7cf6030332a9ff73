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
import {
  MFA_SETUP,
  NOTICES,
  PROFILE_ERRORS,
  PROFILE_TITLES,
  TWO_FACTOR_ERRORS,
  VALIDATION,
} from '../messages';
import { RecoveryCodes } from './recovery-codes';
import { RecoveryCodesPanel } from './recovery-codes-panel';
import { groupSecret, parseOtpAuthUrl } from './otpauth';
import {
  turnOffTwoFactor,
  useMfaStatus,
  useStartTwoFactorSetup,
  useTurnOnTwoFactor,
} from '../queries';
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
  const details = parseOtpAuthUrl(accountUrl);
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const codeRef = useRef<HTMLInputElement>(null);
  const enable = useTurnOnTwoFactor({
    onSaved: onEnabled,
    onWrongPassword: () => setPasswordError(PROFILE_ERRORS.invalidCurrentPassword),
    onFailed: (message) => {
      setError(message);
      codeRef.current?.focus();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normaliseCode(code);
    setPasswordError(password ? undefined : VALIDATION.currentPasswordRequired);
    if (!value) {
      setError(VALIDATION.codeInvalid);
      codeRef.current?.focus();
      return;
    }
    setError(undefined);
    if (!password) return;
    enable.mutate({ code: value, currentPassword: password });
  };

  return (
    <div className="mfa-setup">
      <QrCode value={accountUrl} alt="QR code for setting up your authenticator app" />
      <div className="profile-form">
        <ol className="mfa-setup__steps">
          <li>Open an authenticator app on your phone and scan the QR code.</li>
          <li>
            If you cannot scan it, enter the set-up key below by hand, or on a phone tap the link to
            open your authenticator app.
          </li>
          <li>Type the 6-digit code the app shows to finish.</li>
        </ol>
        <dl className="mfa-setup__key">
          {details ? (
            <>
              <dt>Set-up key</dt>
              <dd className="mfa-setup__key-value">
                <code data-testid="mfa-secret">{groupSecret(details.secret)}</code>
                <CopyButton
                  value={details.secret}
                  copiedMessage={MFA_SETUP.keyCopied}
                  failedMessage={MFA_SETUP.keyNotCopied}
                  aria-label={MFA_SETUP.copyKeyLabel}
                >
                  Copy
                </CopyButton>
              </dd>
              <dt>On this device</dt>
              <dd className="mfa-setup__device">
                {/* Tapping an otpauth: link opens the authenticator app with the account filled
                    in. Only a parsed otpauth URL becomes an href, never another scheme. */}
                <a className="mfa-setup__open" href={accountUrl}>
                  {MFA_SETUP.openInApp}
                </a>
                <details className="mfa-setup__raw">
                  <summary>{MFA_SETUP.showLink}</summary>
                  <code data-testid="mfa-account-url">{accountUrl}</code>
                </details>
              </dd>
            </>
          ) : (
            <>
              <dt>Set-up link</dt>
              <dd>
                <code data-testid="mfa-account-url">{accountUrl}</code>
              </dd>
            </>
          )}
        </dl>
        <form className="profile-form" onSubmit={submit} noValidate>
          <TextInput
            ref={codeRef}
            label="6-digit code"
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
              Turn on
            </Button>
            <Button variant="secondary" onClick={onCancel} disabled={enable.isPending}>
              Cancel
            </Button>
          </div>
        </form>
      </div>
    </div>
  );
}

export function TwoFactorPage() {
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
      setOffPasswordError(VALIDATION.currentPasswordRequired);
      // Keeps the dialog open (and the typed nothing) so the customer can fill it in.
      throw new Error(VALIDATION.currentPasswordRequired);
    }
    try {
      await turnOffTwoFactor(offPassword);
      feedback.say(NOTICES.mfaOff);
    } catch (error) {
      if (isWrongCurrentPassword((error as { cause?: unknown }).cause)) {
        setOffPasswordError(PROFILE_ERRORS.invalidCurrentPassword);
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
          <span className="profile-status profile-status--on">On</span> When you sign in, we ask for
          a code from your authenticator app after your password.
        </p>
        <Button variant="secondary" onClick={() => setConfirmOff(true)}>
          Turn off two-factor authentication
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
          feedback.say(NOTICES.mfaOn);
        }}
        onCancel={() => setAccountUrl(null)}
      />
    );
  } else {
    body = (
      <>
        <p className="shs-lead">
          <span className="profile-status">Off</span> Two-factor authentication (2FA) adds a second
          step to signing in: a code from an authenticator app on your phone, so a stolen password
          alone cannot open your account.
        </p>
        <Button state={create.isPending ? 'pending' : 'empty'} onClick={() => create.mutate()}>
          Set up two-factor authentication
        </Button>
      </>
    );
  }

  return (
    <>
      <BackLink />
      <h1 className="page-title">{PROFILE_TITLES.twoFactor}</h1>
      <ChangeMessage feedback={feedback} />
      <section className="shs-panel" aria-label={PROFILE_TITLES.twoFactor}>
        <QueryState
          query={status}
          loadingLabel="Loading your two-factor authentication status"
          errorMessage={TWO_FACTOR_ERRORS.status}
        >
          {() => body}
        </QueryState>
      </section>
      <Modal
        open={confirmOff}
        title="Turn off two-factor authentication?"
        description="Signing in will need only your password. You can turn it on again at any time."
        primaryLabel="Turn off"
        secondaryLabel="Keep it on"
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
