// Spec 4.3: turning two-factor authentication on and off, step by step, each step failing with
// its own spec 8 message. The steps are injected so the order is tested without a network.
import { describeFailure } from '../../../lib/http/failure';
import { PROFILE_ERRORS } from '../messages';

/** A failed step, carrying the message to show. */
export class MfaStepError extends Error {
  override readonly name = 'MfaStepError';
  constructor(
    message: string,
    /** Which step failed. */
    readonly step: 'create' | 'enable' | 'disable' | 'delete',
    override readonly cause: unknown,
  ) {
    super(message);
  }
}

async function step<T>(
  name: MfaStepError['step'],
  specMessage: string,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    throw new MfaStepError(describeFailure(specMessage, error), name, error);
  }
}

/** Starts set-up: a new pending secret as an otpauth URL. */
export function createAuthenticator(create: () => Promise<{ accountUrl: string }>) {
  return step('create', PROFILE_ERRORS.createMfa, async () => {
    const { accountUrl } = await create();
    if (typeof accountUrl !== 'string' || !accountUrl.startsWith('otpauth://')) {
      throw new Error('The server sent no authenticator link.');
    }
    return accountUrl;
  });
}

/** Enables with a code, then sets mfaEnabled true (spec 4.3); resolves to enable's answer. */
export async function turnOnMfa<T>(deps: {
  enable: () => Promise<T>;
  setMfaEnabled: (enabled: boolean) => void;
}): Promise<T> {
  const answer = await step('enable', PROFILE_ERRORS.enableMfa, deps.enable);
  deps.setMfaEnabled(true);
  return answer;
}

/** Calls disable, then deletes the MFA account, then sets mfaEnabled false (spec 4.3). */
export async function turnOffMfa(deps: {
  disable: () => Promise<unknown>;
  deleteAccount: () => Promise<unknown>;
  setMfaEnabled: (enabled: boolean) => void;
}): Promise<void> {
  await step('disable', PROFILE_ERRORS.disableMfa, deps.disable);
  await step('delete', PROFILE_ERRORS.deleteMfa, deps.deleteAccount);
  deps.setMfaEnabled(false);
}
