// A host app's client-side history router in plain JavaScript (README "Embedding on your site"):
// it takes the header's in-app links (the cancelable shs-navigate event) under its own base path
// with history.pushState and renders the view itself; Back / Forward (popstate) render through
// the same router. Anything else (another site, a plain link) is a normal page load.
// The app's base path (the page also answers at /demo/host-router.html, its home view).
const BASE = '/demo/host-router';

/** The app's views, by route name. */
const VIEWS = {
  home: {
    title: 'Help centre',
    text: 'Start here: guides for your devices, the devices themselves, and how to reach us.',
  },
  guides: {
    title: 'Guides',
    text: 'Step-by-step guides: set up a camera, pair a smart lock, test your sensors.',
  },
  devices: {
    title: 'Devices',
    text: 'Cameras, smart locks and sensors this help centre covers, with their manuals.',
  },
  contact: {
    title: 'Contact',
    text: 'Call us, chat with us or book an appointment with a technician.',
  },
};

let rendered = 0;
const log = [];

/** The route of a path of this app ('/demo/host-router/guides' -> 'guides'), or undefined. */
function routeOf(pathname) {
  if (pathname === BASE || pathname === `${BASE}.html`) return 'home';
  if (!pathname.startsWith(`${BASE}/`)) return undefined;
  const name = pathname.slice(BASE.length + 1).split('/')[0];
  return Object.hasOwn(VIEWS, name) ? name : undefined;
}

function render(route) {
  const view = VIEWS[route] ?? VIEWS.home;
  rendered += 1;
  document.title = `${view.title} – Host app with its own router – shs-header demo`;
  document.getElementById('host-route').textContent = `Help centre · ${route}`;
  document.getElementById('host-title').textContent = view.title;
  document.getElementById('host-text').textContent = view.text;
  document.getElementById('host-status').textContent =
    `Page loads: 1 · views rendered: ${rendered}`;
}

function note(line) {
  log.unshift(line);
  document.getElementById('host-log').textContent = log.slice(0, 6).join('\n');
}

document.addEventListener('shs-navigate', (event) => {
  const url = new URL(event.detail.href);
  const route = url.origin === location.origin ? routeOf(url.pathname) : undefined;
  if (!route) return; // not ours: the header follows the link (a page load)
  event.preventDefault();
  if (url.pathname !== location.pathname) history.pushState({ route }, '', url.pathname);
  note(`shs-navigate ${event.detail.route} → ${url.pathname} (taken by the host router)`);
  render(route);
  window.scrollTo(0, 0);
});

window.addEventListener('popstate', () => {
  const route = routeOf(location.pathname) ?? 'home';
  note(`popstate → ${location.pathname}`);
  render(route);
});

render(routeOf(location.pathname) ?? 'home');
