// The account centre's one bootstrap with side effects: styles, then the app.
import './app/start/app.css';
import './app/start/prepaint.css';
import { startApp } from './app/start/start';

// index.html loads this script `async`, so it runs as soon as it has arrived instead of after
// the document has finished loading. The parser has nearly always reached #root by then (the
// page is a few lines); if not, the app starts once it has.
function start(): void {
  const container = document.getElementById('root');
  if (container) void startApp(container);
}

if (document.getElementById('root') || document.readyState !== 'loading') start();
else document.addEventListener('DOMContentLoaded', start, { once: true });
