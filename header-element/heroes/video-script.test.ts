import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { VIDYARD_LOAD_FAILED, VIDYARD_TIMED_OUT } from './messages';
import { loadVidyardScript, type ScriptHost, type VidyardApi } from './video-script';

/** A document stand-in that records the script element instead of fetching anything. */
function fakeHost() {
  const script = {
    onload: null,
    onerror: null,
    async: false,
    src: '',
  } as unknown as HTMLScriptElement;
  const appended: unknown[] = [];
  const host = {
    createElement: () => script,
    head: { appendChild: (node: unknown) => appended.push(node) },
  } as unknown as ScriptHost;
  return { host, script, appended };
}

let url = 0;
const nextUrl = () => `https://video.example/embed/v4.js?n=${++url}`;

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  vi.useRealTimers();
  delete window.VidyardV4;
});

describe('loadVidyardScript (spec 7.7, 8, 9.4)', () => {
  it('appends a script for the embed URL and resolves with the provider API', async () => {
    const { host, script, appended } = fakeHost();
    const src = nextUrl();
    const load = loadVidyardScript(src, { host });
    expect(appended).toEqual([script]);
    expect(script.src).toBe(src);
    const api = { renderPlayer: vi.fn() } as unknown as VidyardApi;
    window.VidyardV4 = { api };
    script.onload?.(new Event('load'));
    await expect(load).resolves.toBe(api);
    // Loaded once per URL.
    expect(loadVidyardScript(src, { host })).toBe(load);
  });

  it("times out after 10000 ms with 'Loading vidyard script timed out'", async () => {
    const { host } = fakeHost();
    const load = loadVidyardScript(nextUrl(), { host });
    const settled = vi.fn();
    load.catch(settled);
    await vi.advanceTimersByTimeAsync(9999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await expect(load).rejects.toThrow(VIDYARD_TIMED_OUT);
  });

  it("fails with 'Failed to load the Vidyard script' on a load error", async () => {
    const { host, script } = fakeHost();
    const load = loadVidyardScript(nextUrl(), { host });
    script.onerror?.(new Event('error'));
    await expect(load).rejects.toThrow(VIDYARD_LOAD_FAILED);
  });

  it('fails the same way when the script defines no player API, and retries later', async () => {
    const first = fakeHost();
    const src = nextUrl();
    const load = loadVidyardScript(src, { host: first.host });
    first.script.onload?.(new Event('load'));
    await expect(load).rejects.toThrow(VIDYARD_LOAD_FAILED);
    const second = fakeHost();
    const retry = loadVidyardScript(src, { host: second.host });
    expect(retry).not.toBe(load);
    expect(second.appended).toHaveLength(1);
    retry.catch(() => undefined);
  });
});
