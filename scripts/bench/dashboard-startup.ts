// `npm run bench`, account-centre start-up: /dashboard signed in, on a cold visit (a new tab,
// nothing cached) and as the reload of an open tab, each against a static snapshot of the very
// same rendered page (same HTML and CSS, no script), side by side in one run, on the reference
// backend with the built SPA. Chromium at 1280x800, cache off, CPU throttled 4x (CDP
// Emulation.setCPUThrottlingRate) in the tab being loaded, the others unthrottled meanwhile;
// medians of 5 loads each, alternating, so the shared machine's noise hits every case. Prints LCP
// of app and snapshot, their ratio, the app's total blocking time (long tasks after first
// contentful paint, minus 50 ms each) and the JavaScript it downloaded.
import { existsSync } from 'node:fs';
import { createServer, request, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { chromium, type BrowserContext, type CDPSession, type Page } from 'playwright-core';
import { gzipSize } from './gzip-size';
import { printMainThreadBreakdown } from './main-thread-breakdown';
import { breakdownLines, weighFile } from './script-weights';
import { benchChromium, signInThroughLoginPage, startReferenceBackend } from './reference-backend';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const CPU_SLOWDOWN = 4;

interface Targets {
  /** LCP of the app over LCP of its static snapshot. */
  ratio: number;
  tbtMs: number;
  /** JavaScript (gzip) downloaded until the page is complete; undefined: not a target. */
  jsBytes?: number;
  /** What was measured before issue 29, printed beside today's figures. */
  baseline: string;
}

// Issue 29: a customer who signs in once a month comes with a cold cache. Baselines are the
// issue's own measurements (2026-11-27, same method).
const COLD_TARGETS: Targets = {
  ratio: 1.3,
  tbtMs: 200,
  jsBytes: 130 * 1024,
  baseline: '1.60x, 158.6 kB JS, TBT 74–90 ms',
};
const WARM_TARGETS: Targets = { ratio: 1.3, tbtMs: 200, baseline: '1.18x–1.27x' };

/**
 * Prints one case (app beside its snapshot); true when its targets are met. `asGzip`: what the
 * scripts a load downloaded weigh gzipped, the unit of the target and baseline (the
 * server may send another encoding: its `compression` picks brotli where the browser takes it).
 */
function report(
  title: string,
  loads: { app: Load[]; still: Load[] },
  targets: Targets,
  asGzip: (scripts: SentScript[]) => number,
): boolean {
  const fmt = (ms: number) => `${ms.toFixed(0)} ms`;
  const appLcp = median(loads.app.map((l) => l.lcp));
  const stillLcp = median(loads.still.map((l) => l.lcp));
  const tbt = median(loads.app.map((l) => l.tbt));
  const js = median(loads.app.map((l) => l.scripts.reduce((sum, { sent }) => sum + sent, 0)));
  const jsGzip = median(loads.app.map((l) => asGzip(l.scripts)));
  const ratio = appLcp / stillLcp;
  const ratioMet = ratio <= targets.ratio;
  const tbtMet = tbt <= targets.tbtMs;
  // Held to the issue's own unit, gzip, whatever encoding was sent.
  const jsMet = targets.jsBytes === undefined || jsGzip <= targets.jsBytes;
  const mark = (met: boolean) => (met ? 'met' : 'MISSED');
  console.log(`  ${title} — before issue 29: ${targets.baseline}`);
  console.log(
    `    LCP account centre   ${fmt(appLcp)}  (${loads.app.map((l) => fmt(l.lcp)).join(', ')})`,
  );
  console.log(
    `    LCP static snapshot  ${fmt(stillLcp)}  (${loads.still.map((l) => fmt(l.lcp)).join(', ')})`,
  );
  const elements = [...new Set(loads.app.map((l) => l.element ?? '?'))].join(', ');
  console.log(`    LCP element (app)    ${elements}`);
  console.log(
    `    LCP ratio            ${ratio.toFixed(2)}x — target ≤ ${targets.ratio}x: ${mark(ratioMet)}`,
  );
  console.log(
    `    Total blocking time  ${fmt(tbt)} — target ≤ ${targets.tbtMs} ms: ${mark(tbtMet)}`,
  );
  // The largest paint is the welcome art, which index.html's frame paints before the app runs
  // (src/app/prepaint.ts): when the customer's own words appear is printed beside it.
  const appGreeting = median(loads.app.map((l) => l.greeting));
  const stillGreeting = median(loads.still.map((l) => l.greeting));
  console.log(
    `    Greeting painted     ${fmt(appGreeting)} (snapshot ${fmt(stillGreeting)}): ${(appGreeting / stillGreeting).toFixed(2)}x`,
  );
  console.log(
    `    Content complete     ${fmt(median(loads.app.map((l) => l.complete)))} (snapshot ${fmt(median(loads.still.map((l) => l.lcp)))} LCP)`,
  );
  console.log(
    `    JavaScript (sent)    ${(js / 1024).toFixed(1)} kB, ${(jsGzip / 1024).toFixed(1)} kB as gzip` +
      (targets.jsBytes === undefined
        ? ' (the HTTP cache is off, but the tab already ran it)'
        : ` — target ≤ ${(targets.jsBytes / 1024).toFixed(0)} kB: ${mark(jsMet)}`),
  );
  return ratioMet && tbtMet && jsMet;
}

/** Records LCP, FCP and long tasks from the very start of the page. A string: no tsx helpers. */
const OBSERVE_SCRIPT = `
  window.__lcp = 0; window.__fcp = 0; window.__long = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) { window.__lcp = e.startTime; window.__lcpElement = e.element ? e.element.tagName + '.' + e.element.className : ''; }
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') window.__fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__long.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  // When the greeting (the customer's own first words) was painted: Element Timing, by its name.
  window.__greeting = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.identifier === 'dashboard-greeting' && !window.__greeting) window.__greeting = e.renderTime || e.loadTime;
  }).observe({ type: 'element', buffered: true });
  // When the page's content was last changed: the moment it was complete (cards and their data).
  window.__complete = 0;
  new MutationObserver((records) => {
    if (records.some((r) => (r.target.nodeType === 1 ? r.target : r.target.parentElement)?.closest('main')))
      window.__complete = performance.now();
  }).observe(document, { childList: true, subtree: true, characterData: true });
`;

/** A script a load downloaded: its URL path and its size as sent. */
interface SentScript {
  path: string;
  sent: number;
}

interface Load {
  lcp: number;
  tbt: number;
  /** The scripts (compressed, as sent) that had arrived when the page's content was last changed. */
  scripts: SentScript[];
  /** When the page's content was last changed (ms from navigation): the page was complete. */
  complete: number;
  /** When the greeting was painted (ms from navigation; Element Timing). */
  greeting: number;
  /** The largest paint's element, as tag.class. */
  element?: string;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** Serves the snapshot at /snapshot and forwards every other request to the backend. */
function snapshotServer(backendPort: number, html: () => string): Promise<Server> {
  const server = createServer((req, res) => {
    if (req.url === '/snapshot') {
      res.writeHead(200, { 'Content-Type': 'text/html', 'Cache-Control': 'no-store' });
      res.end(html());
      return;
    }
    const upstream = request(
      {
        host: 'localhost',
        port: backendPort,
        path: req.url,
        method: req.method,
        headers: req.headers,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** The CDP session of each measured tab, to slow its CPU down while it loads. */
const sessions = new Map<Page, CDPSession>();

/** A tab with the cache off, observing paints, long tasks and changes to its content. */
async function throttledPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  sessions.set(page, cdp);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await page.addInitScript(OBSERVE_SCRIPT);
  return page;
}

/** Closes a measured tab and forgets it. */
async function closeTab(page: Page): Promise<void> {
  sessions.delete(page);
  await page.close();
}

/**
 * Slows down the CPU of `page` alone. Both tabs throttled at once compound here: a load in one
 * tab while the other, idle, was throttled too ran about 300 ms slower for the app (not for the
 * static snapshot, which has little to run), as if at more than 4x.
 */
async function throttleOnly(page: Page): Promise<void> {
  for (const [tab, cdp] of sessions)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: tab === page ? CPU_SLOWDOWN : 1 });
}

/**
 * One cold (cache off), throttled load of `url` in `page`: a reload when the tab is already
 * there, as a customer pressing reload would. `ready` says when the page has its content.
 */
async function load(page: Page, url: string, ready: string): Promise<Load> {
  await throttleOnly(page);
  if (page.url() === url) await page.reload({ waitUntil: 'load' });
  else await page.goto(url, { waitUntil: 'load' });
  // Nothing runs inside the page until it has settled: Playwright's locator.waitFor polls on
  // every animation frame from a 400 kB injected script, which at 4x took 40 to 80 ms of the
  // app's main thread while it rendered (the static snapshot had painted by then, so only the
  // app paid). Only network events are watched meanwhile; then late paints and long tasks land.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1500);
  await page.waitForFunction((selector) => document.querySelector(selector) !== null, ready, {
    polling: 500,
    timeout: 60_000,
  });
  const result = await page.evaluate(() => {
    const w = window as unknown as { __lcp: number; __fcp: number; __long: [number, number][] };
    const tbt = w.__long
      .filter(([start]) => start >= w.__fcp)
      .reduce((sum, [, duration]) => sum + Math.max(0, duration - 50), 0);
    // Script bodies as sent (compressed) that had arrived by the time the content was complete:
    // what the page needed, not what loads once it is done (analytics...).
    const complete = (window as unknown as { __complete: number }).__complete;
    const scripts = performance
      .getEntriesByType('resource')
      .filter(
        (e) =>
          (e as PerformanceResourceTiming).initiatorType === 'script' || e.name.endsWith('.js'),
      )
      .filter((e) => (e as PerformanceResourceTiming).responseEnd <= complete);
    return {
      lcp: w.__lcp,
      tbt,
      scripts: scripts.map((e) => ({
        path: new URL(e.name).pathname,
        sent: (e as PerformanceResourceTiming).encodedBodySize,
      })),
      complete,
      greeting: (window as unknown as { __greeting: number }).__greeting,
      fcp: w.__fcp,
      long: w.__long,
      element: (window as unknown as { __lcpElement?: string }).__lcpElement,
    };
  });
  // BENCH_DEBUG=1 prints each load: LCP element, first contentful paint, long tasks.
  if (process.env.BENCH_DEBUG)
    console.log(
      url,
      JSON.stringify({ ...result, long: result.long.map((t) => t.map(Math.round)) }),
    );
  return result;
}

/**
 * The visit of a customer who signs in once a month: a new tab (no per-tab user cache in
 * sessionStorage), the session in localStorage, and nothing cached (a release since their last
 * visit has changed every hashed file).
 */
async function coldLoad(context: BrowserContext, url: string, ready: string): Promise<Load> {
  const page = await throttledPage(context);
  try {
    return await load(page, url, ready);
  } finally {
    await closeTab(page);
  }
}

/** The rendered page as static HTML: scripts dropped, shadow roots inlined with their styles. */
const SNAPSHOT_SCRIPT = () => {
  const clone = document.documentElement.cloneNode(true) as HTMLElement;
  for (const node of clone.querySelectorAll('script, link[rel="modulepreload"]')) node.remove();
  // Links the app added at run time are absolute: make them paths, so the snapshot's origin
  // serves the very same files.
  for (const link of clone.querySelectorAll<HTMLLinkElement>('link[href]')) {
    const url = new URL(link.getAttribute('href')!, location.href);
    if (url.origin === location.origin) link.setAttribute('href', url.pathname + url.search);
  }
  const hosts = [...document.querySelectorAll('*')].filter((el) => el.shadowRoot);
  const cloneHosts = [...clone.querySelectorAll('*')].filter((el) =>
    hosts.some((host) => host.tagName === el.tagName),
  );
  hosts.forEach((host, index) => {
    const root = host.shadowRoot!;
    const css = root.adoptedStyleSheets
      .map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n'))
      .join('\n');
    const template = `<template shadowrootmode="open"><style>${css}</style>${root.innerHTML}</template>`;
    cloneHosts[index]?.insertAdjacentHTML('afterbegin', template);
  });
  const documentCss = document.adoptedStyleSheets
    .map((sheet) => [...sheet.cssRules].map((rule) => rule.cssText).join('\n'))
    .join('\n');
  clone.querySelector('head')?.insertAdjacentHTML('beforeend', `<style>${documentCss}</style>`);
  return `<!doctype html>${clone.outerHTML}`;
};

/**
 * What `scripts` (URL paths) weigh gzipped: the built files, from dist/app (the SPA) and dist
 * (the header under /header/). A script the build did not make counts as it was sent.
 */
function gzipWeigher(root: string) {
  return (scripts: SentScript[]) =>
    scripts.reduce((sum, { path, sent }) => {
      const file = builtFile(root, path);
      return sum + (existsSync(file) ? gzipSize(file) : sent);
    }, 0);
}

/** The built file a script's URL path was served from. */
const builtFile = (root: string, path: string) =>
  join(root, 'dist', path.startsWith('/header/') ? '' : 'app', path);

/**
 * Prints where the median cold load's JavaScript went (script-weights.ts): by npm package and by
 * area of this codebase, and how much of it the required stack is. Scripts the build did not make
 * (the demo's tag manager) are left out, as they are of the gzip total when missing.
 */
function printScriptBreakdown(root: string, loads: Load[], asGzip: (s: SentScript[]) => number) {
  const byWeight = [...loads].sort((a, b) => asGzip(a.scripts) - asGzip(b.scripts));
  const { scripts } = byWeight[byWeight.length >> 1]!;
  const files = scripts
    .map(({ path }) => ({ path, file: builtFile(root, path) }))
    .filter(({ file }) => existsSync(file))
    .map(({ path, file }) => weighFile(file, path.slice(path.lastIndexOf('/') + 1)));
  console.log(
    '    Where that JavaScript goes (gzip; the median load; each file shared out by its source map)',
  );
  for (const line of breakdownLines(files)) console.log(`      ${line}`);
}

/** Runs the measurement and prints it; returns false when a target is missed. */
export async function benchDashboardStartup(root: string): Promise<boolean> {
  const { executablePath, args } = await benchChromium(root);
  const backend = await startReferenceBackend(root);
  const { base } = backend;
  let snapshot = '';
  const proxy = await snapshotServer(backend.port, () => snapshot);
  const browser = await chromium.launch({ executablePath, args, headless: true });
  try {
    // The snapshot is taken with the page's CSP bypassed (the app's Trusted Types would refuse
    // the script's HTML insertions); the measured tab then uses the same sign-in with the real CSP.
    const signInContext = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      bypassCSP: true,
    });
    const page = await signInContext.newPage();
    await signInThroughLoginPage(page, `${base}/dashboard`);
    await page.locator('.dashboard-hero__greeting').waitFor({ timeout: 60_000 });
    await page.waitForTimeout(1000);
    snapshot = await page.evaluate(SNAPSHOT_SCRIPT);
    const signedIn = await signInContext.storageState();
    await signInContext.close();
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      storageState: signedIn,
    });

    const snapshotUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/snapshot`;
    // The snapshot is on another origin (the proxy): it needs no sign-in, only the same files.
    const snapshotContext = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const appTab = await throttledPage(context);
    const snapshotTab = await throttledPage(snapshotContext);
    const dashboard = `${base}/dashboard`;
    const ready = '.dashboard-hero__greeting';
    // A first visit of each open tab, not counted: the warm case is the reload of an open tab.
    await load(appTab, dashboard, ready);
    await load(snapshotTab, snapshotUrl, ready);
    const cold = { app: [] as Load[], still: [] as Load[] };
    const warm = { app: [] as Load[], still: [] as Load[] };
    // Alternating, so the shared machine's noise hits every case alike.
    for (let run = 0; run < RUNS; run++) {
      cold.app.push(await coldLoad(context, dashboard, ready));
      cold.still.push(await coldLoad(snapshotContext, snapshotUrl, ready));
      warm.app.push(await load(appTab, dashboard, ready));
      warm.still.push(await load(snapshotTab, snapshotUrl, ready));
    }
    console.log(
      `\n/dashboard signed in vs a static snapshot of the same page (1280x800, cache off, CPU ${CPU_SLOWDOWN}x, medians of ${RUNS})`,
    );
    const asGzip = gzipWeigher(root);
    const coldMet = report('Cold visit (new tab, nothing cached)', cold, COLD_TARGETS, asGzip);
    printScriptBreakdown(root, cold.app, asGzip);
    const warmMet = report('Reload of an open tab', warm, WARM_TARGETS, asGzip);
    // BENCH_BREAKDOWN=1: one more cold visit, traced, and where its main-thread time went.
    if (process.env.BENCH_BREAKDOWN) {
      const tab = await throttledPage(context);
      try {
        await printMainThreadBreakdown(tab, () => load(tab, dashboard, ready), 'cold visit');
      } finally {
        await closeTab(tab);
      }
    }
    return coldMet && warmMet;
  } finally {
    await browser.close();
    proxy.close();
    backend.stop();
  }
}
