// `npm run bench`: the standalone <shs-header> bundle's first-load JavaScript (gzipped), the time
// from script start to the element's first render in headless Chromium (median of several cold
// loads), and the host page's layout shift (CLS). Printed figures, not a pass/fail timing test;
// only the size budget sets a failing exit code, because it is deterministic.
import { execSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, posix, resolve } from 'node:path';
import { chromium } from 'playwright-core';
import { benchDashboardStartup } from './bench/dashboard-startup';
import { reportFirstLoadGrowth } from './bench/first-load-growth';
import { gzipSize } from './bench/gzip-size';
import { benchHostBlocking } from './bench/host-blocking';
import { benchInteractions } from './bench/interactions';
import { benchLighthouse } from './bench/lighthouse';

const root = resolve(import.meta.dirname, '..');
const distHeader = join(root, 'dist/header');
const distApp = join(root, 'dist/app');
const APP_BUDGET_BYTES = 120 * 1024;
const entry = 'shs-header.js';
// ARCHITECTURE.md 5: the header's first load is at most 20 kB gzipped. It is not there yet (see the
// README); what fails the bench is growth past the 25 kB it was first held to.
const BUDGET_BYTES = 20 * 1024;
const CEILING_BYTES = 25 * 1024;
const RUNS = 7;

/** Chromium launch helpers shared with the test runners (a plain .mjs module). */
interface ChromiumSetup {
  findChromium(): string | undefined;
  CHROMIUM_ARGS: string[];
}

const gzipBytes = (file: string, dir = distHeader) => gzipSize(join(dir, file));

/** Files an ES module imports statically (what the browser must fetch before it runs). */
function staticImports(file: string, dir = distHeader): string[] {
  const source = readFileSync(join(dir, file), 'utf8');
  const found = new Set<string>();
  // `import{a}from"./x.js"` and `import"./x.js"`, not `import("./x.js")`.
  for (const match of source.matchAll(
    /import\s*(?:[\w${},\s*]+?\s*from\s*)?["']([^"']+\.js)["']/g,
  )) {
    const spec = match[1]!;
    if (spec.startsWith('.')) found.add(posix.normalize(posix.join(posix.dirname(file), spec)));
  }
  return [...found];
}

