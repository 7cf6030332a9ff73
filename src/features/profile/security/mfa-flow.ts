// Spec 4.3: turning two-factor authentication on and off, step by step, each step failing with
// its own spec 8 message, which is logged verbatim; the customer reads the same failure in the
// words of the page, "two-factor authentication" (TWO_FACTOR_ERRORS). The steps are injected so
// the order is tested without a network.
import { describeFailure } from '../../../lib/http/failure';
import { PROFILE_ERRORS, TWO_FACTOR_ERRORS } from '../messages';

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

const SPEC_MESSAGES = {
  create: PROFILE_ERRORS.createMfa,
  enable: PROFILE_ERRORS.enableMfa,
  disable: PROFILE_ERRORS.disableMfa,
  delete: PROFILE_ERRORS.deleteMfa,
} as const;

async function step<T>(name: MfaStepError['step'], run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    console.error(SPEC_MESSAGES[name], error);
    throw new MfaStepError(describeFailure(TWO_FACTOR_ERRORS[name], error), name, error);
  }
}

/** Starts set-up: a new pending secret as an otpauth URL. */
export function createAuthenticator(create: () => Promise<{ accountUrl: string }>) {
  return step('create', async () => {
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
  const answer = await step('enable', deps.enable);
  deps.setMfaEnabled(true);
  return answer;
}

/** Calls disable, then deletes the MFA account, then sets mfaEnabled false (spec 4.3). */
export async function turnOffMfa(deps: {
  disable: () => Promise<unknown>;
  deleteAccount: () => Promise<unknown>;
  setMfaEnabled: (enabled: boolean) => void;
}): Promise<void> {
  await step('disable', deps.disable);
  await step('delete', deps.deleteAccount);
  deps.setMfaEnabled(false);
}
