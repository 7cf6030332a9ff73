// The embedded-service messaging API the bootstrap script at config `chat.eswEndpoint` puts on
// `window.embeddedservice_bootstrap` (the shape of the vendor's API; the reference backend's
// stand-in implements the same). Only what the account centre calls is typed.

/** Spec 7.6: the hidden prechat fields chat is initialised with. */
export interface HiddenPrechatFields {
  Account_Id: string;
  Contact_Id: string;
  Service_Id: string;
  Phone_Number: string;
  Login_User: string;
  ClientName: string;
}

/** `window.embeddedservice_bootstrap`. */
export interface EmbeddedServiceBootstrap {
  settings: { language?: string; hideChatButtonOnLoad?: boolean };
  init(
    orgId: string,
    deploymentDevName: string,
    siteUrl: string,
    options: { scrt2URL: string },
  ): void;
  prechatAPI: { setHiddenPrechatFields(fields: HiddenPrechatFields): void };
  userVerificationAPI: {
    setIdentityToken(token: { identityTokenType: 'JWT'; identityToken: string }): void;
    clearSession(): Promise<void>;
  };
  utilAPI: { launchChat(): Promise<void> };
}

/** The bootstrap object once the script has run, if it has. */
export function embeddedService(): EmbeddedServiceBootstrap | undefined {
  return (window as unknown as { embeddedservice_bootstrap?: EmbeddedServiceBootstrap })
    .embeddedservice_bootstrap;
}

/** Event the script dispatches on window once `init` has finished. */
export const ESW_READY_EVENT = 'onEmbeddedMessagingReady';
