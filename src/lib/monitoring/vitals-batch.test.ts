import { describe, expect, it } from 'vitest';
import {
  isSampled,
  MAX_BATCH,
  VitalsBatch,
  type BatchEnvironment,
  type VitalSample,
} from './vitals-batch';

const sample = (value: number): VitalSample => ({
  name: 'LCP',
  value,
  rating: 'good',
  route: '/dashboard',
  release: 'shs-customer-web@0.1.0',
});

function environment(online = true, accept = true) {
  const beacons: { url: string; samples: VitalSample[] }[] = [];
  const stored = new Map<string, string>();
  const env: BatchEnvironment & { online: boolean; accept: boolean } = {
    online,
    accept,
    send(url, body) {
      if (!env.accept) return false;
      beacons.push({ url, samples: (JSON.parse(body) as { samples: VitalSample[] }).samples });
      return true;
    },
    isOnline: () => env.online,
    storage: {
      getItem: (key) => stored.get(key) ?? null,
      setItem: (key, value) => void stored.set(key, value),
      removeItem: (key) => void stored.delete(key),
    },
  };
  return { env, beacons, stored };
}

describe('isSampled', () => {
  it('keeps a visit when the random draw is under the rate', () => {
    expect(isSampled(0.25, () => 0.1)).toBe(true);
    expect(isSampled(0.25, () => 0.3)).toBe(false);
    expect(isSampled(0, () => 0)).toBe(false);
    expect(isSampled(1, () => 0.999)).toBe(true);
  });

  it('keeps about the configured share of visits', () => {
    let seed = 1;
    const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
    const kept = Array.from({ length: 10_000 }, () => isSampled(0.1, random)).filter(Boolean);
    expect(kept.length).toBeGreaterThan(900);
    expect(kept.length).toBeLessThan(1100);
  });
});

describe('VitalsBatch', () => {
  it('holds samples until flushed, then sends them in one beacon', () => {
    const { env, beacons } = environment();
    const batch = new VitalsBatch('/api/collect/vitals', env);
    batch.add(sample(1));
    batch.add(sample(2));
    expect(beacons).toHaveLength(0);
    batch.flush();
    expect(beacons).toEqual([{ url: '/api/collect/vitals', samples: [sample(1), sample(2)] }]);
    expect(batch.size).toBe(0);
  });

  it('sends a full batch at once, and never more than MAX_BATCH in one beacon', () => {
    const { env, beacons } = environment();
    const batch = new VitalsBatch('/v', env);
    for (let i = 0; i < MAX_BATCH + 3; i += 1) batch.add(sample(i));
    expect(beacons).toHaveLength(1);
    expect(beacons[0]!.samples).toHaveLength(MAX_BATCH);
    batch.flush();
    expect(beacons[1]!.samples).toHaveLength(3);
  });

  it('keeps what cannot go while offline (in storage) and sends it once back online', () => {
    const { env, beacons, stored } = environment(false);
    const batch = new VitalsBatch('/v', env);
    batch.add(sample(7));
    batch.flush();
    expect(beacons).toHaveLength(0);
    expect(stored.size).toBe(1);

    // The next page (or the online event) finds it and sends it.
    env.online = true;
    const later = new VitalsBatch('/v', env);
    expect(later.size).toBe(1);
    later.flush();
    expect(beacons).toEqual([{ url: '/v', samples: [sample(7)] }]);
    expect(stored.size).toBe(0);
  });

  it('keeps a beacon the browser refused', () => {
    const { env, beacons } = environment(true, false);
    const batch = new VitalsBatch('/v', env);
    batch.add(sample(1));
    batch.flush();
    expect(batch.size).toBe(1);
    env.accept = true;
    batch.flush();
    expect(beacons).toHaveLength(1);
  });
});
