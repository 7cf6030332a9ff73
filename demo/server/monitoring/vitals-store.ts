// The real-user speed samples the collector received, in SQLite, and their p75 per route and
// metric against the "good" and "poor" thresholds of web.dev (the ones web-vitals rates by).
import type { Db } from '../db/database.js';

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

/** Upper bounds of "good" and of "needs improvement" (ms; CLS unitless). */
export const VITAL_THRESHOLDS: Record<VitalName, { good: number; poor: number }> = {
  LCP: { good: 2500, poor: 4000 },
  INP: { good: 200, poor: 500 },
  CLS: { good: 0.1, poor: 0.25 },
  FCP: { good: 1800, poor: 3000 },
  TTFB: { good: 800, poor: 1800 },
};

export const MAX_SAMPLES = 20_000;
/** Most samples one beacon may carry. */
export const MAX_SAMPLES_PER_REQUEST = 50;

/** One accepted sample. */
export interface VitalSampleInput {
  name: VitalName;
  value: number;
  route: string;
  release: string | null;
}

/** The samples of a beacon body, or an error message saying what is wrong. */
export function readSamples(body: unknown): VitalSampleInput[] | string {
  const list = (body as { samples?: unknown } | null)?.samples;
  if (!Array.isArray(list) || !list.length) return 'samples must be a non-empty list.';
  if (list.length > MAX_SAMPLES_PER_REQUEST)
    return `At most ${MAX_SAMPLES_PER_REQUEST} samples per request.`;
  const samples: VitalSampleInput[] = [];
  for (const item of list as Record<string, unknown>[]) {
    const { name, value, route, release } = item ?? {};
    if (!VITAL_NAMES.includes(name as VitalName)) return 'Each sample needs a known name.';
    if (typeof value !== 'number' || !Number.isFinite(value) || value < 0 || value > 600_000)
      return 'Each sample needs a value.';
    if (typeof route !== 'string' || !route.startsWith('/') || route.length > 200)
      return 'Each sample needs a route pattern.';
    samples.push({
      name: name as VitalName,
      value,
      route,
      release: typeof release === 'string' ? release.slice(0, 100) : null,
    });
  }
  return samples;
}

/** The rating of `value` for `name`. */
export function rate(name: VitalName, value: number): 'good' | 'needs-improvement' | 'poor' {
  const { good, poor } = VITAL_THRESHOLDS[name];
  return value <= good ? 'good' : value <= poor ? 'needs-improvement' : 'poor';
}

/** The 75th percentile by nearest rank (what CrUX and web.dev report); null for no values. */
export function p75(values: readonly number[]): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.ceil(0.75 * sorted.length) - 1] ?? null;
}

/** Stores a batch of samples (bounded). */
export function storeSamples(db: Db, samples: VitalSampleInput[], now = Date.now()): void {
  const insert = db.prepare(
    'INSERT INTO web_vitals (name, value, rating, route, release, received_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const at = new Date(now).toISOString();
  db.transaction(() => {
    for (const sample of samples)
      insert.run(
        sample.name,
        sample.value,
        rate(sample.name, sample.value),
        sample.route,
        sample.release,
        at,
      );
    db.prepare(
      'DELETE FROM web_vitals WHERE id <= (SELECT id FROM web_vitals ORDER BY id DESC LIMIT 1 OFFSET ?)',
    ).run(MAX_SAMPLES);
  })();
}

/** One metric of one route on the ops page. */
export interface VitalSummary {
  p75: number;
  count: number;
  rating: 'good' | 'needs-improvement' | 'poor';
}

/** p75 of each metric per route, routes in alphabetical order. */
export function summariseVitals(
  db: Db,
): { route: string; metrics: Partial<Record<VitalName, VitalSummary>> }[] {
  const rows = db.prepare('SELECT route, name, value FROM web_vitals').all() as {
    route: string;
    name: VitalName;
    value: number;
  }[];
  const byRoute = new Map<string, Map<VitalName, number[]>>();
  for (const row of rows) {
    const metrics = byRoute.get(row.route) ?? new Map<VitalName, number[]>();
    byRoute.set(row.route, metrics);
    const values = metrics.get(row.name) ?? [];
    values.push(row.value);
    metrics.set(row.name, values);
  }
  return [...byRoute.keys()].sort().map((route) => {
    const metrics: Partial<Record<VitalName, VitalSummary>> = {};
    for (const [name, values] of byRoute.get(route) ?? []) {
      const value = p75(values) ?? 0;
      metrics[name] = { p75: value, count: values.length, rating: rate(name, value) };
    }
    return { route, metrics };
  });
}
