// /demo/ops/: what the error-tracking and real-user-speed stand-ins received, so a person sees at
// a glance what is slow or broken. Errors are listed server-side with their de-minified stack;
// the web vitals come as a table (the charts' text alternative) and as charts that
// demo/pages/ops/ops.js draws with Chart.js from /demo/ops/api/vitals. No inline script or style:
// the page follows the server's strict CSP.
import { escapeHtml } from '../oidc/html.js';
import type { ErrorGroup } from './error-store.js';
import type { ShownFrame } from './source-maps.js';
import {
  VITAL_NAMES,
  VITAL_THRESHOLDS,
  type VitalSummary,
  type VitalName,
} from './vitals-store.js';

const RATING_LABEL = { good: 'Good', 'needs-improvement': 'Needs improvement', poor: 'Poor' };

const format = (name: VitalName, value: number) =>
  name === 'CLS' ? value.toFixed(3) : `${Math.round(value)} ms`;

function frameLine(frame: ShownFrame): string {
  const where = `${frame.file}${frame.line === null ? '' : `:${frame.line}`}${frame.column === null ? '' : `:${frame.column}`}`;
  return `at ${frame.function} (${where})${frame.mapped ? '' : ' [minified]'}`;
}

function errorRow(group: ErrorGroup & { stack: ShownFrame[] }): string {
  return `<li class="ops-error">
<h3 class="ops-error__message">${escapeHtml(group.message)}</h3>
<dl class="ops-facts">
<div><dt>Count</dt><dd>${group.count}</dd></div>
<div><dt>First seen</dt><dd><time datetime="${escapeHtml(group.firstSeen)}">${escapeHtml(group.firstSeen.replace('T', ' ').slice(0, 19))} UTC</time></dd></div>
<div><dt>Last seen</dt><dd><time datetime="${escapeHtml(group.lastSeen)}">${escapeHtml(group.lastSeen.replace('T', ' ').slice(0, 19))} UTC</time></dd></div>
<div><dt>Release</dt><dd>${escapeHtml(group.releases.join(', ') || 'unknown')}</dd></div>
<div><dt>Route</dt><dd>${escapeHtml(group.routes.join(', ') || 'unknown')}</dd></div>
</dl>
${group.stack.length ? `<details class="ops-stack"><summary>Stack trace (newest report)</summary><pre tabindex="0">${escapeHtml(group.stack.map(frameLine).join('\n'))}</pre></details>` : ''}
</li>`;
}

function vitalsTable(
  routes: { route: string; metrics: Partial<Record<VitalName, VitalSummary>> }[],
): string {
  if (!routes.length) return '<p>No speed samples yet.</p>';
  const head = VITAL_NAMES.map((name) => `<th scope="col">${name} p75</th>`).join('');
  const rows = routes
    .map(
      ({ route, metrics }) =>
        `<tr><th scope="row">${escapeHtml(route)}</th>${VITAL_NAMES.map((name) => {
          const metric = metrics[name];
          return metric
            ? `<td class="ops-rating--${metric.rating}">${format(name, metric.p75)} <span class="ops-rating">${RATING_LABEL[metric.rating]}</span> <span class="ops-count">(${metric.count})</span></td>`
            : '<td>–</td>';
        }).join('')}</tr>`,
    )
    .join('\n');
  return `<div class="ops-table-wrap" role="region" aria-label="Web vitals per route" tabindex="0"><table class="ops-table"><caption>p75 per route (samples in brackets)</caption><thead><tr><th scope="col">Route</th>${head}</tr></thead><tbody>${rows}</tbody></table></div>`;
}

/** The whole page. */
export function renderOpsPage(
  errors: (ErrorGroup & { stack: ShownFrame[] })[],
  vitals: { route: string; metrics: Partial<Record<VitalName, VitalSummary>> }[],
): string {
  const thresholds = VITAL_NAMES.map(
    (name) => `${name} ≤ ${format(name, VITAL_THRESHOLDS[name].good)}`,
  ).join(', ');
  const charts = VITAL_NAMES.map(
    (name) => `<figure class="ops-chart">
<figcaption>${name}: p75 per route, with the “good” threshold</figcaption>
<div class="ops-chart__box"><canvas id="chart-${name}" data-metric="${name}" role="img" aria-label="${name} p75 per route; the same figures are in the table above"></canvas></div>
</figure>`,
  ).join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Operations – Smart Home Security demo</title>
<link rel="icon" href="/server-assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/demo/ops/ops.css">
<script src="/demo/ops/chart.umd.min.js" defer></script>
<script src="/demo/ops/ops.js" defer></script>
</head>
<body>
<main>
<h1>Operations</h1>
<p>Errors and real-user speed reported by customers' browsers (error-tracking and web-vitals stand-ins). Reload for the newest.</p>
<section aria-labelledby="errors-title">
<h2 id="errors-title">Errors</h2>
${errors.length ? `<ol class="ops-errors">${errors.map(errorRow).join('\n')}</ol>` : '<p>No errors reported.</p>'}
</section>
<section aria-labelledby="vitals-title">
<h2 id="vitals-title">Web vitals</h2>
<p>“Good” means p75 at or under: ${escapeHtml(thresholds)}.</p>
${vitalsTable(vitals)}
<div class="ops-charts" id="ops-charts" data-ready="false">
${charts}
</div>
</section>
</main>
</body>
</html>`;
}
