// Host mode (spec 7.1 "every request carries the access token ... and the id token"): the host
// page owns sign-in, so it hands <shs-header> its tokens through the element's `signInTokens`
// property, a function the header calls before each commerce call. A function rather than a
// value: the host's tokens rotate (silent renewal, another tab), and the header then always
// sends the current ones without being told. It is read from the element when called, so a
// host may set it before the element is defined (the account centre does).

/** The two tokens a signed-in commerce call carries (bearer `Authorization`, `X-IdToken`). */
export interface SignInTokens {
  accessToken: string;
  idToken: string;
}

/** What a host sets as `element.signInTokens`. */
export type SignInTokensSource = () =>
  SignInTokens | null | undefined | Promise<SignInTokens | null | undefined>;

/** A header element that may carry the host's token source. */
export type TokenHost = HTMLElement & { signInTokens?: unknown };

function isTokens(value: unknown): value is SignInTokens {
  const tokens = value as Partial<SignInTokens> | null | undefined;
  return (
    typeof tokens?.accessToken === 'string' &&
    tokens.accessToken !== '' &&
    typeof tokens.idToken === 'string' &&
    tokens.idToken !== ''
  );
}

/**
 * The host's current tokens, or undefined (none set, none given, or the source failed: the call
 * then goes out anonymous, as for a visitor, and the header says so in the console).
 */
export async function hostTokens(host: TokenHost): Promise<SignInTokens | undefined> {
  const source = host.signInTokens;
  if (typeof source !== 'function') return undefined;
  try {
    const tokens: unknown = await (source as SignInTokensSource)();
    return isTokens(tokens)
      ? { accessToken: tokens.accessToken, idToken: tokens.idToken }
      : undefined;
  } catch (error) {
    console.warn('<shs-header>: signInTokens failed; calling commerce without them', error);
    return undefined;
  }
}
