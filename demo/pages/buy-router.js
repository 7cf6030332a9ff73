// The buy-site stand-in's router: takes the header's in-app routes (shs-navigate) with
// history.pushState instead of a page load, and renders a small view per route.
const BASE = '/demo/buy.html';
const log = [];

function describe(route, params) {
  switch (route) {
    case 'cart':
      return { title: 'Your cart', text: 'Items in the cart of the selected service.' };
    case 'wishlist':
      return { title: 'Your wishlist', text: 'Saved products appear here.' };
    case 'products':
      return {
        title: params.catalogId
          ? `Product: ${params.catalogId}`
          : `Category: ${params.categoryCode ?? 'all'}`,
        text: 'A product listing of the buy site, reached without a page load.',
      };
    default:
      return { title: 'Shop home security', text: 'The buy site home.' };
  }
}

/** Route and params from a /demo/buy.html/... path (deep links and the back button). */
function routeFromPath(pathname) {
  const rest = pathname.startsWith(BASE) ? pathname.slice(BASE.length) : '';
  const [first, second] = rest.split('/').filter(Boolean);
  if (first === 'cart' || first === 'wishlist') return { route: first, params: {} };
  if (first === 'products' && second) return { route: 'products', params: { catalogId: second } };
  if (first === 'categories')
    return { route: 'products', params: { categoryCode: second ?? 'all' } };
  return { route: 'home', params: {} };
}

async function cartItems() {
  const session = JSON.parse(localStorage.getItem('shs-commerce-session:100200300') ?? 'null');
  if (!session?.id) return [];
  const response = await fetch('/api/commerce/cart', { headers: { Sessionid: session.id } });
  return response.ok ? (await response.json()).items : [];
}

async function render({ route, params }) {
  const view = describe(route, params);
  document.getElementById('buy-route').textContent = `Buy site · ${route}`;
  document.getElementById('buy-title').textContent = view.title;
  document.getElementById('buy-text').textContent = view.text;
  const list = document.getElementById('buy-items');
  list.replaceChildren();
  if (route !== 'cart') return;
  for (const item of await cartItems()) {
    const li = document.createElement('li');
    li.className = 'card';
    const h = document.createElement('h3');
    h.textContent = item.name;
    const p = document.createElement('p');
    p.textContent = `Quantity ${item.quantity}`;
    li.append(h, p);
    list.append(li);
  }
}

document.addEventListener('shs-navigate', (event) => {
  const { route, params, href } = event.detail;
  const url = new URL(href);
  // Only routes inside this site are ours; anything else is a normal page load.
  if (url.origin !== location.origin || !url.pathname.startsWith(BASE)) return;
  event.preventDefault();
  history.pushState({ route, params }, '', url.pathname);
  log.unshift(`shs-navigate ${JSON.stringify({ route, params })} → taken in-app`);
  document.getElementById('event-log').textContent = log.slice(0, 6).join('\n');
  void render({ route, params });
  window.scrollTo(0, 0);
});

window.addEventListener('popstate', () => void render(routeFromPath(location.pathname)));
void render(routeFromPath(location.pathname));
