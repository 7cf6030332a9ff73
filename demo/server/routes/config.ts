// GET /config.json: the front ends' runtime config, built from this server's own origin.
import { ACCOUNT_CENTRE_CLIENT_ID } from '../oidc/clients.js';
import { OIDC_MOUNT_PATH } from '../oidc/provider.js';
import {
  ERROR_TUNNEL_PATH,
  errorTrackingDsn,
  VITALS_PATH,
} from '../monitoring/monitoring-paths.js';
import type { RouteModule } from './types.js';

/** Opening hours of one day, `HH:MM` in America/Denver. */
export interface ChatHours {
  start: string;
  end: string;
}

/** The runtime config (docs/contracts.md "Runtime config"). */
export interface RuntimeConfig {
  sso: {
    authority: string;
    clientId: string;
    redirectUri: string;
    silentRedirectUri: string;
    postLogoutRedirectUri: string;
    scope: string;
  };
  api: {
    accountCentre: string;
    platform: string;
    commerce: string;
    content: string;
    contentProd: string;
  };
  storeBackendUrls: string[];
  sites: { home: string; buy: string; account: string; support: string; shop: string };
  urlConfig: { buy: string; categories: string; smartOffers: string };
  mixPanel: { projectTokenNoPII: string };
  /** Where analytics goes (the collector stand-in) and the tag manager's script. */
  analytics: { apiHost: string; tagManagerUrl: string };
  showPurchaseHistory: boolean;
  tokenExpireWindow: number;
  /** Switches for every third party; all on (docs/contracts.md "Runtime config"). */
  features: {
    chat: boolean;
    analytics: boolean;
    video: boolean;
    commerce: boolean;
    payments: boolean;
  };
  /** Error tracking (through the tunnel of routes/monitoring.ts) and real-user speed. */
  monitoring: {
    dsn: string;
    tunnel: string;
    environment: string;
    vitalsUrl: string;
    vitalsSampleRate: number;
    /** Whether <shs-header> on a partner page (no host tracker) sends its own reports. */
    headerOnPartnerPages: boolean;
  };
  chat: {
    orgId: string;
    eswConfigDevName: string;
    siteUrl: string;
    eswEndpoint: string;
    scrt2URL: string;
    clientName: string;
    chatAvailability: Record<string, ChatHours>;
  };
}

/** Chat opening hours per day of the week. */
export const CHAT_AVAILABILITY: Record<string, ChatHours> = {
  monday: { start: '07:00', end: '21:00' },
  tuesday: { start: '07:00', end: '21:00' },
  wednesday: { start: '07:00', end: '21:00' },
  thursday: { start: '07:00', end: '21:00' },
  friday: { start: '07:00', end: '21:00' },
  saturday: { start: '08:00', end: '17:00' },
  sunday: { start: '10:00', end: '16:00' },
};

/** The config for a server reachable at `origin`. */
export function runtimeConfig(origin: string): RuntimeConfig {
  const commerce = `${origin}/api/commerce`;
  const buy = `${origin}/demo/buy.html`;
  return {
    sso: {
      authority: `${origin}${OIDC_MOUNT_PATH}`,
      clientId: ACCOUNT_CENTRE_CLIENT_ID,
      redirectUri: `${origin}/auth/callback`,
      silentRedirectUri: `${origin}/auth/renew`,
      postLogoutRedirectUri: `${origin}/`,
      scope: 'openid email profile offline_access',
    },
    api: {
      accountCentre: `${origin}/api/account`,
      platform: `${origin}/api/platform`,
      commerce,
      content: `${origin}/api/content`,
      contentProd: `${origin}/api/content-prod`,
    },
    storeBackendUrls: [commerce],
    sites: {
      home: `${origin}/demo/`,
      buy,
      account: origin,
      support: `${origin}/demo/support.html`,
      shop: `${origin}/demo/shop.html`,
    },
    urlConfig: { buy, categories: '/categories', smartOffers: '/categories/smart-offers' },
    mixPanel: { projectTokenNoPII: 'demo-no-pii-token' },
    analytics: { apiHost: `${origin}/api/collect`, tagManagerUrl: `${origin}/demo/tags/utag.js` },
    showPurchaseHistory: true,
    tokenExpireWindow: 60,
    features: { chat: true, analytics: true, video: true, commerce: true, payments: true },
    monitoring: {
      dsn: errorTrackingDsn(origin),
      tunnel: `${origin}${ERROR_TUNNEL_PATH}`,
      environment: 'demo',
      vitalsUrl: `${origin}${VITALS_PATH}`,
      vitalsSampleRate: 1,
      headerOnPartnerPages: false,
    },
    chat: {
      orgId: '00D000000000DEMO',
      eswConfigDevName: 'Demo_Chat',
      siteUrl: `${origin}/demo/chat`,
      eswEndpoint: `${origin}/demo/chat/esw.min.js`,
      scrt2URL: `${origin}/demo/chat/scrt2`,
      clientName: 'shs-account-centre',
      chatAvailability: CHAT_AVAILABILITY,
    },
  };
}

/** Serves `/config.json`; never cached so a changed server is picked up on reload. */
export const configRoutes: RouteModule = {
  mount(app, { origin }) {
    const body = runtimeConfig(origin);
    app.get('/config.json', (_req, res) => {
      res.set('Cache-Control', 'no-cache').json(body);
    });
  },
};
