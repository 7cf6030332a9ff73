// The chat stand-in (spec 7.6): the bootstrap script at config `chat.eswEndpoint` is a static
// file (demo/pages/chat/esw.min.js); this module is its messaging back end at `chat.scrt2URL`.
// Starting a session verifies the JWT identity token (an id token of our provider, for one of our
// clients) and records the hidden prechat fields; the bot answers each message.
import express from 'express';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { HttpError } from '../api/errors.js';
import { bodyObject, requiredString } from '../api/validation.js';
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

/** Messages the stand-in answers with. */
export const CHAT_API_MESSAGES = {
  badToken: 'The identity token could not be verified.',
  noSession: 'No such chat session. Start a new chat.',
  full: 'This chat is full. Start a new chat.',
} as const;

function readPrechat(value: unknown): Prechat {
  const body = bodyObject(value);
  const prechat = {} as Prechat;
  for (const field of PRECHAT_FIELDS) {
    const entry = body[field] ?? '';
    if (typeof entry !== 'string' || entry.length > 200) {
      throw new HttpError(400, `prechat.${field} must be a string of at most 200 characters.`);
    }
    prechat[field] = entry;
  }
  return prechat;
}

export const chatRoutes: RouteModule = {
  mount(app, { db, provider }) {
    const keys = createLocalJWKSet(loadKeys(db).publicJwks as JSONWebKeySet);
    const api = express.Router();
    api.use(express.json({ limit: '16kb' }));
    api.use((_req, res, next) => {
      res.set('Cache-Control', 'no-store');
      next();
    });

    api.post('/sessions', async (req, res) => {
      const body = bodyObject(req.body);
      const identityToken = requiredString(body, 'identityToken', { max: 8000 });
      const orgId = requiredString(body, 'orgId');
      const deployment = requiredString(body, 'deployment');
      const prechat = readPrechat(body.prechat);
      let userId: string | undefined;
      try {
        const { payload } = await jwtVerify(identityToken, keys, {
          issuer: provider.issuer,
          audience: [...FIRST_PARTY_CLIENT_IDS],
          clockTolerance: 60,
        });
        userId = payload.sub;
      } catch {
        userId = undefined;
      }
      if (!userId) throw new HttpError(401, CHAT_API_MESSAGES.badToken);
      const session = createSession(db, { userId, orgId, deployment, prechat });
      addMessage(db, session.id, 'bot', greeting(prechat.Service_Id));
      res.status(201).json({ sessionId: session.id, messages: listMessages(db, session.id) });
    });

    const liveSession = (id: string | string[] | undefined) => {
      const session = typeof id === 'string' ? findLiveSession(db, id) : null;
      if (!session) throw new HttpError(404, CHAT_API_MESSAGES.noSession);
      return session;
    };

    api.get('/sessions/:id/messages', (req, res) => {
      const session = liveSession(req.params.id);
      res.json({ messages: listMessages(db, session.id) });
    });

    api.post('/sessions/:id/messages', (req, res) => {
      const session = liveSession(req.params.id);
      const text = requiredString(bodyObject(req.body), 'text', { max: 1000 });
      if (!addMessage(db, session.id, 'customer', text)) {
        throw new HttpError(409, CHAT_API_MESSAGES.full);
      }
      addMessage(db, session.id, 'bot', answer(text));
      res.status(201).json({ messages: listMessages(db, session.id) });
    });

    api.delete('/sessions/:id', (req, res) => {
      if (typeof req.params.id === 'string') endSession(db, req.params.id);
      res.status(204).end();
    });

    app.use(CHAT_API_PATH, api);
  },
};
