// Chromium's virtual authenticator (CDP WebAuthn) for the passkey tests (issue 25): a platform
// authenticator with resident keys that verifies the user (fingerprint/PIN) without asking.
import type { Page } from '@playwright/test';

/** A platform authenticator that verifies the user (fingerprint/PIN) without asking. */
export async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { cdp, authenticatorId };
}
