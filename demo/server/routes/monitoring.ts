// The error-tracking and real-user-speed stand-ins (a real service's interface, on SQLite):
// - POST /api/monitoring/envelope: the SDK's tunnel; takes Sentry envelopes for this server's
//   project (its DSN) and stores their error events;
// - POST /api/collect/vitals: web-vitals beacons (JSON `{ samples: [...] }`);
// - /demo/ops/ (page) and /demo/ops/api/errors, /demo/ops/api/vitals (JSON): this machine only, like
//   the mail outbox (local-only.ts).
import { join } from 'node:path';
import express from 'express';
import { HttpError } from '../api/errors.js';
import { localOnly } from '../local-only.js';
import { parseEnvelope, readDsn } from '../monitoring/envelope.js';
import {
  listErrorGroups,
  storeErrorEvent,
  type ErrorEventPayload,
} from '../monitoring/error-store.js';
import {
  ERROR_PROJECT_ID,
  ERROR_PUBLIC_KEY,
  ERROR_TUNNEL_PATH,
  VITALS_PATH,
} from '../monitoring/monitoring-paths.js';
import { renderOpsPage } from '../monitoring/ops-page.js';
import { deminify } from '../monitoring/source-maps.js';
import {
  readSamples,
  storeSamples,
  summariseVitals,
  VITAL_THRESHOLDS,
} from '../monitoring/vitals-store.js';
import type { RouteModule } from './types.js';

/** Where the operations page is served. */
export const OPS_BASE = '/demo/ops';

/** Item types that carry an error event. */
const EVENT_ITEMS = new Set(['event', 'error']);

export const monitoringRoutes: RouteModule = {
  mount(app, { db, paths }) {
    app.post(
      ERROR_TUNNEL_PATH,
      // Envelopes are text, whatever content type the SDK's fetch gave them.
      express.raw({ type: () => true, limit: '200kb' }),
      (req, res) => {
        let envelope;
        try {
          envelope = parseEnvelope(Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0));
        } catch (error) {
          throw new HttpError(400, `Not an envelope: ${(error as Error).message}`);
        }
        // A tunnel forwards to its own project only (otherwise it is an open relay).
        const dsn = readDsn(envelope.header.dsn);
        if (!dsn || dsn.projectId !== ERROR_PROJECT_ID || dsn.publicKey !== ERROR_PUBLIC_KEY)
          throw new HttpError(403, 'Unknown project.');
        for (const item of envelope.items) {
          if (!EVENT_ITEMS.has(item.header.type)) continue;
          let event: ErrorEventPayload;
          try {
            event = JSON.parse(item.payload.toString('utf8')) as ErrorEventPayload;
          } catch {
            throw new HttpError(400, 'An event item is not JSON.');
          }
          storeErrorEvent(db, event);
        }
        res.json({ id: envelope.header.event_id ?? null });
      },
    );

    app.post(VITALS_PATH, express.json({ type: () => true, limit: '100kb' }), (req, res) => {
      const samples = readSamples(req.body);
      if (typeof samples === 'string') throw new HttpError(400, samples);
      storeSamples(db, samples);
      res.status(204).end();
    });

    const guard = localOnly();
    const groupsWithStacks = () =>
      listErrorGroups(db).map((group) => ({
        ...group,
        stack: deminify(
          group.latest.exception?.values?.at(-1)?.stacktrace?.frames ?? [],
          group.latest.release,
          paths.sourceMaps,
        ),
      }));

    app.get(`${OPS_BASE}/api/errors`, guard, (_req, res) => {
      res.set('Cache-Control', 'no-store').json({ groups: groupsWithStacks() });
    });

    app.get(`${OPS_BASE}/api/vitals`, guard, (_req, res) => {
      res
        .set('Cache-Control', 'no-store')
        .json({ thresholds: VITAL_THRESHOLDS, routes: summariseVitals(db) });
    });

    app.get(`${OPS_BASE}/chart.umd.min.js`, guard, (_req, res) => {
      res
        .set('Cache-Control', 'public, max-age=300')
        .sendFile(join(paths.root, 'node_modules/chart.js/dist/chart.umd.min.js'));
    });

    app.get([OPS_BASE, `${OPS_BASE}/`], guard, (_req, res) => {
      res
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(renderOpsPage(groupsWithStacks(), summariseVitals(db)));
    });
  },
};
