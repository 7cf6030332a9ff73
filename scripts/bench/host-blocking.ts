// Main-thread blocking <shs-header> adds to a host page (ARCHITECTURE.md section 5): the same
// page of 40 paragraphs, with and without the pasted header, at 390x844 with the CPU throttled 4x,
// loaded alternately in one run (7 loads each, medians). Blocking = total blocking time: the part
// of every long task (> 50 ms) beyond 50 ms, from navigation until the page has been quiet for a
// while. Also checks CLS with the header. A ratio against a baseline in the same run: absolute
// times on a shared machine prove little.
import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

const root = resolve(import.meta.dirname, '../..');
const distHeader = join(root, 'dist/header');
const RUNS = 7;
const CPU_SLOWDOWN = 4;
const VIEWPORT = { width: 390, height: 844 };
/** Budget: blocking the header may add to the host page. */
export const ADDED_BLOCKING_BUDGET_MS = 60;

const PARAGRAPHS = Array.from(
  { length: 40 },
  (_, i) =>
    `<p>Paragraph ${i + 1}. ${'A host page about home security, cameras and smart locks. '.repeat(6)}</p>`,
).join('\n');

function page(withHeader: boolean): string {
  const snippet = withHeader
    ? `<link rel="stylesheet" href="/header/shs-header.css">
<script type="module" src="/header/shs-header.js"></script>
<shs-header data-buy-url="https://buy.example.com" data-cart-count="2"
  data-sub-nav='[{"display":"Cameras","href":"/c/cameras"},{"display":"Smart locks","href":"/c/locks"},{"display":"Sensors","href":"/c/sensors"},{"display":"Smart home","href":"/c/home"},{"display":"Offers","href":"/c/offers"}]'></shs-header>`
    : '';
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1"><title>host</title></head>
<body style="margin:0">${snippet}<main><h1>Host page</h1>${PARAGRAPHS}</main></body></html>`;
}

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css' };

function serve(): Promise<Server> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/bare' || path === '/with-header')
      return void res
        .writeHead(200, { 'Content-Type': 'text/html' })
        .end(page(path === '/with-header'));
    const file = path.startsWith('/header/') ? join(distHeader, path.slice('/header/'.length)) : '';
    if (!file || !file.startsWith(distHeader) || !existsSync(file))
      return void res.writeHead(404).end();
    res.writeHead(200, { 'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream' });
    res.end(readFileSync(file));
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

/** Installed before any page script: long tasks and layout shifts. */
const OBSERVE = `
  window.__longTasks = [];
  window.__cls = 0;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push(e.duration);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) window.__cls += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
`;

interface Load {
  blockingMs: number;
  cls: number;
}

async function load(browser: Browser, url: string): Promise<Load> {
  const context = await browser.newContext({ viewport: VIEWPORT });
  const tab = await context.newPage();
  const cdp = await context.newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await tab.addInitScript(OBSERVE);
  await tab.goto(url, { waitUntil: 'load' });
  // Quiet period: on-demand work (idle callbacks, lazy chunks) lands within it.
  await tab.waitForTimeout(2500);
  const result = await tab.evaluate(() => {
    const w = window as unknown as { __longTasks: number[]; __cls: number };
    return {
      blockingMs: w.__longTasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      cls: w.__cls,
    };
  });
  await context.close();
  return result;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;

/** Runs the side-by-side measurement and prints it; returns false when over budget. */
export async function benchHostBlocking(executablePath: string, args: string[]): Promise<boolean> {
  if (!existsSync(join(distHeader, 'shs-header.js'))) {
    console.log(
      '\nHost-page blocking: dist/header is missing (npm run build:header), not measured.',
    );
    return true;
  }
  const server = await serve();
  const browser = await chromium.launch({ executablePath, args, headless: true });
  try {
    const { port } = server.address() as AddressInfo;
    const bare: Load[] = [];
    const withHeader: Load[] = [];
    // Alternate the two pages so machine noise falls on both alike.
    for (let run = 0; run < RUNS; run++) {
      bare.push(await load(browser, `http://127.0.0.1:${port}/bare`));
      withHeader.push(await load(browser, `http://127.0.0.1:${port}/with-header`));
    }
    const b = median(bare.map((l) => l.blockingMs));
    const h = median(withHeader.map((l) => l.blockingMs));
    const added = h - b;
    const within = added <= ADDED_BLOCKING_BUDGET_MS;
    console.log(
      `\nMain-thread blocking added to a host page (40 paragraphs, ${VIEWPORT.width}x${VIEWPORT.height}, CPU ${CPU_SLOWDOWN}x, medians of ${RUNS}, one run):`,
    );
    console.log(
      `  bare page        ${b.toFixed(0).padStart(5)} ms  (${bare.map((l) => l.blockingMs.toFixed(0)).join(', ')})`,
    );
    console.log(
      `  with <shs-header> ${h.toFixed(0).padStart(4)} ms  (${withHeader.map((l) => l.blockingMs.toFixed(0)).join(', ')})`,
    );
    console.log(
      `  added            ${added.toFixed(0).padStart(5)} ms — budget ${ADDED_BLOCKING_BUDGET_MS} ms: ${within ? 'within budget' : 'OVER BUDGET'}`,
    );
    console.log(
      `  CLS with the header: max ${Math.max(...withHeader.map((l) => l.cls)).toFixed(4)} over ${RUNS} loads`,
    );
    return within;
  } finally {
    await browser.close();
    server.close();
  }
}
