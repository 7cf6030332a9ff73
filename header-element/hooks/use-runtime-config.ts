// Loads data-config-url once per URL (the shared loader in src/lib/config.ts); the header renders
// with attribute defaults meanwhile.
import { useEffect, useState } from 'react';
import { loadRuntimeConfigOnce, type RuntimeConfig } from '../../src/lib/config';

/** The runtime config at `url`, or undefined (no URL, still loading, or failed). */
export function useRuntimeConfig(url: string | undefined): RuntimeConfig | undefined {
  const [config, setConfig] = useState<{ url: string; value: RuntimeConfig | undefined }>();
  useEffect(() => {
    if (!url) return;
    let live = true;
    void loadRuntimeConfigOnce(url).then((value) => {
      if (!value) console.warn('<shs-header>: could not load config', url);
      if (live) setConfig({ url, value: value ?? undefined });
    });
    return () => {
      live = false;
    };
  }, [url]);
  return url && config?.url === url ? config.value : undefined;
}
