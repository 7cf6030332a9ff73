// Loads data-config-url once per URL; the header renders with attribute defaults meanwhile.
import { useEffect, useState } from 'react';
import { configUnreadable } from '../messages';
import type { RuntimeConfig } from '../settings';

const cache = new Map<string, Promise<RuntimeConfig | undefined>>();

function absoluteUrl(url: string): string {
  try {
    return new URL(url, window.location.href).href;
  } catch {
    return url;
  }
}

function load(url: string): Promise<RuntimeConfig | undefined> {
  let pending = cache.get(url);
  if (!pending) {
    pending = fetch(url, { headers: { Accept: 'application/json' } })
      .then(async (r) => {
        if (!r.ok) throw new Error(`HTTP ${r.status}`);
        const body: unknown = await r.json();
        if (!body || typeof body !== 'object') throw new Error('not a JSON object');
        return body as RuntimeConfig;
      })
      .catch((error: unknown) => {
        // Blocked by CORS, offline, 404 or not JSON: one warning that names the URL.
        const reason = error instanceof Error ? error.message : String(error);
        console.warn(configUnreadable(absoluteUrl(url), reason));
        return undefined;
      });
    cache.set(url, pending);
  }
  return pending;
}

/** The runtime config at `url`, or undefined (no URL, still loading, or failed). */
export function useRuntimeConfig(url: string | undefined): RuntimeConfig | undefined {
  const [config, setConfig] = useState<{ url: string; value: RuntimeConfig | undefined }>();
  useEffect(() => {
    if (!url) return;
    let live = true;
    void load(url).then((value) => live && setConfig({ url, value }));
    return () => {
      live = false;
    };
  }, [url]);
  return url && config?.url === url ? config.value : undefined;
}
