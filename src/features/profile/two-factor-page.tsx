// /profile/2fa: two-factor authentication with an authenticator app (real TOTP). Status on load;
// set-up shows the otpauth URL as a QR code and as text; a valid 6-digit code turns it on;
// turning it off calls disable, then deletes the MFA account (spec 4.3).
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/button/button';
import { QueryState } from '../../components/query-state/query-state';
import { Modal } from '../../components/modal/modal';
import { TextInput } from '../../components/text-input/text-input';
import { useUserStore } from '../../stores/user-store';
import { createMfaAccount, deleteMfaAccount, disableMfa, enableMfa } from './api';
import { BackLink } from './back-link';
import { InlineMessage } from '../../components/inline-message/inline-message';
import { NOTICES, PROFILE_ERRORS, PROFILE_TITLES, VALIDATION } from './messages';
import { createAuthenticator, turnOffMfa, turnOnMfa } from './mfa-flow';
import { groupSecret, parseOtpAuthUrl } from './otpauth';
import { useMfaStatus } from './queries';
import { QrCode } from './qr-code';
import { normaliseCode } from './validation';
import './profile.css';

// The stored user is the one home of the MFA status; the page and the overview read it there.
const setMfaEnabled = (enabled: boolean) => useUserStore.getState().setMfaEnabled(enabled);

/** Props of {@link SetupForm}. */
interface SetupFormProps {
  accountUrl: string;
  onEnabled: () => void;
  onCancel: () => void;
}

function SetupForm({ accountUrl, onEnabled, onCancel }: SetupFormProps) {
  const details = parseOtpAuthUrl(accountUrl);
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | undefined>();
  const codeRef = useRef<HTMLInputElement>(null);
  const enable = useMutation({
    mutationFn: (value: string) => turnOnMfa({ enable: () => enableMfa(value), setMfaEnabled }),
    onSuccess: onEnabled,
    onError: (failure) => {
      setError(failure.message);
      codeRef.current?.focus();
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = normaliseCode(code);
    if (!value) {
      setError(VALIDATION.codeInvalid);
      codeRef.current?.focus();
      return;
    }
    setError(undefined);
    enable.mutate(value);
  };

  return (
    <div className="mfa-setup">
      <QrCode value={accountUrl} alt="QR code for setting up your authenticator app" />
      <div className="profile-form">
        <ol className="mfa-setup__steps">
          <li>Open an authenticator app on your phone and scan the QR code.</li>
          <li>If you cannot scan it, enter the set-up key below by hand.</li>
          <li>Type the 6-digit code the app shows to finish.</li>
        </ol>
        <dl className="mfa-setup__key">
          {details ? (
            <>
              <dt>Set-up key</dt>
              <dd>
                <code data-testid="mfa-secret">{groupSecret(details.secret)}</code>
              </dd>
            </>
          ) : null}
          <dt>Set-up link</dt>
          <dd>
            <code data-testid="mfa-account-url">{accountUrl}</code>
          </dd>
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
  const [notice, setNotice] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirmOff, setConfirmOff] = useState(false);

  const mfaEnabled = useUserStore((state) => state.user?.mfaEnabled === true);

  const create = useMutation({
    mutationFn: () => createAuthenticator(() => createMfaAccount()),
    onMutate: () => {
      setFailure(null);
      setNotice(null);
    },
    onSuccess: setAccountUrl,
    onError: (error) => setFailure(error.message),
  });

  const turnOff = async () => {
    setFailure(null);
    setNotice(null);
    try {
      await turnOffMfa({
        disable: () => disableMfa(),
        deleteAccount: () => deleteMfaAccount(),
        setMfaEnabled,
      });
      setNotice(NOTICES.mfaOff);
    } catch (error) {
      setFailure((error as Error).message);
      void status.refetch();
    } finally {
      setConfirmOff(false);
    }
  };

  let body;
  if (mfaEnabled) {
    body = (
      <>
        <p className="profile-section__lead">
          <span className="profile-status profile-status--on">On</span> When you sign in, we ask for
          a code from your authenticator app after your password.
        </p>
        <Button variant="secondary" onClick={() => setConfirmOff(true)}>
          Turn off two-factor authentication
        </Button>
      </>
    );
  } else if (accountUrl) {
    body = (
      <SetupForm
        accountUrl={accountUrl}
        onEnabled={() => {
          setAccountUrl(null);
          setNotice(NOTICES.mfaOn);
        }}
        onCancel={() => setAccountUrl(null)}
      />
    );
  } else {
    body = (
      <>
        <p className="profile-section__lead">
          <span className="profile-status">Off</span> Add a second step to signing in: a code from
          an authenticator app on your phone, so a stolen password alone cannot open your account.
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
      {notice ? <InlineMessage variant="success">{notice}</InlineMessage> : null}
      {failure ? <InlineMessage variant="error">{failure}</InlineMessage> : null}
      <section className="profile-section" aria-label={PROFILE_TITLES.twoFactor}>
        <QueryState
          query={status}
          loadingLabel="Loading your two-factor authentication status"
          errorMessage={PROFILE_ERRORS.mfaStatus}
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
        onClose={(reason) => (reason === 'primary' ? turnOff() : setConfirmOff(false))}
      />
    </>
  );
}
