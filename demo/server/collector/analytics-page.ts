// /demo/analytics/: what the collector received, newest first, so a developer can watch events
// arrive (demo/pages/analytics/live.js adds new ones every few seconds). No inline script or
// style: the page follows the server's strict CSP.
import { escapeHtml } from '../oidc/html.js';
import type { CollectedEvent } from './collector-store.js';

function row(event: CollectedEvent): string {
  const name = event.event ?? event.endpoint;
  return `<li class="event" data-id="${event.id}">
<h2 class="event__title"><span class="event__name">${escapeHtml(name)}</span> <span class="event__meta">${escapeHtml(event.endpoint)} · ${escapeHtml(event.receivedAt)}${event.distinctId ? ` · ${escapeHtml(event.distinctId)}` : ''}</span></h2>
<pre class="event__properties">${escapeHtml(JSON.stringify(event.properties, null, 2))}</pre>
</li>`;
}

/** The whole page. */
export function renderAnalyticsPage(events: CollectedEvent[]): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Analytics collector – Smart Home Security demo</title>
<link rel="icon" href="/server-assets/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="/demo/analytics/analytics.css">
<script src="/demo/analytics/live.js" defer></script>
</head>
<body>
<main>
<h1>Analytics collector</h1>
<p>Track, engage, groups and flags requests the reference backend received, newest first. New ones appear every few seconds.</p>
<p id="event-count" role="status">${events.length} event${events.length === 1 ? '' : 's'} shown.</p>
<ol id="events" class="events">
${events.map(row).join('\n')}
</ol>
</main>
</body>
</html>`;
}
