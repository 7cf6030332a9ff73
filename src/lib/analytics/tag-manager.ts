// Tag-management page views (spec 7.8): page_name, current_url and tealium_event, handed to the
// tag manager's script (`utag.view`, loaded once from config `analytics.tagManagerUrl` through
// the Trusted Types script-URL policy), which forwards them to the collector.
import { allowScriptOrigin, loadScript } from '../browser/trusted-script-url';

/** Spec 7.8: what a tag-manager page view carries. */
export interface TagView {
  page_name: string;
  current_url: string;
  tealium_event: string;
}

interface Utag {
  view(data: TagView): void;
}

/** How long the tag manager's script may take to load. */
export const TAG_SCRIPT_TIMEOUT_MS = 10_000;

let loading: Promise<Utag> | null = null;

function utag(): Utag | undefined {
  return (window as unknown as { utag?: Utag }).utag;
}

function loadTagManager(url: string): Promise<Utag> {
  allowScriptOrigin(url);
  loading ??= loadScript(url, {
    timeoutMs: TAG_SCRIPT_TIMEOUT_MS,
    failedMessage: 'Failed to load the tag manager script',
    timeoutMessage: 'Loading tag manager script timed out',
  }).then(
    () => {
      const loaded = utag();
      if (!loaded) throw new Error('The tag manager script did not define utag.');
      return loaded;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Sends one page view through the tag manager. */
export async function sendTagView(url: string, view: TagView): Promise<void> {
  const manager = await loadTagManager(url);
  manager.view(view);
}