/** The entry plus everything it imports statically, transitively. */
function firstLoadFiles(start: string, dir = distHeader): string[] {
  const seen = new Set<string>([start]);
  const queue = [start];
  while (queue.length) {
    for (const next of staticImports(queue.shift()!, dir)) {
      if (seen.has(next)) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return [...seen];
}

/** Every JavaScript file the header can load: the entry, static and on-demand chunks. */
function allHeaderFiles(start: string): string[] {
  const seen = new Set<string>([start]);
  const queue = [start];
  while (queue.length) {
    const file = queue.shift()!;
    const source = readFileSync(join(distHeader, file), 'utf8');
    // Minified dynamic imports quote with backticks: import(`./chunks/x.js`).
    for (const match of source.matchAll(/["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)) {
      const next = posix.normalize(posix.join(posix.dirname(file), match[1]!));
      if (seen.has(next) || !existsSync(join(distHeader, next))) continue;
      seen.add(next);
      queue.push(next);
    }
  }
  return [...seen];
}

const SIZING_LINK = '<link rel="stylesheet" href="/header/shs-header.css">';
const PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>bench</title>
<link rel="stylesheet" href="/header/shs-header.css">
<script type="module" src="/header/shs-header.js"></script>
</head><body style="margin:0">
<shs-header data-buy-url="https://buy.example.com" data-cart-count="2"></shs-header>
<main><h1>Host page</h1><p>${'Content below the header. '.repeat(60)}</p></main>
</body></html>`;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.map': 'application/json',
};

function serve(): Promise<Server> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/') return void res.writeHead(200, { 'Content-Type': 'text/html' }).end(PAGE);
    if (path === '/without-sizing-css')
      return void res
        .writeHead(200, { 'Content-Type': 'text/html' })
        .end(PAGE.replace(SIZING_LINK, ''));
    const file = path.startsWith('/header/') ? join(distHeader, path.slice('/header/'.length)) : '';
    if (!file || !file.startsWith(distHeader) || !existsSync(file))
      return void res.writeHead(404).end();
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': 'no-store',
    });
    res.end(readFileSync(file));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/**
 * Installed before any page script: sums layout shifts and records when the element's shadow tree
 * first holds the header. A string, not a function: tsx would add helpers the page does not have.
 */
const OBSERVE_SCRIPT = `
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  customElements.whenDefined('shs-header').then(() => {
    // The moment the render inserts the bar (a mutation observer: polling once a frame would
    // add up to a frame, or more while headless Chromium paints nothing).
    const root = document.querySelector('shs-header')?.shadowRoot;
    const check = () => {
      if (window.__rendered === undefined && root?.querySelector('.bar'))
        window.__rendered = performance.now();
    };
    check();
    if (root) new MutationObserver(check).observe(root, { childList: true });
  });
`;

interface RunResult {
  renderMs: number;
  cls: number;
}

async function measure(
  url: string,
  executablePath: string,
  args: string[],
  runs = RUNS,
): Promise<RunResult[]> {
  const browser = await chromium.launch({ executablePath, args, headless: true });
  const results: RunResult[] = [];
  try {
    for (let run = 0; run < runs; run++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      const page = await context.newPage();
      // Installed before any page script: records layout shifts and the first render of the element.
      await page.addInitScript(OBSERVE_SCRIPT);
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForFunction(
        () => (window as unknown as { __rendered?: number }).__rendered !== undefined,
      );
      await page.waitForTimeout(1000);
      const { rendered, scriptStart, cls } = await page.evaluate(() => {
        const w = window as unknown as { __cls: number; __rendered: number };
        const script = performance
          .getEntriesByType('resource')
          .find((e) => e.name.endsWith('/header/shs-header.js')) as PerformanceResourceTiming;
        return { rendered: w.__rendered, scriptStart: script.startTime, cls: w.__cls };
      });
      results.push({ renderMs: rendered - scriptStart, cls });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return results;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
};

/**
 * The account centre's first-load JavaScript: the scripts index.html loads or preloads, plus
 * everything they import statically (every area is lazy-loaded, so it is not counted here). The
 * sign-in starter's template is left out: only a signed-out visit that goes to sign in loads it,
 * instead of the app (issue 29, src/app/start/app-entry.ts).
 */
function reportAppBundle(): number | undefined {
  const html = join(distApp, 'index.html');
  if (!existsSync(html)) {
    console.log('\nAccount centre: dist/app is missing (run `npm run build:app`), not measured.');
    return undefined;
  }
  const page = readFileSync(html, 'utf8').replace(
    /<template id="shs-sign-in-start">[\s\S]*?<\/template>/,
    '',
  );
  const referenced = [...page.matchAll(/<(?:script|link)[^>]+(?:src|href)="\/([^"]+\.js)"/g)].map(
    (match) => match[1]!,
  );
  const files = [...new Set(referenced.flatMap((file) => firstLoadFiles(file, distApp)))];
  const bytes = files.reduce((sum, file) => sum + gzipBytes(file, distApp), 0);
  console.log('\nAccount centre SPA (gzip)');
  for (const file of files)
    console.log(
      `  first load  ${file.padEnd(44)} ${String(gzipBytes(file, distApp)).padStart(7)} B`,
    );
  const within = bytes <= APP_BUDGET_BYTES;
  console.log(
    `First-load JavaScript: ${bytes} B gzipped (${(bytes / 1024).toFixed(1)} kB) — budget ${APP_BUDGET_BYTES} B: ${within ? 'within budget' : 'OVER BUDGET'}`,
  );
  return bytes;
}

async function main() {
  // BENCH_ONLY=lighthouse runs the Lighthouse scores alone (scripts/bench/lighthouse.ts).
  if (process.env.BENCH_ONLY === 'lighthouse') {
    if (!(await benchLighthouse(root))) console.log('  (a Lighthouse target is missed)');
    return;
  }
  // BENCH_ONLY=interactions: the account centre's interactions at 4x CPU (INP, issue 29).
  if (process.env.BENCH_ONLY === 'interactions') {
    if (!(await benchInteractions(root))) console.log('  (an interaction target is missed)');
    return;
  }
  const appBytes = reportAppBundle();
  // BENCH_ONLY=app measures the account centre alone (its bundle and the dashboard start-up).
  if (process.env.BENCH_ONLY === 'app') {
    reportFirstLoadGrowth({ app: appBytes });
    if (!(await benchDashboardStartup(root))) console.log('  (a start-up target is missed)');
    return;
  }
  if (!existsSync(join(distHeader, entry))) {
    console.log('dist/header is missing: building the header bundle…');
    execSync('npx vite build --config vite.header.config.ts', { cwd: root, stdio: 'inherit' });
  }
  const first = firstLoadFiles(entry);
  const all = allHeaderFiles(entry);
  const firstBytes = first.reduce((sum, f) => sum + gzipBytes(f), 0);
  const allBytes = all.reduce((sum, f) => sum + gzipBytes(f), 0);

  console.log('\n<shs-header> standalone bundle (gzip)');
  for (const file of first)
    console.log(`  first load  ${file.padEnd(44)} ${String(gzipBytes(file)).padStart(7)} B`);
  for (const file of all.filter((f) => !first.includes(f)))
    console.log(`  on demand   ${file.padEnd(44)} ${String(gzipBytes(file)).padStart(7)} B`);
  console.log(
    `  host sizing shs-header.css${' '.repeat(29)} ${String(gzipBytes('shs-header.css')).padStart(7)} B`,
  );
  // What fails the bench is the ceiling; the budget is printed beside it (see BUDGET_BYTES).
  const withinCeiling = firstBytes <= CEILING_BYTES;
  console.log(
    `First-load JavaScript: ${firstBytes} B gzipped (${(firstBytes / 1024).toFixed(1)} kB) — budget ${BUDGET_BYTES} B: ${firstBytes <= BUDGET_BYTES ? 'within budget' : 'MISSED'}; ceiling ${CEILING_BYTES} B: ${withinCeiling ? 'within' : 'OVER'}`,
  );
  console.log(`All header JavaScript (first load + on demand): ${allBytes} B gzipped`);
  if (!reportFirstLoadGrowth({ app: appBytes, header: firstBytes })) process.exitCode = 1;

  const chromiumModule = join(root, 'tests/setup/chromium.mjs');
  const { findChromium, CHROMIUM_ARGS } = (await import(chromiumModule)) as ChromiumSetup;
  const executablePath = findChromium();
  if (!executablePath) throw new Error('No Chromium found (see tests/setup/chromium.mjs).');
  const server = await serve();
  try {
    const { port } = server.address() as AddressInfo;
    const runs = await measure(`http://127.0.0.1:${port}/`, executablePath, CHROMIUM_ARGS);
    const times = runs.map((r) => r.renderMs);
    console.log(
      `\nScript start → first render (headless Chromium, ${RUNS} cold loads): median ${median(times).toFixed(1)} ms` +
        ` (min ${Math.min(...times).toFixed(1)}, max ${Math.max(...times).toFixed(1)})`,
    );
    console.log(
      `Layout shift (CLS, PerformanceObserver): max ${Math.max(...runs.map((r) => r.cls)).toFixed(4)} over ${RUNS} loads`,
    );
    // The same page without the pasted sizing stylesheet, to show what the <link> prevents.
    const bare = await measure(
      `http://127.0.0.1:${port}/without-sizing-css`,
      executablePath,
      CHROMIUM_ARGS,
      3,
    );
    console.log(
      `  for comparison, without <link href="shs-header.css">: CLS max ${Math.max(...bare.map((r) => r.cls)).toFixed(4)}`,
    );
  } finally {
    server.close();
  }
  await benchHostBlocking(executablePath, CHROMIUM_ARGS);
  if (!withinCeiling) process.exitCode = 1;
  await benchDashboardStartup(root);
  if (!(await benchInteractions(root))) console.log('  (an interaction target is missed)');
  // Printed, not failing the bench: its scores depend on the machine (see the README).
  if (!(await benchLighthouse(root))) console.log('  (a Lighthouse target is missed)');
}

await main();
