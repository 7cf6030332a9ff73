// The chat stand-in (spec 7.6): the bootstrap script at config `chat.eswEndpoint` is a static
// file (demo/pages/chat/esw.min.js); this module is its messaging back end at `chat.scrt2URL`.
// Starting a session verifies the JWT identity token (an id token of our provider, for one of our
// clients) and records the hidden prechat fields; the bot answers each message.
import express, { type Request } from 'express';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { HttpError } from '../api/errors.js';
import { bodyObject, requiredString } from '../api/validation.js';
import { chatAccount } from '../chat/account-answers.js';
import { chatText } from '../chat/text.js';
import { localeOfRequest } from '../i18n/server-text.js';
import { localeOf, type Locale } from '../../../src/lib/shared/i18n/locales.js';
import { answer, greeting } from '../chat/chat-bot.js';
import {
  addMessage,
  createSession,
  endSession,
  findLiveSession,
  listMessages,
  PRECHAT_FIELDS,
  type Prechat,
} from '../chat/chat-sessions.js';
import { FIRST_PARTY_CLIENT_IDS } from '../oidc/clients.js';
import { loadKeys } from '../oidc/keys.js';
import type { RouteModule } from './types.js';

/** Where the messaging API lives (config `chat.scrt2URL` is `{origin}` + this). */
export const CHAT_API_PATH = '/demo/chat/scrt2';

/** Messages the stand-in answers with, in the chat's language. */
export function chatApiMessages(locale: Locale) {
  const t = chatText.t(locale);
  return { badToken: t('api.badToken'), noSession: t('api.noSession'), full: t('api.full') };
}

/**
 * The language a chat opens in: the `language` the chat script was set up with (ESW's
 * settings.language, e.g. "es_US"), else the request's Accept-Language.
 */
function openingLocale(req: Request, body: Record<string, unknown>): Locale {
  const language = body.language;
  return (typeof language === 'string' ? localeOf(language) : undefined) ?? localeOfRequest(req);
}

function readPrechat(value: unknown, locale: Locale): Prechat {
  const body = bodyObject(value);
  const prechat = {} as Prechat;
  for (const field of PRECHAT_FIELDS) {
    const entry = body[field] ?? '';
    if (typeof entry !== 'string' || entry.length > 200) {
      throw new HttpError(400, chatText.t(locale)('api.prechatField', { field }));
    }
    prechat[field] = entry;
  }
  return prechat;
}

export const chatRoutes: RouteModule = {
  mount(app, { db, provider }) {
    const keys = createLocalJWKSet(loadKeys(db).publicJwks as JSONWebKeySet);
    /** The subject of a valid id token of our provider, else undefined. */
    const verifiedSubject = async (token: string | undefined): Promise<string | undefined> => {
      if (!token) return undefined;
      try {
        const { payload } = await jwtVerify(token, keys, {
          issuer: provider.issuer,
          audience: [...FIRST_PARTY_CLIENT_IDS],
          clockTolerance: 60,
        });
        return payload.sub;
      } catch {
        return undefined;
      }
    };

    const api = express.Router();
    api.use(express.json({ limit: '16kb' }));
    api.use((_req, res, next) => {
      res.set('Cache-Control', 'no-store');
      next();
    });

    api.post('/sessions', async (req, res) => {
      const body = bodyObject(req.body);
      const locale = openingLocale(req, body);
      const identityToken = requiredString(body, 'identityToken', { max: 8000 });
      const orgId = requiredString(body, 'orgId');
      const deployment = requiredString(body, 'deployment');
      const prechat = readPrechat(body.prechat, locale);
      const userId = await verifiedSubject(identityToken);
      if (!userId) throw new HttpError(401, chatApiMessages(locale).badToken);
      // The chat keeps the language it was opened in: every answer speaks it.
      const session = createSession(db, { userId, orgId, deployment, prechat, locale });
      addMessage(db, session.id, 'bot', greeting(prechat.Service_Id, locale));
      res.status(201).json({ sessionId: session.id, messages: listMessages(db, session.id) });
    });

    /**
     * The live session `id`, only for the customer it was started for (the identity token in
     * the bearer header): another customer signing in to the same tab gets a 404 and a new chat.
     */
    const liveSession = async (req: Request) => {
      const id = req.params.id;
      const session = typeof id === 'string' ? findLiveSession(db, id) : null;
      const bearer = /^Bearer\s+(\S+)$/i.exec(req.get('authorization') ?? '')?.[1];
      const userId = session ? await verifiedSubject(bearer) : undefined;
      if (!session || userId !== session.userId) {
        // No chat to take the language from: the request's own.
        throw new HttpError(404, chatApiMessages(localeOfRequest(req)).noSession);
      }
      return session;
    };

    api.get('/sessions/:id/messages', async (req, res) => {
      const session = await liveSession(req);
      res.json({ messages: listMessages(db, session.id) });
    });

    api.post('/sessions/:id/messages', async (req, res) => {
      const session = await liveSession(req);
      const text = requiredString(bodyObject(req.body), 'text', { max: 1000 });
      if (!addMessage(db, session.id, 'customer', text)) {
        throw new HttpError(409, chatApiMessages(session.locale).full);
      }
      addMessage(
        db,
        session.id,
        'bot',
        answer(text, () => chatAccount(db, session.userId, new Date()), session.locale),
      );
      res.status(201).json({ messages: listMessages(db, session.id) });
    });

    api.delete('/sessions/:id', (req, res) => {
      if (typeof req.params.id === 'string') endSession(db, req.params.id);
      res.status(204).end();
    });

    app.use(CHAT_API_PATH, api);
  },
};
