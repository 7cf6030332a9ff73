// Real-user speed beacons: metrics are collected in a batch and sent in one beacon when the page
// is hidden (the last moment a page reliably has), or once the batch is full. A visit is either
// sampled or not as a whole (config `vitalsSampleRate`), so a sampled visit reports every metric.
// A beacon that cannot go (offline, refused) waits in storage and goes with the next one.

/** One measurement. */
export interface VitalSample {
  name: 'LCP' | 'INP' | 'CLS' | 'FCP' | 'TTFB';
  value: number;
  rating: 'good' | 'needs-improvement' | 'poor';
  /** Route pattern (route-pattern.ts), never the URL. */
  route: string;
  release: string;
}

/** Most samples one beacon carries (the collector accepts at most 50 records per request). */
export const MAX_BATCH = 50;
/** Most samples kept while they cannot be sent. */
export const MAX_WAITING = 200;
const STORAGE_KEY = 'shs.vitals.waiting';

/** Whether this visit reports at all: true for a share `rate` (0 to 1) of visits. */
export function isSampled(rate: number, random: () => number = Math.random): boolean {
  return rate > 0 && random() < rate;
}

/** What the batch needs from the browser (injected, so tests run without one). */
export interface BatchEnvironment {
  /** navigator.sendBeacon: false when the browser did not take the beacon. */
  send(url: string, body: string): boolean;
  isOnline(): boolean;
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
}

/** A batch of samples for one collector URL. */
export class VitalsBatch {
  private samples: VitalSample[] = [];

  constructor(
    private readonly url: string,
    private readonly env: BatchEnvironment,
  ) {
    this.samples = this.readWaiting();
  }

  /** Adds a sample; a full batch is sent at once. */
  add(sample: VitalSample): void {
    this.samples.push(sample);
    if (this.samples.length >= MAX_BATCH) this.flush();
  }

  /** How many samples wait to be sent. */
  get size(): number {
    return this.samples.length;
  }

  /** Sends everything collected, in beacons of at most MAX_BATCH; keeps what could not go. */
  flush(): void {
    const unsent: VitalSample[] = [];
    while (this.samples.length) {
      const chunk = this.samples.splice(0, MAX_BATCH);
      const sent =
        this.env.isOnline() && this.env.send(this.url, JSON.stringify({ samples: chunk }));
      if (!sent) unsent.push(...chunk);
    }
    this.samples = unsent.slice(-MAX_WAITING);
    this.writeWaiting();
  }

  private readWaiting(): VitalSample[] {
    try {
      const raw = this.env.storage?.getItem(STORAGE_KEY);
      const list: unknown = raw ? JSON.parse(raw) : [];
      return Array.isArray(list) ? (list as VitalSample[]).slice(-MAX_WAITING) : [];
    } catch {
      return [];
    }
  }

  private writeWaiting(): void {
    try {
      if (this.samples.length) this.env.storage?.setItem(STORAGE_KEY, JSON.stringify(this.samples));
      else this.env.storage?.removeItem(STORAGE_KEY);
    } catch {
      // Storage full or blocked: the samples stay in memory for this page only.
    }
  }
}
