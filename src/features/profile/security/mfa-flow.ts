// Spec 4.3: turning two-factor authentication on and off, step by step, each step failing with
// its own spec 8 message, which is logged verbatim; the customer reads the same failure in the
// words of the page, "two-factor authentication", in their language. The steps are injected so
// the order is tested without a network.
import { describeFailure } from '../../../lib/http/failure';
import { translator } from '../../../lib/shared/i18n/catalogue';
import { activeLocale } from '../../../lib/shared/i18n/active-locale';
import { profileText } from '../text';

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

/** Spec 8's failures, logged verbatim (for whoever reads the console, so always in English). */
export const SPEC_MESSAGES = {
  create: 'Failed to create MFA.',
  enable: 'Failed to enable MFA.',
  disable: 'Failed to disable MFA.',
  delete: 'Failed to delete MFA.',
} as const;

/** What the customer reads when a step fails. */
const CUSTOMER_MESSAGES = {
  create: 'mfa.createError',
  enable: 'mfa.enableError',
  disable: 'mfa.disableError',
  delete: 'mfa.deleteError',
} as const;

async function step<T>(name: MfaStepError['step'], run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    console.error(SPEC_MESSAGES[name], error);
    // Worded when it happens, in the language shown then.
    const t = translator(profileText, activeLocale());
    throw new MfaStepError(describeFailure(t(CUSTOMER_MESSAGES[name]), error), name, error);
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
