// The analytics collector stand-in (spec 7.8): mixpanel's track/, engage/ and groups/ endpoints
// (form `data=` in base64 or JSON, or a JSON body; single records or batches), flags/ (POST with
// context.distinct_id, answering variant_key and variant_value), everything stored in SQLite; plus
// /demo/analytics/, a page listing what arrived, newest first.
import express, { type Request } from 'express';
import { HttpError } from '../api/errors.js';
import { intQuery } from '../api/validation.js';
import {
  DEMO_FLAGS,
  decodePayload,
  listEvents,
  MAX_BATCH,
  storeRecords,
  type CollectorEndpoint,
} from '../collector/collector-store.js';
import { renderAnalyticsPage } from '../collector/analytics-page.js';
import { localOnly } from '../local-only.js';
import type { RouteModule } from './types.js';

/** Where the collector lives (config `analytics.apiHost` is `{origin}` + this). */
export const COLLECTOR_PATH = '/api/collect';

function payloadOf(req: Request): Record<string, unknown>[] {
  const body = req.body as unknown;
  const data =
    body && typeof body === 'object' && !Array.isArray(body) && 'data' in body
      ? (body as { data: unknown }).data
      : typeof req.query.data === 'string'
        ? req.query.data
        : body;
  let records: Record<string, unknown>[];
  try {
    records = decodePayload(data);
  } catch {
    throw new HttpError(400, 'data must be base64 or JSON: one record or a batch of records.');
  }
  if (records.length > MAX_BATCH)
    throw new HttpError(400, `At most ${MAX_BATCH} records per request.`);
  return records;
}

export const collectorRoutes: RouteModule = {
  mount(app, { db }) {
    const api = express.Router();
    api.use(express.urlencoded({ extended: false, limit: '1mb' }));
    api.use(express.json({ limit: '1mb' }));

    for (const endpoint of ['track', 'engage', 'groups'] as const satisfies CollectorEndpoint[]) {
      api.post([`/${endpoint}`, `/${endpoint}/`], (req, res) => {
        storeRecords(db, endpoint, payloadOf(req));
        // mixpanel asks for a JSON status with verbose=1, otherwise reads "1".
        if (req.query.verbose === '1') res.json({ status: 1, error: null });
        else res.type('text/plain').send('1');
      });
    }

    api.post(['/flags', '/flags/'], (req, res) => {
      const context = (req.body as { context?: { distinct_id?: unknown } } | undefined)?.context;
      const distinctId = context?.distinct_id;
      if (typeof distinctId !== 'string' || !distinctId || distinctId.length > 200) {
        throw new HttpError(400, 'context.distinct_id is required.');
      }
      storeRecords(db, 'flags', [{ distinct_id: distinctId, flags: Object.keys(DEMO_FLAGS) }]);
      res.json({ flags: DEMO_FLAGS });
    });

    // What arrived carries customer ids: this machine only (local-only.ts), like the page below.
    api.get('/events', localOnly(), (req, res) => {
      const limit = intQuery(req.query, 'limit', { min: 1, max: 500, fallback: 200 });
      const afterId = intQuery(req.query, 'afterId', {
        min: 0,
        max: Number.MAX_SAFE_INTEGER,
        fallback: 0,
      });
      res.set('Cache-Control', 'no-store').json({ events: listEvents(db, { limit, afterId }) });
    });

    app.use(COLLECTOR_PATH, api);

    app.get(['/demo/analytics', '/demo/analytics/'], localOnly(), (_req, res) => {
      res
        .set('Cache-Control', 'no-store')
        .type('html')
        .send(renderAnalyticsPage(listEvents(db, { limit: 200 })));
    });
  },
};
