// The chat singleton (spec 4.2, 7.6): started on sign-in with the customer's prechat fields and
// identity token; loads the bootstrap script only when the customer opens chat (never before
// first paint), with a timeout; cleared on logout. A load failure is logged to the console
// (spec 8) and reported to the launcher, which offers the phone number instead.
import { create } from 'zustand';
import { activeLocale } from '../shared/i18n/active-locale';
import { allowScriptOrigin, loadScript } from '../browser/trusted-script-url';
import type { ChatConfig } from './chat-config';
import { embeddedService, ESW_READY_EVENT, type HiddenPrechatFields } from './esw-api';
import { CHAT_MESSAGES } from './messages';

/** How long the bootstrap script may take before chat counts as unavailable. */
export const CHAT_SCRIPT_TIMEOUT_MS = 10_000;

/** Marks (per tab) that a chat was opened, so logout knows there is a session to end. */
export const CHAT_ACTIVE_KEY = 'shs.chat.active';

/** Who is chatting: set on sign-in, null when signed out. */
export interface ChatIdentity {
  prechat: HiddenPrechatFields;
  /** The JWT identity token (the id token from the sign-in provider), read when chat opens. */
  getIdentityToken: () => Promise<string | null>;
}

/** Where the chat stands, for the launcher. */
export type ChatStatus = 'idle' | 'loading' | 'open' | 'failed';

interface ChatState {
  status: ChatStatus;
  identity: ChatIdentity | null;
}

/** Chat state the launcher renders from. */
export const useChatStore = create<ChatState>()(() => ({ status: 'idle', identity: null }));

let scriptLoad: Promise<void> | null = null;
let initialised = false;

function loadBootstrap(config: ChatConfig): Promise<void> {
  if (embeddedService()) return Promise.resolve();
  allowScriptOrigin(config.eswEndpoint);
  scriptLoad ??= loadScript(config.eswEndpoint, {
    timeoutMs: CHAT_SCRIPT_TIMEOUT_MS,
    failedMessage: CHAT_MESSAGES.scriptFailed,
    timeoutMessage: CHAT_MESSAGES.scriptTimedOut,
  }).catch((error: unknown) => {
    scriptLoad = null; // let a later click try again
    throw error;
  });
  return scriptLoad;
}

/** Calls `init` once and resolves when the service says it is ready. */
function initialise(config: ChatConfig, identity: ChatIdentity, token: string): Promise<void> {
  const esw = embeddedService();
  if (!esw) return Promise.reject(new Error(CHAT_MESSAGES.scriptFailed));
  const setIdentity = () => {
    esw.prechatAPI.setHiddenPrechatFields(identity.prechat);
    esw.userVerificationAPI.setIdentityToken({ identityTokenType: 'JWT', identityToken: token });
  };
  if (initialised) {
    setIdentity();
    return Promise.resolve();
  }
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(CHAT_MESSAGES.scriptTimedOut)),
      CHAT_SCRIPT_TIMEOUT_MS,
    );
    window.addEventListener(
      ESW_READY_EVENT,
      () => {
        clearTimeout(timer);
        setIdentity();
        initialised = true;
        resolve();
      },
      { once: true },
    );
    // The vendor words its panel and its agents answer in this language (issue 28).
    esw.settings.language = activeLocale() === 'es' ? 'es_US' : 'en_US';
    esw.settings.hideChatButtonOnLoad = true;
    esw.init(config.orgId, config.eswConfigDevName, config.siteUrl, { scrt2URL: config.scrt2URL });
  });
}

/** Spec 4.2 "start chat": remembers who is signed in so chat can open for them. */
export function startChat(identity: ChatIdentity): void {
  useChatStore.setState({
    identity,
    status: useChatStore.getState().status === 'failed' ? 'idle' : useChatStore.getState().status,
  });
}

/**
 * Opens the chat panel: loads the script on first use, initialises it with the prechat fields
 * and the identity token, and launches. Resolves to false (after logging) when chat cannot open.
 */
export async function openChat(config: ChatConfig): Promise<boolean> {
  const { identity } = useChatStore.getState();
  useChatStore.setState({ status: 'loading' });
  try {
    if (!identity) throw new Error(CHAT_MESSAGES.notSignedIn);
    const token = await identity.getIdentityToken();
    if (!token) throw new Error(CHAT_MESSAGES.notSignedIn);
    await loadBootstrap(config);
    await initialise(config, identity, token);
    sessionStorage.setItem(CHAT_ACTIVE_KEY, '1');
    await embeddedService()!.utilAPI.launchChat();
    useChatStore.setState({ status: 'open' });
    return true;
  } catch (error) {
    console.error('Chat could not be loaded.', error);
    useChatStore.setState({ status: 'failed' });
    return false;
  }
}

/**
 * Spec 4.2: logout clears the chat session. Ends the conversation at the chat service (loading
 * the script for it when this page has not, but a chat was opened earlier in this tab) and forgets
 * the customer. Never rejects: signing out must go on.
 */
export async function clearChat(config: ChatConfig | null): Promise<void> {
  useChatStore.setState({ identity: null, status: 'idle' });
  const active = sessionStorage.getItem(CHAT_ACTIVE_KEY) === '1';
  sessionStorage.removeItem(CHAT_ACTIVE_KEY);
  // Nothing was started here or earlier in this tab (or it was cleared already): no vendor call.
  if (!active && !initialised) return;
  try {
    if (!embeddedService() && active && config) await loadBootstrap(config);
    await embeddedService()?.userVerificationAPI.clearSession();
  } catch (error) {
    console.error('The chat session could not be cleared.', error);
  }
  initialised = false;
}
