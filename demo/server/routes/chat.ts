// The chat stand-in (spec 7.6): the bootstrap script at config `chat.eswEndpoint` is a static
// file (demo/pages/chat/esw.min.js); this module is its messaging back end at `chat.scrt2URL`.
// Starting a session verifies the JWT identity token (an id token of our provider, for one of our
// clients) and records the hidden prechat fields; the bot answers each message.
import express, { type Request } from 'express';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import { HttpError } from '../api/errors.js';
import { bodyObject, requiredString } from '../api/validation.js';
import { chatAccount } from '../chat/account-answers.js';
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
      const identityToken = requiredString(body, 'identityToken', { max: 8000 });
      const orgId = requiredString(body, 'orgId');
      const deployment = requiredString(body, 'deployment');
      const prechat = readPrechat(body.prechat);
      const userId = await verifiedSubject(identityToken);
      if (!userId) throw new HttpError(401, CHAT_API_MESSAGES.badToken);
      const session = createSession(db, { userId, orgId, deployment, prechat });
      addMessage(db, session.id, 'bot', greeting(prechat.Service_Id));
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
      if (!session || userId !== session.userId)
        throw new HttpError(404, CHAT_API_MESSAGES.noSession);
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
        throw new HttpError(409, CHAT_API_MESSAGES.full);
      }
      addMessage(
        db,
        session.id,
        'bot',
        answer(text, () => chatAccount(db, session.userId, new Date())),
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
