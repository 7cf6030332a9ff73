// The OpenID Connect provider (oidc-provider), configured for the two first-party public clients.
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { Db } from '../db/database.js';
import { recordDevice } from '../sign-in-sessions.js';
import { findUserById } from '../users.js';
import { SqliteAdapter } from './adapter.js';
import { FIRST_PARTY_CLIENT_IDS, embeddingCorsAllowed, firstPartyClients } from './clients.js';
import type { ServerKeys } from './keys.js';
import { logoutSource, postLogoutSuccessSource, renderError } from './provider-pages.js';

/** Where the provider is mounted on the server's origin. */
export const OIDC_MOUNT_PATH = '/oidc';

/** Everything the provider is built from. */
export interface ProviderOptions {
  db: Db;
  /** e.g. `http://localhost:8080`; the issuer is `${origin}/oidc`. */
  origin: string;
  keys: ServerKeys;
  demoPagesDir: string;
}

/** Scopes offered; `offline_access` is what gets a refresh token. */
export const SCOPES = ['openid', 'email', 'profile', 'offline_access'];

const HOUR = 60 * 60;
const DAY = 24 * HOUR;

/**
 * First-party clients never see a consent screen: the grant the consent prompt would ask for is
 * created here, covering exactly what the authorization request asked for.
 */
async function loadExistingGrant(ctx: KoaContextWithOIDC) {
  const { client, session, params, provider } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
  const existing = grantId ? await provider.Grant.find(grantId) : undefined;
  if (!FIRST_PARTY_CLIENT_IDS.includes(client.clientId)) return existing;
  const grant =
    existing ?? new provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  const requested = String(params?.scope ?? 'openid')
    .split(' ')
    .filter((scope) => SCOPES.includes(scope));
  grant.addOIDCScope(requested.join(' '));
  await grant.save();
  return grant;
}

/** Builds the provider. Mount it with {@link OIDC_MOUNT_PATH}. */
export function createProvider({ db, origin, keys, demoPagesDir }: ProviderOptions): Provider {
  const sameOrigin = new URL(origin).origin;
  // Served as https (TLS ends at a proxy in front): every cookie says Secure, whatever the hop
  // from the proxy to this process looks like.
  const secure = new URL(origin).protocol === 'https:';
  const configuration: Configuration = {
    adapter: (name: string) => new SqliteAdapter(db, name),
    clients: firstPartyClients(origin, demoPagesDir),
    jwks: keys.jwks as Configuration['jwks'],
    cookies: {
      keys: keys.cookieKeys,
      long: { httpOnly: true, sameSite: 'lax', signed: true, secure },
      short: { httpOnly: true, sameSite: 'lax', signed: true, secure },
    },
    scopes: SCOPES,
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // The front ends read name and email from the id token; put granted claims in it.
    conformIdTokenClaims: false,
    async findAccount(_ctx, sub) {
      const user = findUserById(db, sub);
      if (!user) return undefined;
      return {
        accountId: user.id,
        async claims() {
          // Read again: the customer may have changed their email since the session began.
          const current = findUserById(db, sub) ?? user;
          return {
            sub: current.id,
            email: current.email,
            email_verified: current.emailVerified,
            name: `${current.firstName} ${current.lastName}`,
            given_name: current.firstName,
            family_name: current.lastName,
          };
        },
      };
    },
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        // A public client may revoke only its own tokens (oidc-client-ts revokes on sign-out);
        // for anyone else's the answer is the same 200 as for an unknown token.
        allowedPolicy: async (_ctx, client, token) => token.clientId === client.clientId,
      },
      userinfo: { enabled: true },
      rpInitiatedLogout: { enabled: true, logoutSource, postLogoutSuccessSource },
    },
    interactions: {
      url: (_ctx, interaction) => `${OIDC_MOUNT_PATH}/interaction/${interaction.uid}`,
    },
    responseTypes: ['code'],
    pkce: { required: () => true },
    rotateRefreshToken: true,
    // The provider drops `offline_access` unless the request says prompt=consent (OIDC Core
    // 11), which oidc-client-ts does not send; first-party public clients get a refresh token
    // anyway. Without offline_access it ends with the provider session, so signing out (in any
    // tab) also ends every refresh token of that session.
    async issueRefreshToken(_ctx, client, code) {
      if (!client.grantTypeAllowed('refresh_token')) return false;
      return FIRST_PARTY_CLIENT_IDS.includes(client.clientId) || code.scopes.has('offline_access');
    },
    // Pages of this origin, and the header client from allowed embedding origins (clients.ts).
    clientBasedCORS: (_ctx, requestOrigin, client) =>
      requestOrigin === sameOrigin || embeddingCorsAllowed(client.clientId, requestOrigin),
    loadExistingGrant,
    renderError,
    ttl: {
      AccessToken: HOUR,
      IdToken: HOUR,
      AuthorizationCode: 60,
      Interaction: HOUR,
      Grant: 14 * DAY,
      Session: 14 * DAY,
      // A rotated token keeps the lifetime of the one it replaced: a stolen chain cannot be
      // extended forever by refreshing.
      RefreshToken(ctx, _token, client) {
        const rotated = ctx?.oidc?.entities.RotatedRefreshToken;
        if (rotated && client.clientAuthMethod === 'none') return rotated.remainingTTL;
        return 14 * DAY;
      },
    },
  };
  const provider = new Provider(`${origin}${OIDC_MOUNT_PATH}`, configuration);
  // Koa refuses to send a Secure cookie on a request it believes is plain http (the proxy's
  // hop); the public origin is what the browser sees, so the provider's requests count as https.
  if (secure) Object.defineProperty(provider.app.request, 'secure', { get: () => true });
  // Each authorization (sign-in, silent renewal) notes the browser of its session, for the
  // customer's list of signed-in devices.
  provider.on('authorization.success', (ctx: KoaContextWithOIDC) => {
    const session = ctx.oidc.session;
    if (!session?.accountId || !session.uid) return;
    recordDevice(db, {
      sessionUid: session.uid,
      userId: session.accountId,
      userAgent: ctx.get('user-agent'),
      ip: ctx.ip,
    });
  });
  // RFC 7009 answers a revocation with 200 and an empty body, which Koa labels text/plain;
  // oidc-client-ts rejects any non-JSON content type, so its sign-out would log an error.
  provider.use(async (ctx, next) => {
    await next();
    if (ctx.path.endsWith('/token/revocation') && ctx.status === 200 && !ctx.body) {
      ctx.remove('Content-Type');
    }
  });
  return provider;
}
