// The one Trusted Types policy for script URLs (`shs-script-url`). The SPA's CSP requires
// Trusted Types for scripts, so every script element we inject gets its src from here. The policy
// is created once (a second createPolicy with the same name throws) and lets through only this
// origin and the origins registered by configured third parties (the chat bootstrap script).

/** The name the CSP's `trusted-types` directive allows. */
export const SCRIPT_URL_POLICY = 'shs-script-url';

interface ScriptUrlPolicy {
  createScriptURL(input: string): unknown;
}

interface TrustedTypesFactory {
  createPolicy(
    name: string,
    rules: { createScriptURL: (input: string) => string },
  ): ScriptUrlPolicy;
}

const allowedOrigins = new Set<string>();
let policy: ScriptUrlPolicy | null | undefined;

/** Lets scripts from `url`'s origin through the policy (e.g. config `chat.eswEndpoint`). */
export function allowScriptOrigin(url: string): void {
  try {
    const parsed = new URL(url, window.location.href);
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:')
      allowedOrigins.add(parsed.origin);
  } catch {
    // Not a URL: nothing to allow; checkScriptUrl rejects it later.
  }
}

/**
 * The absolute URL when it is http(s) on this origin or an allowed one.
 * @throws TypeError otherwise.
 */
export function checkScriptUrl(input: string, origin = window.location.origin): string {
  const url = new URL(input, window.location.href);
  const httpish = url.protocol === 'https:' || url.protocol === 'http:';
  if (httpish && (url.origin === origin || allowedOrigins.has(url.origin))) return url.href;
  throw new TypeError(`Script URL not allowed: ${input}`);
}

function getPolicy(): ScriptUrlPolicy | null {
  if (policy !== undefined) return policy;
  const factory = (window as unknown as { trustedTypes?: TrustedTypesFactory }).trustedTypes;
  policy = factory
    ? factory.createPolicy(SCRIPT_URL_POLICY, { createScriptURL: checkScriptUrl })
    : null;
  return policy;
}

/** Sets `script.src` through the policy (a plain checked string where Trusted Types are absent). */
export function setScriptSrc(script: HTMLScriptElement, url: string): void {
  const trusted = getPolicy();
  // A TrustedScriptURL is what the sink accepts under require-trusted-types-for 'script'.
  script.src = (trusted ? trusted.createScriptURL(url) : checkScriptUrl(url)) as string;
}

/**
 * Loads a classic script once per URL. Rejects with `failedMessage` on a load error and with
 * `timeoutMessage` when it has not loaded in `timeoutMs` (the element is then removed).
 */
export function loadScript(
  url: string,
  {
    timeoutMs,
    failedMessage,
    timeoutMessage,
  }: { timeoutMs: number; failedMessage: string; timeoutMessage: string },
): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.async = true;
    const settle = (error?: Error) => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      if (error) {
        script.remove();
        reject(error);
      } else resolve();
    };
    script.onload = () => settle();
    script.onerror = () => settle(new Error(failedMessage));
    const timer = setTimeout(() => settle(new Error(timeoutMessage)), timeoutMs);
    try {
      setScriptSrc(script, url);
    } catch (error) {
      settle(error instanceof Error ? error : new Error(failedMessage));
      return;
    }
    document.head.append(script);
  });
}
