// Loads data-config-url once per URL (the shared loader in src/lib/shared/config.ts); the header renders
// with attribute defaults meanwhile.
import { useEffect, useState } from 'react';
import {
  loadRuntimeConfigOnce,
  runtimeConfigFailure,
  type RuntimeConfig,
} from '../../src/lib/shared/config';
import { configUnreadable } from '../messages';

function absoluteUrl(url: string): string {
  try {
    return new URL(url, window.location.href).href;
  } catch {
    return url;
  }
}

const warned = new Set<string>();

/** One warning per URL and page, however many headers read it: it names the URL and why. */
function warnUnreadable(url: string): void {
  if (warned.has(url)) return;
  warned.add(url);
  console.warn(configUnreadable(absoluteUrl(url), runtimeConfigFailure(url) ?? 'unreadable'));
}

/** The runtime config at `url`, or undefined (no URL, still loading, or failed). */
export function useRuntimeConfig(url: string | undefined): RuntimeConfig | undefined {
  const [config, setConfig] = useState<{ url: string; value: RuntimeConfig | undefined }>();
  useEffect(() => {
    if (!url) return;
    let live = true;
    void loadRuntimeConfigOnce(url).then((value) => {
      if (!value) warnUnreadable(url);
      if (live) setConfig({ url, value: value ?? undefined });
    });
    return () => {
      live = false;
    };
  }, [url]);
  return url && config?.url === url ? config.value : undefined;
}
