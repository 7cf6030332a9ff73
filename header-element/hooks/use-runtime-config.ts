// Loads data-config-url once per URL; the header renders with attribute defaults meanwhile.
import { useEffect, useState } from 'react';
import type { RuntimeConfig } from '../settings';

const cache = new Map<string, Promise<RuntimeConfig | undefined>>();

function load(url: string): Promise<RuntimeConfig | undefined> {
  let pending = cache.get(url);
  if (!pending) {
    pending = fetch(url, { headers: { Accept: 'application/json' } })
      .then((r) => (r.ok ? (r.json() as Promise<RuntimeConfig>) : undefined))
      .catch((error: unknown) => {
        console.warn('<shs-header>: could not load config', url, error);
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
