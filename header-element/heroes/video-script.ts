// Loads the video provider's embed script (spec 7.7) once per page and URL, with a timeout.
// Loading starts only when a person asks for a video, so it never blocks first paint.
import { VIDEO_SCRIPT_TIMEOUT_MS } from './constants';
import { VIDYARD_LOAD_FAILED, VIDYARD_TIMED_OUT } from './messages';

/** The subset of the provider's player the hero uses. */
export interface VidyardPlayer {
  on(event: 'playerComplete' | 'ready', callback: () => void): void;
}

/** The subset of the provider's global API (`window.VidyardV4.api`) the hero uses. */
export interface VidyardApi {
  renderPlayer(options: {
    uuid: string;
    container: HTMLElement;
    type?: 'inline';
    autoplay?: 0 | 1;
    aspect?: string;
  }): Promise<VidyardPlayer>;
  destroyPlayer?(player: VidyardPlayer): void;
}

declare global {
  interface Window {
    VidyardV4?: { api?: VidyardApi };
  }
}

/** The parts of `document` the loader needs; a test can hand in its own. */
export type ScriptHost = Pick<Document, 'createElement' | 'head'>;

const loads = new Map<string, Promise<VidyardApi>>();

/**
 * Resolves with the provider's API once its script has loaded. Rejects with
 * 'Failed to load the Vidyard script' (error event, or the script defined no API) or
 * 'Loading vidyard script timed out' (nothing after `timeoutMs`, 10000 by default).
 * A failed load is forgotten so a later click can try again.
 */
export function loadVidyardScript(
  src: string,
  {
    timeoutMs = VIDEO_SCRIPT_TIMEOUT_MS,
    host = document,
  }: { timeoutMs?: number; host?: ScriptHost } = {},
): Promise<VidyardApi> {
  const known = loads.get(src);
  if (known) return known;
  const load = new Promise<VidyardApi>((resolve, reject) => {
    const script = host.createElement('script');
    const timer = setTimeout(() => finish(new Error(VIDYARD_TIMED_OUT)), timeoutMs);
    function finish(error?: Error) {
      clearTimeout(timer);
      script.onload = script.onerror = null;
      const api = window.VidyardV4?.api;
      if (error) reject(error);
      else if (api && typeof api.renderPlayer === 'function') resolve(api);
      else reject(new Error(VIDYARD_LOAD_FAILED));
    }
    script.onload = () => finish();
    script.onerror = () => finish(new Error(VIDYARD_LOAD_FAILED));
    script.async = true;
    script.src = src;
    host.head.appendChild(script);
  });
  loads.set(src, load);
  load.catch(() => loads.delete(src));
  return load;
}
